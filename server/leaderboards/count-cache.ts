// Aggregates over every participant of a big promotion (total_records of the individual board, the location board)
// take tens of milliseconds at 100,000 participants and change slowly (someone opts in or out). A value at or above
// LARGE is served for up to FRESH_MS; after that the stale value is still served while one refresh runs in the
// background (single flight: never fifty identical counts at once). Small results are always computed exactly, so
// on an ordinary promotion a change shows at once.
const LARGE = 5_000;
const FRESH_MS = 10_000;
const MAX_KEYS = 1_000;

interface Entry<T> {
  at: number;
  value: T;
  refreshing: Promise<T> | null;
}

const cache = new Map<string, Entry<unknown>>();
const inFlight = new Map<string, Promise<unknown>>();

export async function cachedAggregate<T>(key: string, size: (value: T) => number, compute: () => Promise<T>): Promise<T> {
  const hit = cache.get(key) as Entry<T> | undefined;
  if (hit) {
    if (Date.now() - hit.at >= FRESH_MS && !hit.refreshing) {
      hit.refreshing = compute().then(
        (value) => {
          if (size(value) >= LARGE) cache.set(key, { at: Date.now(), value, refreshing: null });
          else cache.delete(key);
          return value;
        },
        (error: unknown) => {
          hit.refreshing = null;
          throw error;
        },
      );
      hit.refreshing.catch(() => undefined);
    }
    return hit.value;
  }
  const running = inFlight.get(key) as Promise<T> | undefined;
  if (running) return running;
  const computing = compute().then((value) => {
    if (size(value) >= LARGE) {
      if (cache.size >= MAX_KEYS) cache.clear();
      cache.set(key, { at: Date.now(), value, refreshing: null });
    }
    return value;
  });
  inFlight.set(key, computing);
  try {
    return await computing;
  } finally {
    inFlight.delete(key);
  }
}

export function cachedCount(key: string, count: () => Promise<number>): Promise<number> {
  return cachedAggregate(key, (n) => n, count);
}
