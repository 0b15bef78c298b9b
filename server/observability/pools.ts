// The database pools of this process, for the pool metrics (in use, idle, waiting). App code registers its pg pools
// here without importing prom-client (metrics.ts reads them when scraped); the map lives on globalThis so that the pool
// Next's bundle creates and the metrics the web server serves meet.
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

const KEY = Symbol.for('renew.observability.pools');
const holder = globalThis as unknown as { [KEY]?: Map<string, PoolCounts> };
const pools: Map<string, PoolCounts> = (holder[KEY] ??= new Map());

/** Names a pool for the metrics ('app', 'realtime', 'replica'…); registering a name again replaces the pool. */
export function trackPool(name: string, pool: PoolCounts): void {
  pools.set(name, pool);
}

export function trackedPools(): IterableIterator<[string, PoolCounts]> {
  return pools.entries();
}
