import { NextResponse } from 'next/server';
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { jsonObjectBody, parseInput } from '@/server/http/input';
import { promotionIdParamSchema } from '@/lib/schemas';
import { promotionOfPath } from '@/server/tenancy/path-promotion';
import { assertPilotPassword, createPilotCookie } from '@/server/promotions/pilot';
import { pilotPasswordBodySchema } from '@/lib/onboarding/schemas';
import type { PilotAuthenticated } from '@/lib/onboarding/types';

// POST /promotions/{id}/authenticate {password}: the pilot password that opens a promotion before launch. A match
// sets the pilot_{id} cookie and answers {authenticated: true}; a mismatch is 422 'Incorrect Pilot Password.' (422, not
// 401: the client treats every 401 as "signed out" and would drop a signed-in user).
// Wrong passwords are throttled per client address (server/security/guess-throttle.ts).
export const POST = route({ response: responses.pilotAuthenticatedSchema, scope: 'public', action: 'promotion.pilot_unlock', params: promotionIdParamSchema, body: jsonObjectBody }, async ({ promotion, params, body, ip }) => {
  const target = promotionOfPath(promotion, params.id);
  const { password } = parseInput(pilotPasswordBodySchema, body);
  await assertPilotPassword(target, password, ip);
  const cookie = createPilotCookie(target);
  const response = NextResponse.json({ authenticated: true, promotion_id: target.id } satisfies PilotAuthenticated);
  response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
});
