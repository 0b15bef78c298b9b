// An abstract frame whose landing depends on the viewer (/leaderboard, /settings, …), answered as a route handler: a
// 307 before anything renders. As a page, its redirect() ran under the signed-in shell's app/(app)/loading.tsx, after
// the response had started streaming, so Next answered 200 with the whole shell and a meta refresh and the browser
// loaded two pages (docs/benchmarks.md "Session 19: the last double loads"). Frames that land in one fixed place are
// redirects in next.config.mjs instead.
import 'server-only';
import type { NextRequest } from 'next/server';

/** Next's client-navigation marker: kept on the Location, so a followed RSC request is not sent round again for it. */
const RSC_MARKER = '_rsc';

/**
 * A GET handler that sends the visitor where `landing` says. The guards `landing` calls redirect() as they do in a page
 * (sign-in, the walkthrough, MFA setup): Next answers that with a 307 in a route handler too.
 */
export function frameRedirect(landing: () => Promise<string>) {
  return async function GET(request: NextRequest): Promise<Response> {
    const destination = new URL(await landing(), 'http://renew.invalid');
    const marker = request.nextUrl.searchParams.get(RSC_MARKER);
    if (marker !== null) destination.searchParams.set(RSC_MARKER, marker);
    // A relative Location, as redirect() writes it: the host the browser asked for stays the host.
    return new Response(null, { status: 307, headers: { Location: `${destination.pathname}${destination.search}`, 'Cache-Control': 'no-store' } });
  };
}
