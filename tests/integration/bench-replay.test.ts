// The benchmark's yardstick must measure, not hang or poison connections (issue 35): the bare server's replay of a
// write whose transaction overlaps a single statement finishes under load on a small pool, and a dry capture leaves
// the connection able to run a named COMMIT again.
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { capture, installCapture, type Trace } from '../../bench/capture';
import { prepare, replay } from '../../bench/bare-server';
import { PLAN_PER_CALL, statementName } from '@/server/platform/statement-names';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
afterAll(() => pool.end());

const at = (text: string, connection: number, start: number, end: number) => ({ text, values: [], connection, start, end });

describe('the bench replay', () => {
  it('finishes many overlapping transactions on a pool smaller than the requests', { timeout: 30_000 }, async () => {
    // A transaction on connection 1 with a single statement issued alongside its first statement (so in the same
    // wave); its COMMIT comes in a later wave.
    const trace: Trace = [
      at('BEGIN', 1, 0, 1), at('SELECT 1', 1, 1, 3), at('SELECT 2', 2, 2, 4), at('SELECT 3', 1, 5, 6), at('COMMIT', 1, 7, 8),
    ];
    const waves = prepare(trace);
    expect(waves.length).toBeGreaterThan(1);
    const results = await Promise.race([
      Promise.all(Array.from({ length: 8 }, () => replay(pool, waves))),
      new Promise<'stuck'>((resolve) => setTimeout(() => resolve('stuck'), 15_000)),
    ]);
    expect(results).not.toBe('stuck');
    expect((results as pg.QueryResult[]).every((r) => r.command === 'COMMIT')).toBe(true);
    expect(pool.idleCount + pool.waitingCount).toBeLessThanOrEqual(2);
  });

  it('answers with the last statement of the trace', async () => {
    const result = await replay(pool, prepare([at("SELECT 'first' AS v", 1, 0, 1), at("SELECT 'last' AS v", 1, 2, 3)]));
    expect(result?.rows).toEqual([{ v: 'last' }]);
  });

  it('lets a connection run its named COMMIT after a dry capture rolled one back', async () => {
    installCapture();
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const commit = { name: 'bench-commit', text: 'COMMIT' };
      const { trace } = await capture(async () => {
        await client.query('BEGIN');
        await client.query(commit);
      }, { dry: true });
      expect(trace.map((s) => s.text)).toEqual(['BEGIN', 'COMMIT']);
      await client.query('BEGIN');
      await expect(client.query(commit)).resolves.toMatchObject({ command: 'COMMIT' });
    } finally {
      await client.end();
    }
  });

  it('prepares each statement once per connection under the app\'s name for its text, as the app does', async () => {
    const one = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    try {
      const named = 'SELECT $1::int + 1 AS v';
      const perCall = `${PLAN_PER_CALL} SELECT $1::int + 2 AS v`;
      const trace = (text: string, value: number) => [{ text, values: [value], connection: 1, start: 0, end: 1 }];
      for (const value of [1, 2]) {
        expect((await replay(one, prepare(trace(named, value))))?.rows).toEqual([{ v: value + 1 }]);
        expect((await replay(one, prepare(trace(perCall, value))))?.rows).toEqual([{ v: value + 2 }]);
      }
      // Another text next to it on the same connection gets its own name (one name per text, never reused).
      expect((await replay(one, prepare(trace('SELECT $1::int + 3 AS v', 1))))?.rows).toEqual([{ v: 4 }]);
      const { rows } = await one.query('SELECT name, statement FROM pg_prepared_statements ORDER BY statement');
      expect(rows).toEqual([
        { name: statementName(named), statement: named },
        { name: statementName('SELECT $1::int + 3 AS v'), statement: 'SELECT $1::int + 3 AS v' },
      ]);
    } finally {
      await one.end();
    }
  });
});
