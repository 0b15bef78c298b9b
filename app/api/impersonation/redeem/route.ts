import { NextResponse } from 'next/server';
import { route } from '@/server/http/route';
import { redeemImpersonation } from '@/server/impersonation/sessions';
import { impersonationCookieName } from '@/server/auth/session';
import { redeemQuerySchema as query } from '@/lib/impersonation/schemas';

// GET /api/impersonation/redeem?ticket=: on the promotion's host, the ticket becomes a session of the participant and
// the browser goes home (docs/impersonation.md). A used, expired or foreign ticket is a 410.
export const GET = route({ produces: 'redirect', status: 303, scope: 'public-promotion', action: 'impersonation.redeem', query }, async (ctx) => {
  const cookie = await redeemImpersonation(ctx.query.ticket, ctx.promotion.id, ctx.ip === 'unknown' ? null : ctx.ip);
  // A relative Location: the request's own URL may name the internal address rather than the promotion's host.
  const response = new NextResponse(null, { status: 303, headers: { Location: '/home', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });
  // Beside the browser's own session cookie, not over it (server/auth/session.ts impersonationCookieName).
  response.cookies.set(impersonationCookieName(), cookie.value, cookie.options);
  return response;
});
