// Aggregates over every participant of a big promotion (total_records of the individual board, the location board)
// take tens of milliseconds at 100,000 participants and change slowly (someone opts in or out). A value at or above
// LARGE is computed once per FRESH_MS for the whole cluster and, once stale, still served while one process
// refreshes it (server/platform/cluster-snapshot.ts: never fifty identical counts at once, on any node). Small results
// are always computed exactly, so on an ordinary promotion a change shows at once.
import { clusterSnapshot } from '@/server/platform/cluster-snapshot';

const LARGE = 5_000;
const FRESH_MS = 10_000;

export function cachedAggregate<T>(key: string, size: (value: T) => number, compute: () => Promise<T>): Promise<T> {
  return clusterSnapshot(`leaderboard:${key}`, { freshMs: FRESH_MS, compute, keep: (value) => size(value) >= LARGE });
}

export function cachedCount(key: string, count: () => Promise<number>): Promise<number> {
  return cachedAggregate(key, (n) => n, count);
}
