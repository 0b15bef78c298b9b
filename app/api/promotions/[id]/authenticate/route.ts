import { NextResponse } from 'next/server';
import { route } from '@/server/http/route';
import { AppError } from '@/server/http/errors';
import { jsonObjectBody, parseInput, promotionIdParamSchema, promotionOfPath } from '@/server/onboarding/input';
import { createPilotCookie, pilotPasswordMatches } from '@/server/onboarding/pilot';
import { pilotPasswordBodySchema } from '@/lib/onboarding/schemas';
import { ONBOARDING_MESSAGES as M } from '@/lib/onboarding/messages';

// POST /promotions/{id}/authenticate {password}: the pilot password (social-engagement.md §2). A match sets the
// pilot_{id} cookie and answers {authenticated: true}; a mismatch is 422 'Incorrect Pilot Password.' (422, not 401:
// the client treats every 401 as "signed out" and would drop a signed-in user).
export const POST = route({ auth: 'optional', params: promotionIdParamSchema, body: jsonObjectBody }, async ({ promotion, params, body }) => {
  const target = promotionOfPath(promotion, params.id);
  const { password } = parseInput(pilotPasswordBodySchema, body);
  if (!(await pilotPasswordMatches(target, password))) throw new AppError(422, M.incorrectPilotPassword);
  const cookie = createPilotCookie(target);
  const response = NextResponse.json({ authenticated: true, promotion_id: target.id });
  response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
});
