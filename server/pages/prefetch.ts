// Server-rendered first paint: a page asks the API's own GET handlers for what its client components will ask for
// (same authentication, same services, same serializers, so the JSON is byte for byte what the browser would get)
// and hands the answers to TanStack Query's HydrationBoundary under the keys the hooks use. The first paint then
// shows the data instead of a spinner that later collapses into content (the layout shift the issue measured).
// A prefetch that is refused or fails is left out: the hook fetches it in the browser as before and shows its
// own error or loading block, so a page never breaks because of this step.
import 'server-only';
import { headers } from 'next/headers';
import { NextRequest } from 'next/server';
import { dehydrate, hashKey, QueryClient, type DehydratedState, type QueryKey } from '@tanstack/react-query';

type GetHandler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface Prefetch {
  /** The query key of the client hook that reads this answer (lib/query/*). */
  key: QueryKey;
  /** The route module's GET export. */
  handler: GetHandler;
  /** Path under /api with its query string, e.g. '/logging?page=1&page_size=10'. */
  path: string;
  params?: Record<string, string>;
  /** What the hook's queryFn keeps of the answer (e.g. `.data` of a page, or the first element). */
  select?: (json: unknown) => unknown;
}

/** Runs the handlers in parallel with the page request's own host and cookies; the answers as a dehydrated cache. */
export async function prefetchApi(prefetches: Prefetch[]): Promise<DehydratedState> {
  return runPrefetches(prefetches, await headers());
}

/** prefetchApi with the request's headers given (tests call it without a page render). */
export async function runPrefetches(prefetches: Prefetch[], incoming: Headers): Promise<DehydratedState> {
  const host = incoming.get('x-forwarded-host') ?? incoming.get('host') ?? 'localhost';
  const forwarded: Record<string, string> = { host };
  for (const name of ['cookie', 'x-forwarded-host', 'x-forwarded-for', 'x-real-ip']) {
    const value = incoming.get(name);
    if (value) forwarded[name] = value;
  }
  const client = new QueryClient();
  await Promise.all(
    prefetches.map(async ({ key, handler, path, params, select }) => {
      try {
        const response = await handler(new NextRequest(`http://${host}/api${path}`, { headers: forwarded }), {
          params: Promise.resolve(params ?? {}),
        });
        if (!response.ok) return;
        const json: unknown = await response.json();
        client.setQueryData(key, select ? select(json) : json);
      } catch {
        // Left to the browser (see above).
      }
    }),
  );
  return dehydrate(client);
}

/** What a prefetch put in the cache under a key, for a page whose next prefetch depends on it. */
export function prefetched<T>(state: DehydratedState, key: QueryKey): T | undefined {
  const hash = hashKey(key);
  return state.queries.find((query) => query.queryHash === hash)?.state.data as T | undefined;
}

/** A prefetch path's query string, leaving out the parameters a hook does not send. */
export function queryString(values: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) query.set(name, String(value));
  return query.toString();
}

/** The first element of an array answer (GET /api/logging answers `[home]`). */
export const firstOf = (json: unknown) => (json as unknown[])[0];
/** The `data` of a paginated answer. */
export const dataOf = (json: unknown) => (json as { data: unknown }).data;
/** A first page as an infinite query's cache (useInfiniteQuery with initialPageParam 1). */
export const firstPageOf = (json: unknown) => ({ pages: [json], pageParams: [1] });
