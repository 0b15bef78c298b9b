// A saturated pool is not a bug: a transaction that cannot get a connection in time fails with Prisma's P2028, and the
// API answers it 503 with Retry-After and the spec'd message (server/http/errors.ts), never "Oops" and a 500. A fuzz
// run at load 20 once saved one user twenty times at once and got twenty 500s from Prisma's 2-second default wait
// (server/db.ts now waits longer). A client of its own with a pool of one and a short wait stands in for the busy pool.
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { expect, it } from 'vitest';
import { PrismaClient } from '@/generated/prisma/client';
import { toErrorResponse } from '@/server/http/errors';
import { HTTP_MESSAGES } from '@/lib/requests/messages';

it('answers a transaction that could not start in time with 503 and Retry-After', async () => {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  const client = new PrismaClient({ adapter: new PrismaPg(pool), transactionOptions: { maxWait: 200, timeout: 5_000 } });
  try {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const holder = client.$transaction(async (tx) => {
      await tx.$queryRawUnsafe('SELECT 1 AS one');
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const error = await client.$transaction(async (tx) => tx.$queryRawUnsafe('SELECT 1 AS one')).then(() => null, (e: unknown) => e);
    release();
    await holder;
    expect(error).toMatchObject({ code: 'P2028' });
    const response = toErrorResponse(error, { method: 'PUT', path: '/api/users/me' });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await response.json()).toEqual({ errors: [HTTP_MESSAGES.unavailable] });
  } finally {
    await client.$disconnect();
    await pool.end();
  }
});
