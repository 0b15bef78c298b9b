import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { promotionOfPath } from '@/server/tenancy/path-promotion';
import { lookUpEligibility } from '@/server/eligibility/claims';
import { serializeEligibility } from '@/server/eligibility/serialize';
import { checkEligibilityParamSchema } from '@/lib/eligibility/schemas';

// GET /promotions/{promotion_id}/users/check_eligibility/{identifier}: the same answer as
// POST /eligibilities/validate without a proof (no names: a proof in a URL would end up in logs).
// {promotion_id} must be the host's promotion. Every lookup counts against the client address, as on
// POST /eligibilities/validate.
export const GET = route({ response: responses.eligibilityRecordSchema, scope: 'public', action: 'eligibility.check', params: checkEligibilityParamSchema }, async ({ promotion, params, ip }) =>
  serializeEligibility(await lookUpEligibility(promotionOfPath(promotion, params.id).id, params.identifier, ip)),
);
