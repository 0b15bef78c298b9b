// What every scale phase gets: a small pool (one connection per core, so two chunks load at once), the calendar,
// the ids of the rows other phases point at, and the phase timer that prints progress.
import pg from 'pg';
import { performance } from 'node:perf_hooks';
import type { Calendar } from './sql.ts';
import { int } from './sql.ts';

export interface PhaseResult {
  name: string;
  rows: number;
  seconds: number;
}

export interface ScaleIds {
  organizationId: number;
  promotionId: number;
  competitionId: number;
  /** Base ids of rows numbered arithmetically (id = base + index), see reserveIds. */
  locationBase: number;
  sceneBase: number;
  sceneCount: number;
  activityBase: number;
  userBase: number;
  userSceneBase: number;
  userActivityBase: number;
  entryBase: number;
  entryActivityBase: number;
  teamBase: number;
  postBase: number;
  conversationBase: number;
  workBase: number;
}

export interface ScaleContext {
  pool: pg.Pool;
  participants: number;
  /** Participants per bulk statement. */
  chunkSize: number;
  /** Whether bulk statements may skip per-row foreign-key triggers (superuser only); see bulkInsert. */
  skipRowTriggers: boolean;
  calendar: Calendar;
  ids: ScaleIds;
  log: (message: string) => void;
  results: PhaseResult[];
  /** Tables filled by bulkInsert, whose foreign keys validateForeignKeys checks when triggers were skipped. */
  bulkTables: Set<string>;
}

/** Two chunks load at once: one per core of the machine this was measured on, and PostgreSQL's own work fits. */
const CONCURRENCY = 2;

export function createPool(databaseUrl: string): pg.Pool {
  // A bulk load: a crash loses the run anyway (it is re-run with --force), so commits need not wait for the disk;
  // aggregates over millions of rows get room to hash in memory, and JIT-compiling these one-off statements costs
  // more than it saves.
  const options = '-c synchronous_commit=off -c work_mem=128MB -c jit=off';
  return new pg.Pool({ connectionString: databaseUrl, max: CONCURRENCY, options });
}

/** Only a superuser may set session_replication_role (see bulkInsert). */
export async function canSkipRowTriggers(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ is_superuser: string }>(`SELECT current_setting('is_superuser') AS is_superuser`);
  return rows[0].is_superuser === 'on';
}

export async function phase(ctx: ScaleContext, name: string, work: () => Promise<number>): Promise<number> {
  const started = performance.now();
  const rows = await work();
  const seconds = (performance.now() - started) / 1000;
  ctx.results.push({ name, rows, seconds });
  ctx.log(`  ${name.padEnd(26)} ${rows.toLocaleString('en-US').padStart(12)} rows ${seconds.toFixed(1).padStart(7)} s`);
  return rows;
}

/**
 * Fills `table` with one INSERT … SELECT per chunk of participants [from, to] (0-based, inclusive), two chunks at a
 * time, and returns the rows inserted.
 *
 * Foreign keys are checked by a trigger per inserted row, which was 60-75% of the load time, and two connections
 * locking the same parent rows (the promotion, its activities) in KEY SHARE mode slowed each other down instead of
 * halving it: 100,000 participants took 8.5 minutes. When allowed, each chunk runs with session_replication_role =
 * replica, which skips those triggers the way pg_restore --disable-triggers does; CHECK constraints and unique
 * indexes still apply, and validateForeignKeys then checks every foreign key of these tables in one set-based pass.
 * Afterwards the table is analyzed, so later phases that read it back by participant range get index plans.
 */
export async function bulkInsert(ctx: ScaleContext, table: string, statement: (from: string, to: string) => string): Promise<number> {
  ctx.bulkTables.add(table);
  const chunks: [number, number][] = [];
  for (let from = 0; from < ctx.participants; from += ctx.chunkSize) {
    chunks.push([from, Math.min(from + ctx.chunkSize, ctx.participants) - 1]);
  }
  let next = 0;
  let rows = 0;
  const worker = async () => {
    while (next < chunks.length) {
      const [from, to] = chunks[next++];
      const inserted = await runChunk(ctx, statement(int(from), int(to)));
      rows += inserted; // not `rows += await …`, which reads rows before the other worker adds to it
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await ctx.pool.query(`ANALYZE "${table}"`);
  return rows;
}

async function runChunk(ctx: ScaleContext, sql: string): Promise<number> {
  if (!ctx.skipRowTriggers) return (await ctx.pool.query(sql)).rowCount ?? 0;
  const client = await ctx.pool.connect();
  try {
    await client.query("BEGIN; SET LOCAL session_replication_role = 'replica'");
    const result = await client.query(sql);
    await client.query('COMMIT');
    return result.rowCount ?? 0;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

export async function run(ctx: ScaleContext, sql: string, params: unknown[] = []): Promise<number> {
  return (await ctx.pool.query(sql, params)).rowCount ?? 0;
}

/**
 * Reserves `count` consecutive ids of a table's serial and returns the first, so rows can be numbered
 * arithmetically (a slot's user activity and its entry activity share an index; no join reads ids back).
 * The table lock keeps a concurrent insert from drawing a number between our nextval and setval.
 */
export async function reserveIds(pool: pg.Pool, table: string, count: number): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`LOCK TABLE "${table}" IN SHARE ROW EXCLUSIVE MODE`);
    const { rows } = await client.query<{ first: string }>(
      `SELECT setval(s::regclass, nextval(s::regclass) + $1::bigint - 1) - $1::bigint + 1 AS first
         FROM pg_get_serial_sequence($2, 'id') AS t(s)`,
      [Math.max(count, 1), `"${table}"`],
    );
    await client.query('COMMIT');
    return Number(rows[0].first);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
