import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { auditSource } from '@/server/audit/record';
import { resetEligibility } from '@/server/eligibility/admin/records';
import { eligibilityParamsSchema, promotionQuerySchema } from '@/lib/eligibility/schemas';

// POST /eligibilities/{eligId}/reset?promotion_id: Reset clears user_id, so the identifier can register again.
export const POST = route(
  { response: responses.adminEligibilitySchema, scope: 'promotion', action: 'eligibility.manage', promotionParam: 'promotion_id', params: eligibilityParamsSchema, query: promotionQuerySchema },
  (ctx) => resetEligibility(auditSource(ctx), ctx.promotion.id, ctx.params.eligId),
);
