// How long a web process keeps a promotion it resolved from a host (server/tenancy/promotion-context.ts). A change to a
// promotion, its competitions or its organization clears every process's cache at once through NOTIFY
// (server/platform/cluster-invalidation.ts); this limit is the safety net, and while a process is not LISTENing it
// does not cache at all (docs/multi-node.md "Caches").
export const PROMOTION_CACHE_TTL_MS = 5_000;
