import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { gettingStarted } from '@/server/interests/queries';

// GET /area_of_interests/getting_started → {data: [{id, name, display, category, sequence}], min_choices,
// max_choices, area_of_interest: [ids already chosen]}. Signed-in participants of the host's promotion.
export const GET = route({ response: responses.gettingStartedSchema, scope: 'participant', action: 'interests.choose' }, ({ user, promotion }) => {
  return gettingStarted(promotion, user);
});
