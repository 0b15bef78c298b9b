// How long a web process keeps a promotion it resolved from a host (server/tenancy/promotion-context.ts): the bound
// on how long an admin's change to a promotion takes to show. Each web process has its own cache
// (server/web/server.ts), so during those seconds two requests may see the old and the new value in either order.
export const PROMOTION_CACHE_TTL_MS = 5_000;
