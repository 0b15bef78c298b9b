// Where every report runs (docs/reports.md "The sandbox"): its own small pool of connections, one READ ONLY transaction
// per run that
//   1. inserts the scope row (promotion, location sub-tree) keyed by its transaction id into report_sandbox.scopes,
//   2. turns READ ONLY, sets statement_timeout, SET LOCAL ROLE renew_report_reader,
//   3. runs the report's SQL through report_runner.run — a SECURITY DEFINER function owned by the reader, inside which
//      PostgreSQL refuses any change of role — reading only the promotion-scoped views of report_views,
//   4. rolls back (the scope row and every setting go with it), then DISCARD ALL: what a report may leave on its
//      session beyond the transaction (a session-level advisory lock, a prepared statement) goes before the
//      connection serves anyone else; a connection that cannot be reset is closed instead.
// The runner caps what comes back: rows, bytes in all, and bytes per row (a single huge value).
// Simple reports are compiled to SQL over the same views, so one scoping rule serves both layouts.
import 'server-only';
import pg from 'pg';
import { env } from '@/lib/env';
import { REPORT_MESSAGES as M } from '@/lib/reports/schemas';
import { DomainError, Invalid, Unavailable } from '@/server/platform/errors';
import { directDatabaseUrl } from '@/server/db';
import { logger } from '@/server/platform/logger';

export const READER_ROLE = 'renew_report_reader';
/** A run for the screen stops after this long; an export (the whole file is computed first) after EXPORT_TIMEOUT_MS. */
export const runTimeoutMs = () => Number(process.env.REPORT_TIMEOUT_MS || 15_000);
export const exportTimeoutMs = () => Number(process.env.REPORT_EXPORT_TIMEOUT_MS || 60_000);

const MB = 1024 * 1024;
/** A run for the screen returns at most this many bytes of rows (as json); an export at most EXPORT_BYTE_CAP. */
export const RUN_BYTE_CAP = 50 * MB;
export const EXPORT_BYTE_CAP = 256 * MB;
/** No row (so no single value) may be larger than this. */
export const ROW_BYTE_CAP = 1 * MB;
const ROW_TOO_LARGE = 'RR001';
const RESULT_TOO_LARGE = 'RR002';

export interface RunCaps {
  rows: number;
  bytes: number;
}

export interface SandboxScope {
  promotionId: number;
  /** null: the whole promotion. */
  locationIds: number[] | null;
}

type PoolKind = 'primary' | 'replica';
const globalForReports = globalThis as unknown as { renewReportPools?: Partial<Record<PoolKind, pg.Pool>>; renewReportReplicaRefused?: boolean };

/**
 * Reports get their own few connections, so a long report never holds the app's pool: on the read replica when
 * DATABASE_REPLICA_URL is set (docs/deployment.md "Read replicas"), else on the primary's direct connection
 * (DATABASE_DIRECT_URL: a run's session is reset after it, which a transaction pooler would do on another session).
 */
function pool(kind: PoolKind): pg.Pool {
  const pools = (globalForReports.renewReportPools ??= {});
  if (!pools[kind]) {
    const created = new pg.Pool({
      connectionString: kind === 'replica' ? env().DATABASE_REPLICA_URL : directDatabaseUrl(),
      max: Number(process.env.REPORT_POOL_SIZE ?? 3),
      options: '-c TimeZone=UTC',
      idleTimeoutMillis: 30_000,
    });
    // An idle connection the server closed (a restart, a dropped test database) is discarded by the pool; without a
    // listener its error would crash the process.
    created.on('error', () => {});
    pools[kind] = created;
  }
  return pools[kind];
}

export async function closeReportPool(): Promise<void> {
  const pools = globalForReports.renewReportPools ?? {};
  globalForReports.renewReportPools = undefined;
  await Promise.all(Object.values(pools).map((p) => p.end()));
}

/**
 * A connection with the run's transaction begun: on the replica when there is one, else (or when the replica refuses
 * the scope row: a physical hot standby is read-only throughout, a logical replica accepts it) on the primary.
 */
async function open(scope: SandboxScope, timeoutMs: number): Promise<pg.PoolClient> {
  const kinds: PoolKind[] = env().DATABASE_REPLICA_URL && !globalForReports.renewReportReplicaRefused ? ['replica', 'primary'] : ['primary'];
  for (const kind of kinds) {
    const client = await pool(kind).connect();
    try {
      await begin(client, scope, timeoutMs);
      return client;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      client.release();
      if (kind === 'primary' || (error as { code?: string }).code !== '25006') throw error;
      globalForReports.renewReportReplicaRefused = true;
      logger.warn('reports: the read replica refuses the sandbox\'s scope row (a hot standby is read-only); reports run on the primary');
    }
  }
  throw new Error('unreachable');
}

async function begin(client: pg.PoolClient, scope: SandboxScope, timeoutMs: number): Promise<void> {
  await client.query('BEGIN');
  await client.query('INSERT INTO report_sandbox.scopes (txid, promotion_id, location_ids) VALUES (txid_current(), $1, $2)', [scope.promotionId, scope.locationIds]);
  await client.query('SET TRANSACTION READ ONLY');
  await client.query(`SET LOCAL statement_timeout = ${Math.max(1, Math.floor(timeoutMs))}`);
  await client.query("SET LOCAL standard_conforming_strings = 'on'");
  try {
    await client.query(`SET LOCAL ROLE ${READER_ROLE}`);
  } catch (error) {
    // No such role (22023, 42704), or the app's user is not a member of it (42501): the DBA's step is missing.
    throw ['22023', '42704', '42501'].includes((error as { code?: string }).code ?? '') ? new Unavailable(M.sqlUnavailable) : error;
  }
}

