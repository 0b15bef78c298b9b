import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { Forbidden } from '@/server/platform/errors';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { promotionIdParamSchema } from '@/lib/schemas';
import { promotionOfPath } from '@/server/tenancy/path-promotion';
import { registrationStatus } from '@/server/registration/availability';
import { registrationLocationChoices } from '@/server/registration/locations';
import type { ExtraMeta } from '@/lib/list-response';
import type { RegistrationLocations } from '@/lib/onboarding/types';

// GET /promotions/{id|current}/registration_locations → the locations a registration may name (the /register form's
// choices; POST /users takes a leaf's id as location_id), with the level labels and whether one is required. Public,
// for a visitor who may register now (otherwise 403 with can_register's message); {id} must be the host's promotion.
export const GET = route({ response: responses.registrationLocationsSchema, scope: 'public', action: 'registration.read', params: promotionIdParamSchema }, async ({ promotion, params, request, url, locale }): Promise<RegistrationLocations> => {
  const own = promotionOfPath(promotion, params.id);
  const status = await registrationStatus(own, request.headers.get('cookie'), locale);
  if (!status.can_register) throw new Forbidden(status.message ?? 'Registration is not open.');
  const choices = await registrationLocationChoices(own);
  const meta = { location_labels: own.row.location_labels, required: choices.length > 0 } satisfies ExtraMeta<RegistrationLocations>;
  return listEnvelope(choices, choices.length, toPage({ page_size: 0 }), url, meta);
});
