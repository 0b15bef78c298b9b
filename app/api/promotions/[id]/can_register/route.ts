import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { promotionIdParamSchema } from '@/lib/schemas';
import { promotionOfPath } from '@/server/tenancy/path-promotion';
import { registrationStatus } from '@/server/registration/availability';

// GET /promotions/{id}/can_register → {can_register, reason: null|'closed'|'max'|'not_launched', message}.
// Public: the welcome page asks before anyone has an account. {id} must be the host's promotion.
export const GET = route({ response: responses.canRegisterSchema, scope: 'public', action: 'registration.read', params: promotionIdParamSchema }, async ({ promotion, params, request, locale }) =>
  registrationStatus(promotionOfPath(promotion, params.id), request.headers.get('cookie'), locale),
);
