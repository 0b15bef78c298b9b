import { NextResponse } from 'next/server';
import { route } from '@/server/http/route';
import { clearedSessionCookie, impersonationCookieName } from '@/server/auth/session';
import { stopImpersonation } from '@/server/impersonation/sessions';

// POST /api/impersonation/stop: the banner's Stop ends the viewing-as session at once (docs/impersonation.md).
export const POST = route({ status: 204, scope: 'signed-in', action: 'impersonation.stop' }, async (ctx) => {
  await stopImpersonation(ctx.session, ctx.user, ctx.ip === 'unknown' ? null : ctx.ip);
  const response = new NextResponse(null, { status: 204 });
  const cookie = clearedSessionCookie(impersonationCookieName());
  response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
});
