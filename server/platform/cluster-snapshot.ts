// Heavy aggregates computed once per cluster, not once per process (docs/multi-node.md "Aggregates"). The result is
// a row of aggregate_snapshots (key → JSON, computed_at); each process keeps the row it last read in memory.
//
//   fresh in memory                → answered from memory (no database work);
//   stale in memory                → answered from memory at once, and one refresh runs in the background;
//   nothing in memory              → the caller waits for the refresh.
//
// A refresh reads the row. A fresh row (another process computed it) is taken as is. A stale or missing row is
// recomputed by the one process that wins a lease on it: one compare-and-swap statement (an INSERT of a pending row
// when there is none, an UPDATE of the row's computed_at when it is stale). The winner computes with no transaction
// and no lock held, so it never needs a second connection from the pool while holding one (a pool of N connections
// under N concurrent first requests would otherwise wait on itself). The others keep answering the stale row, or,
// when there is none yet, poll for the winner's row. A winner that dies leaves a lease that expires after LEASE_MS.
// So the database runs each aggregate about once per period for the whole cluster, however many processes read it.
//
// An aggregate a worker keeps fresh (refreshClusterSnapshot, the coordinator's stats) sets `serveStaleRow`: a process
// with nothing in memory then answers a stale row at once and recomputes it in the background, so no caller waits
// once a row exists.
//
// Small results (`keep` false: a promotion under a few thousand participants) are not shared: they are cheap, and
// computed exactly on every call so that a change shows at once, as before.
//
// Freshness is measured by the writer's clock (computed_at), so nodes need roughly synchronised clocks (NTP).
import { createHash } from 'node:crypto';
import { db } from '@/server/db';
import { logger } from '@/server/platform/logger';
import {
  claimFirstSql, claimPendingSql, claimStaleSql, deletePendingSql, deleteSnapshotSql, deleteSnapshotsByPrefixSql,
  snapshotRowSql, storeSnapshotSql,
} from './cluster-sql';

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
  /**
   * A stale row in the table (this process has none in memory) is answered at once while this process recomputes it
   * in the background, instead of the caller waiting (default false: the caller waits). For aggregates a worker keeps
   * fresh (the coordinator's stats): a caller then never waits once a row exists.
   */
  serveStaleRow?: boolean;
}


const MAX_LOCAL = 2_000;
/** Waiting for the first computation of a key by another process: longer than the slowest aggregate. */
const FIRST_WAIT_MS = 60_000;

const local = new Map<string, Local>();
/** Keys whose last value was not worth keeping: computed directly until one is. */
const small = new Set<string>();
const refreshing = new Map<string, Promise<unknown>>();


/** The value of a row claimed for its first computation: no process has computed it yet. */
const PENDING = { renewSnapshotPending: true };
const isPending = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as Record<string, unknown>).renewSnapshotPending === true;
/** How long a claim holds before another process may take it over (its winner died or hangs). */
const LEASE_MS = 60_000;
const POLL_MS = 150;

interface Row extends Local {
  /** computed_at exactly as stored: the compare-and-swap compares it. */
  stamp: Date;
}

async function readRow(key: string): Promise<Row | null> {
  const row = await snapshotRowSql.first(db, key);
  return row ? { value: row.value, computedAt: row.computed_at.getTime(), stamp: row.computed_at } : null;
}

function remember(key: string, entry: Local): void {
  if (local.size >= MAX_LOCAL) local.clear();
  local.set(key, entry);
}

/** One statement: whether this process won the right to compute `key`, given the row it read (or none). */
async function claim(key: string, row: Row | null, freshMs: number): Promise<boolean> {
  if (!row) {
    return (await claimFirstSql.all(db, key, JSON.stringify(PENDING))).length === 1;
  }
  // A stale value is claimed by moving its computed_at so that it reads as fresh for one lease: the others keep
  // serving it meanwhile. A pending row is taken over only once its lease ran out.
  const won = isPending(row.value)
    ? await claimPendingSql.all(db, key, row.stamp, LEASE_MS / 1000)
    : await claimStaleSql.all(db, key, row.stamp, Math.max(0, freshMs - LEASE_MS) / 1000);
  return won.length === 1;
}

