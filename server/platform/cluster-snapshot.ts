// Heavy aggregates computed once per cluster, not once per process (docs/multi-node.md "Aggregates"). The result is
// a row of aggregate_snapshots (key → JSON, computed_at); each process keeps the row it last read in memory.
//
//   fresh in memory                → answered from memory (no database work);
//   stale in memory                → answered from memory at once, and one refresh runs in the background;
//   nothing in memory              → the caller waits for the refresh.
//
// A refresh reads the row. A fresh row (another process computed it) is taken as is. A stale or missing row is
// recomputed by the one process that wins a transaction-scoped advisory lock on the key (pg_try_advisory_xact_lock:
// it works through a transaction pooler and ends with the transaction, even if the process dies); the others keep
// answering the stale row, or, when there is none yet, wait for the winner's lock and read what it wrote. So the
// database runs each aggregate once per period for the whole cluster, however many nodes and processes read it.
//
// Small results (`keep` false: a promotion under a few thousand participants) are not shared: they are cheap, and
// computed exactly on every call so that a change shows at once, as before.
//
// Freshness is measured by the writer's clock (computed_at), so nodes need roughly synchronised clocks (NTP).
import { createHash } from 'node:crypto';
import { db } from '@/server/db';
import { logger } from '@/server/platform/logger';

interface Local {
  value: unknown;
  /** When the value was computed (its writer's clock). */
  computedAt: number;
}

export interface SnapshotOptions<T> {
  /** How long a computed value is served before one process recomputes it. */
  freshMs: number;
  compute: () => Promise<T>;
  /** Whether a value is worth sharing (default: always). A value not kept is recomputed on every call. */
  keep?: (value: T) => boolean;
}

const MAX_LOCAL = 2_000;
/** Waiting for the first computation of a key by another process: longer than the slowest aggregate. */
const FIRST_WAIT_MS = 60_000;

const local = new Map<string, Local>();
/** Keys whose last value was not worth keeping: computed directly until one is. */
const small = new Set<string>();
const refreshing = new Map<string, Promise<unknown>>();

const lockOf = (key: string) => `renew-snapshot:${key}`;

async function readRow(tx: Pick<typeof db, '$queryRaw'>, key: string): Promise<Local | null> {
  const rows = await tx.$queryRaw<{ value: unknown; computed_at: Date }[]>`
    SELECT value, computed_at FROM aggregate_snapshots WHERE key = ${key}`;
  const row = rows[0];
  return row ? { value: row.value, computedAt: row.computed_at.getTime() } : null;
}

function remember(key: string, entry: Local): void {
  if (local.size >= MAX_LOCAL) local.clear();
  local.set(key, entry);
}

async function computeAndStore<T>(tx: Pick<typeof db, '$executeRaw'>, key: string, options: SnapshotOptions<T>): Promise<T> {
  const value = await options.compute();
  if (options.keep && !options.keep(value)) {
    small.add(key);
    local.delete(key);
    await tx.$executeRaw`DELETE FROM aggregate_snapshots WHERE key = ${key}`;
    return value;
  }
  small.delete(key);
  const computedAt = new Date();
  await tx.$executeRaw`
    INSERT INTO aggregate_snapshots (key, value, computed_at) VALUES (${key}, ${JSON.stringify(value)}::jsonb, ${computedAt})
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, computed_at = EXCLUDED.computed_at`;
  remember(key, { value, computedAt: computedAt.getTime() });
  return value;
}

async function refresh<T>(key: string, options: SnapshotOptions<T>): Promise<T> {
  const isFresh = (entry: Local | null) => entry !== null && Date.now() - entry.computedAt < options.freshMs;
  const row = await readRow(db, key);
  if (row && isFresh(row)) {
    remember(key, row);
    return row.value as T;
  }
  return db.$transaction(async (tx) => {
    const [{ locked }] = await tx.$queryRaw<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(hashtextextended(${lockOf(key)}, 0)) AS locked`;
    if (!locked) {
      // Another process is computing it: its previous value will do meanwhile.
      if (row) {
        remember(key, { value: row.value, computedAt: Math.max(row.computedAt, Date.now() - options.freshMs + 1_000) });
        return row.value as T;
      }
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${lockOf(key)}, 0))`;
    }
    const current = await readRow(tx, key);
    if (current && isFresh(current)) {
      remember(key, current);
      return current.value as T;
    }
    return computeAndStore(tx, key, options);
  }, { maxWait: 10_000, timeout: FIRST_WAIT_MS + 60_000 });
}

function refreshOnce<T>(key: string, options: SnapshotOptions<T>): Promise<T> {
  const running = refreshing.get(key);
  if (running) return running as Promise<T>;
  const started = refresh(key, options).finally(() => refreshing.delete(key));
  refreshing.set(key, started);
  return started;
}

/** The aggregate under `key`, computed at most once per `freshMs` across the cluster (see the top of this file). */
export async function clusterSnapshot<T>(name: string, options: SnapshotOptions<T>): Promise<T> {
  // A key holds what a user typed (a board's name search): long ones are hashed, so the primary key stays small.
  const key = name.length > 200 ? `${name.slice(0, 100)}#${createHash('sha256').update(name).digest('base64url')}` : name;
  if (small.has(key)) {
    const value = await options.compute();
    if (!options.keep || options.keep(value)) {
      small.delete(key);
      void refreshOnce(key, options).catch(() => undefined);
    }
    return value;
  }
  const hit = local.get(key);
  if (!hit) return refreshOnce(key, options);
  if (Date.now() - hit.computedAt >= options.freshMs) {
    void refreshOnce(key, options).catch((error: unknown) => logger.warn('snapshot: refresh failed', { error, key }));
  }
  return hit.value as T;
}

/** Tests and the bench: forget the snapshots whose key starts with `prefix`, here and in the table. */
export async function clearSnapshots(prefix: string): Promise<void> {
  for (const key of [...local.keys()]) if (key.startsWith(prefix)) local.delete(key);
  for (const key of [...small]) if (key.startsWith(prefix)) small.delete(key);
  await db.$executeRaw`DELETE FROM aggregate_snapshots WHERE starts_with(key, ${prefix})`;
}