/** A PostgreSQL error as the clear message a report author can act on (never a 5xx: the SQL is the user's). */
export function sandboxError(error: unknown, timeoutMs: number, byteCap = RUN_BYTE_CAP): DomainError {
  if (error instanceof DomainError) return error;
  const e = error as { code?: string; message?: string };
  switch (e.code) {
    case '57014':
      return new Invalid(M.sqlTimeout(Math.round(timeoutMs / 100) / 10));
    case '25006':
    case '0A000':
      return new Invalid(M.sqlWrite);
    case '42501':
      return new Invalid(M.sqlPermission);
    case ROW_TOO_LARGE:
      return new Invalid(M.sqlRowTooLarge(ROW_BYTE_CAP / MB));
    case RESULT_TOO_LARGE:
      return new Invalid(M.sqlTooLarge(Math.round(byteCap / MB)));
    default:
      // Syntax and run-time errors (42xxx, 22xxx…) are the author's to fix; their text names no data.
      if (e.code && /^(42|22|21|23|2B|2F|39|40|53|54|55)/.test(e.code)) return new Invalid(M.sqlError(e.message ?? e.code));
      throw error;
  }
}

const RUN = 'SELECT r FROM report_runner.run($1, $2, $3, $4) AS r';
const runParams = (sql: string, caps: RunCaps) => [sql, caps.rows, caps.bytes, ROW_BYTE_CAP];

/**
 * Ends a run: rolls its transaction back and resets the session (DISCARD ALL releases session-level advisory locks,
 * prepared statements and any other session state a report left). A connection that cannot be reset is destroyed
 * rather than pooled.
 */
async function releaseClean(client: pg.PoolClient): Promise<void> {
  try {
    await client.query('ROLLBACK');
    await client.query('DISCARD ALL');
    client.release();
  } catch (error) {
    client.release(error instanceof Error ? error : new Error('report connection could not be reset'));
  }
}

/**
 * Runs the SQL in the sandbox; at most `cap` rows and `bytes` bytes of rows, each row a json object (column name →
 * value, in column order).
 */
export async function runSandboxed(scope: SandboxScope, sql: string, cap: number, timeoutMs = runTimeoutMs(), bytes = RUN_BYTE_CAP): Promise<Record<string, unknown>[]> {
  const client = await open(scope, timeoutMs).catch((error: unknown) => {
    throw sandboxError(error, timeoutMs);
  });
  try {
    const result = await client.query<{ r: Record<string, unknown> }>(RUN, runParams(sql, { rows: cap, bytes }));
    return result.rows.map((row) => row.r);
  } catch (error) {
    throw sandboxError(error, timeoutMs, bytes);
  } finally {
    await releaseClean(client);
  }
}

/**
 * The same run read through a cursor, `batch` rows at a time: a 100,000-row export holds one batch in memory. The
 * first batch is read before this returns, so a failing report is an error answer, not a cut download.
 */
export async function streamSandboxed(scope: SandboxScope, sql: string, cap: number, batch = 5_000, timeoutMs = exportTimeoutMs()): Promise<AsyncGenerator<Record<string, unknown>>> {
  const client = await open(scope, timeoutMs).catch((error: unknown) => {
    throw sandboxError(error, timeoutMs);
  });
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    await releaseClean(client);
  };
  let first: Record<string, unknown>[];
  try {
    await client.query(`DECLARE report_rows NO SCROLL CURSOR FOR ${RUN}`, runParams(sql, { rows: cap, bytes: EXPORT_BYTE_CAP }));
    first = (await client.query<{ r: Record<string, unknown> }>(`FETCH ${batch} FROM report_rows`)).rows.map((x) => x.r);
  } catch (error) {
    await release();
    throw sandboxError(error, timeoutMs, EXPORT_BYTE_CAP);
  }
  const fetchBatch = async () => (await client.query<{ r: Record<string, unknown> }>(`FETCH ${batch} FROM report_rows`)).rows.map((x) => x.r);
  async function* rows(): AsyncGenerator<Record<string, unknown>> {
    // The next batch is fetched while this one is written out (at most two batches in memory), so the database's
    // round trip and the CSV encoding overlap instead of taking turns. The consumer's pace still sets the fetching:
    // one batch ahead, never more.
    let ahead: Promise<Record<string, unknown>[]> | null = null;
    try {
      let current = first;
      for (;;) {
        ahead = current.length < batch ? null : fetchBatch();
        // A batch fetched but never read (the download stopped) must not reject unheard.
        ahead?.catch(() => undefined);
        for (const row of current) yield row;
        if (!ahead) return;
        current = await ahead;
        ahead = null;
      }
    } finally {
      // The connection goes back only once its last FETCH settled.
      if (ahead) await ahead.catch(() => undefined);
      await release();
    }
  }
  return rows();
}