async function computeAndStore<T>(key: string, options: SnapshotOptions<T>): Promise<T> {
  let value: T;
  try {
    value = await options.compute();
  } catch (error) {
    // Free a first claim at once, so that the others stop waiting for a value that will not come.
    await deletePendingSql.run(db, key, JSON.stringify(PENDING)).catch(() => undefined);
    throw error;
  }
  if (options.keep && !options.keep(value)) {
    small.add(key);
    local.delete(key);
    await deleteSnapshotSql.run(db, key);
    return value;
  }
  small.delete(key);
  const computedAt = new Date();
  await storeSnapshotSql.run(db, key, JSON.stringify(value), computedAt);
  remember(key, { value, computedAt: computedAt.getTime() });
  return value;
}

async function refresh<T>(key: string, options: SnapshotOptions<T>): Promise<T> {
  const isFresh = (entry: Local) => Date.now() - entry.computedAt < options.freshMs;
  const deadline = Date.now() + FIRST_WAIT_MS;
  for (;;) {
    const row = await readRow(key);
    if (row && !isPending(row.value) && isFresh(row)) {
      remember(key, row);
      return row.value as T;
    }
    if (await claim(key, row, options.freshMs)) {
      if (!row || isPending(row.value) || !options.serveStaleRow) return computeAndStore(key, options);
      // The stale row answers now; the figures this process computes answer the next callers.
      remember(key, { value: row.value, computedAt: row.computedAt });
      void computeAndStore(key, options).catch((error: unknown) => logger.warn('snapshot: refresh failed', { error, key }));
      return row.value as T;
    }
    // Another process is computing it: its previous value will do meanwhile.
    if (row && !isPending(row.value)) {
      remember(key, { value: row.value, computedAt: Math.max(row.computedAt, Date.now() - options.freshMs + 1_000) });
      return row.value as T;
    }
    // None yet: wait for the winner's row, or compute it here when the winner takes too long.
    if (Date.now() > deadline) return options.compute();
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

function refreshOnce<T>(key: string, options: SnapshotOptions<T>): Promise<T> {
  const running = refreshing.get(key);
  if (running) return running as Promise<T>;
  const started = refresh(key, options).finally(() => refreshing.delete(key));
  refreshing.set(key, started);
  return started;
}

const keyOf = (name: string) =>
  // A key holds what a user typed (a board's name search): long ones are hashed, so the primary key stays small.
  name.length > 200 ? `${name.slice(0, 100)}#${createHash('sha256').update(name).digest('base64url')}` : name;

/** The aggregate under `key`, computed at most once per `freshMs` across the cluster (see the top of this file). */
export async function clusterSnapshot<T>(name: string, options: SnapshotOptions<T>): Promise<T> {
  const key = keyOf(name);
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

/**
 * The worker's refresh: recomputes `name` when its row is older than `freshMs` (or missing), once for the cluster (the
 * same lease as the readers), and stores it for every process to read. Whether it computed.
 */
export async function refreshClusterSnapshot<T>(name: string, options: SnapshotOptions<T>): Promise<boolean> {
  const key = keyOf(name);
  const row = await readRow(key);
  if (row && !isPending(row.value) && Date.now() - row.computedAt < options.freshMs) return false;
  if (!(await claim(key, row, options.freshMs))) return false;
  await computeAndStore(key, { ...options, keep: undefined });
  return true;
}

/** Tests and the bench: forget the snapshots whose key starts with `prefix`, here and in the table. */
export async function clearSnapshots(prefix: string): Promise<void> {
  for (const key of [...local.keys()]) if (key.startsWith(prefix)) local.delete(key);
  for (const key of [...small]) if (key.startsWith(prefix)) small.delete(key);
  await deleteSnapshotsByPrefixSql.run(db, prefix);
}
