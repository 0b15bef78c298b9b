import { NextResponse } from 'next/server';
import { route } from '@/server/http/route';
import { ssoLoginQuerySchema } from '@/lib/sso/schemas';
import { startSignIn } from '@/server/sso/sign-in';
import { reserveGuess } from '@/server/security/guess-throttle';
import { ssoErrorRedirect } from '@/server/sso/responses';

// GET /api/sso/login?return_to= on a promotion's host: the welcome page's "Sign in with …" (docs/sso.md). Goes to the
// organization's OpenID provider (or its legacy login URL); a failure goes to the friendly /sso/error page.
export const GET = route({ produces: 'redirect', status: 303, scope: 'public-promotion', action: 'session.sign_in', query: ssoLoginQuerySchema }, async (ctx) => {
  const hostHeader = ctx.request.headers.get('x-forwarded-host') ?? ctx.request.headers.get('host') ?? '';
  // Every start counts (a 429 past the limit): it stores a state row, which a script must not pile up.
  await reserveGuess({ kind: 'sso_start', ip: ctx.ip, promotionId: ctx.promotion.id });
  try {
    const { location, binding } = await startSignIn(ctx.promotion, hostHeader, ctx.query.return_to);
    const response = new NextResponse(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });
    if (binding) response.cookies.set(binding.name, binding.value, binding.options);
    return response;
  } catch (error) {
    return ssoErrorRedirect(error, { promotion_id: ctx.promotion.id });
  }
});
