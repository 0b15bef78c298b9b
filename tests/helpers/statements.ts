// How many SQL statements a request sends, counted where every path ends: pg's Client.query (Prisma's typed queries,
// its raw queries inside a transaction, and the raw statements server/platform/sql-direct.ts sends on the pool).
//
// Left out: the host's promotion and the cache's LISTEN. The promotion is cached per process and dropped whenever any
// process changes a promotion (server/platform/cluster-invalidation.ts), which test files running beside this one do
// at any moment, so whether a request re-reads it says nothing about the request.
import pg from 'pg';
import { vi } from 'vitest';

const textOf = (config: unknown) => (typeof config === 'string' ? config : ((config as { text?: string } | null)?.text ?? ''));
const isTenancy = (text: string) => /^LISTEN /.test(text) || /FROM "public"\."promotions"/.test(text);

export async function countStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: number; texts: string[] }> {
  const spy = vi.spyOn(pg.Client.prototype, 'query');
  try {
    const result = await work();
    const texts = spy.mock.calls.map((call) => textOf(call[0]).trim()).filter((text) => !isTenancy(text));
    return { result, statements: texts.length, texts };
  } finally {
    spy.mockRestore();
  }
}
