import { NextResponse } from 'next/server';
import { route } from '@/server/http/route';
import { ssoCallbackQuerySchema } from '@/lib/sso/schemas';
import { BINDING_COOKIE, boundToBrowser, finishSignIn } from '@/server/sso/sign-in';
import { takeState } from '@/server/sso/states';
import { finishTest } from '@/server/sso/test-runs';
import { SsoFailure } from '@/server/sso/provision';
import { ssoErrorRedirect } from '@/server/sso/responses';

// GET /api/sso/callback?code&state: where the provider sends the browser back (docs/sso.md). On a promotion's host a
// sign-in ends with the session cookie and the page the person came from; on the dashboard the organization form's
// Test ends on /sso/test-finished. The state works once; every failure is the friendly /sso/error page, never a 5xx.
export const GET = route({ produces: 'redirect', status: 303, scope: 'public', action: 'session.sign_in', query: ssoCallbackQuerySchema }, async (ctx) => {
  try {
    const taken = ctx.query.state ? await takeState(ctx.query.state) : null;
    if (!taken) throw new SsoFailure('expired');
    if (taken.purpose === 'test') {
      if (!ctx.host.isDashboard) throw new SsoFailure('wrong_host');
      const runId = await finishTest(taken, ctx.url.search, ctx.query.error ?? null);
      if (!runId) throw new SsoFailure('expired');
      return new NextResponse(null, { status: 303, headers: { Location: '/sso/test-finished', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });
    }
    if (!ctx.host.promotion) throw new SsoFailure('wrong_host');
    // A sign-in finishes only in the browser that started it (login CSRF; server/sso/sign-in.ts BINDING_COOKIE).
    if (!boundToBrowser(taken.state, ctx.request.cookies.get(BINDING_COOKIE)?.value)) throw new SsoFailure('other_browser');
    if (ctx.query.error) throw new SsoFailure(ctx.query.error === 'access_denied' ? 'denied' : 'provider');
    const { cookie, location } = await finishSignIn(taken, ctx.host.promotion, ctx.url.search, ctx.request.headers.get('cookie'));
    const response = new NextResponse(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });
    response.cookies.set(cookie.name, cookie.value, cookie.options);
    response.cookies.set(BINDING_COOKIE, '', { path: '/api/sso/callback', maxAge: 0 });
    return response;
  } catch (error) {
    return ssoErrorRedirect(error, { promotion_id: ctx.host.promotion?.id ?? null });
  }
});
