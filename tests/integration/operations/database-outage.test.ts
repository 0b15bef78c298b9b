// PostgreSQL goes away under a running web process and comes back (docs/operations.md "When the database is down"):
// the API answers 503 with the spec'd message and Retry-After (never a 500), readiness says which part fails while
// liveness still answers, and the same process serves again once the server is back — the pools reconnect by themselves.
// Real processes: this file's own embedded PostgreSQL, stopped and started again; the real route handlers in-process.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../../scripts/lib/embedded-postgres';
import { ensureDatabaseExists, withDatabase } from '../../../scripts/lib/database-url';
import { applyMigrations } from '../../../scripts/lib/migrations';
import { callRoute } from '../../helpers/http';
import { freePort, scratchDir } from '../../helpers/processes';

const scratch = scratchDir('ops-outage');
let port = 0;
let server: EmbeddedDatabase | undefined;
const start = async () => (server = await startEmbeddedPostgres({ dataDir: `${scratch.dir}/pg`, port, log: () => {}, command: 'database-outage test' }));

type Handler = Parameters<typeof callRoute>[0];
let countsRoute: Handler;
let host = '';
let cookie = '';
let health: () => Response;
let ready: (request: Request) => Promise<Response>;

beforeAll(async () => {
  port = await freePort();
  await start();
  const url = withDatabase(server!.serverUrl, 'renew');
  await ensureDatabaseExists(url);
  await applyMigrations(url, () => {});
  // The app's pool points at this file's own server.
  process.env.DATABASE_URL = url;
  process.env.SOCKET_PORT = String(await freePort()); // no sidecar there: readiness reports it as failing
  // The per-file setup wired the composition root, which already loaded the app's modules (and made server/db's
  // clients) against the test database: start them over against this file's own server.
  vi.resetModules();
  const clients = globalThis as { renewPrisma?: unknown; renewPrismaRead?: unknown };
  delete clients.renewPrisma;
  delete clients.renewPrismaRead;
  countsRoute = (await import('../../../app/api/header_counts/route')).GET as Handler;
  const { createPromotion, createUser, signInCookie } = await import('../../helpers/factories');
  const promotion = await createPromotion();
  const user = await createUser({ promotionId: promotion.id });
  host = promotion.host;
  cookie = await signInCookie(user, { promotionId: promotion.id });
  health = (await import('../../../app/api/health/route')).GET;
  ready = (await import('../../../app/api/ready/route')).GET;
}, 120_000);

afterAll(async () => {
  const { db } = await import('../../../server/db');
  await db.$disconnect().catch(() => {});
  await server?.stop();
  scratch.remove();
});

// The header's counts: a signed-in read that always queries the database.
const callPromotion = () => callRoute(countsRoute, { host, cookie, path: '/api/header_counts' });

describe('an unreachable database', () => {
  it('answers 503 with Retry-After while PostgreSQL is down, and serves again when it is back', async () => {
    const before = await callPromotion();
    expect(before.status).toBe(200);

    await server!.stop();
    const during = await callPromotion();
    expect(during.status).toBe(503);
    expect(during.json).toEqual({ errors: ['The service is temporarily unavailable. Please try again shortly.'] });
    expect(during.headers.get('retry-after')).toBe('10');

    const live = health();
    expect(live.status).toBe(200);
    expect(await live.json()).toMatchObject({ status: 'ok' });

    const notReady = await ready(new Request('http://localhost/api/ready'));
    expect(notReady.status).toBe(503);
    expect(notReady.headers.get('retry-after')).toBe('10');
    const body = await notReady.json();
    expect(body.status).toBe('not ready');
    expect(body.checks.database).toEqual({ state: 'failing', detail: 'unreachable' });

    await start();
    const after = await callPromotion();
    expect(after.status).toBe(before.status);
    expect(after.json).toEqual(before.json);

    const dbOnly = await ready(new Request('http://localhost/api/ready?only=database,migrations'));
    expect(dbOnly.status).toBe(200);
    expect((await dbOnly.json()).checks.migrations.state).toBe('ok');
  }, 120_000);

  it('reports the worker and sidecar when they are not running', async () => {
    const response = await ready(new Request('http://localhost/api/ready'));
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body.checks.database.state).toBe('ok');
    expect(body.checks.worker).toEqual({ state: 'failing', detail: 'the job worker has not started yet' });
    expect(body.checks.sidecar).toEqual({ state: 'failing', detail: 'unreachable' });
  });

  it('refuses an unknown part name', async () => {
    const response = await ready(new Request('http://localhost/api/ready?only=database,disk'));
    expect(response.status).toBe(422);
  });
});
