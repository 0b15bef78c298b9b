import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { jsonObjectBody, parseInput } from '@/server/http/input';
import { saveUserInterests } from '@/server/interests/mutations';
import { userInterestsBodySchema } from '@/lib/onboarding/schemas';

// POST /user_interests {area_of_interest: [ids]} → {data: [areas], area_of_interest: [ids]}; replaces the choice.
// 422 with the count rule, or 'Could not save User interests.' for ids this promotion does not offer.
export const POST = route({ response: responses.savedInterestsSchema, scope: 'participant', action: 'interests.choose', body: jsonObjectBody }, async ({ user, promotion, body }) => {
  const { area_of_interest } = parseInput(userInterestsBodySchema, body);
  return saveUserInterests(promotion, user, area_of_interest);
});
