import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { auditSource } from '@/server/audit/record';
import { deleteEligibility, findEligibility, updateEligibility } from '@/server/eligibility/admin/records';
import { eligibilityReach } from '@/server/privacy/eligibility-reach';
import { eligibilityParamsSchema, eligibilityWriteSchema, promotionQuerySchema } from '@/lib/eligibility/schemas';

const spec = { scope: 'promotion', promotionParam: 'promotion_id', params: eligibilityParamsSchema, query: promotionQuerySchema } as const;

// GET /eligibilities/{eligId}?promotion_id: one record; another promotion's, none or one outside a location or regional
// coordinator's reach is 404 'Invalid {label}.'.
export const GET = route({ response: responses.adminEligibilitySchema, ...spec, action: 'eligibility.read' }, async ({ promotion, user, actor, params }) =>
  findEligibility(promotion.id, params.eligId, await eligibilityReach({ role: actor.role, location_id: user.location_id }, promotion.id)));

// PUT /eligibilities/{eligId}?promotion_id {identifier, first_name, last_name, email}
export const PUT = route({ response: responses.adminEligibilitySchema, ...spec, action: 'eligibility.manage', body: eligibilityWriteSchema }, (ctx) =>
  updateEligibility(auditSource(ctx), ctx.promotion.id, ctx.params.eligId, ctx.body),
);

// DELETE /eligibilities/{eligId}?promotion_id: the record (a registered participant keeps the account).
export const DELETE = route({ status: 204, ...spec, action: 'eligibility.manage' }, async (ctx) => {
  await deleteEligibility(auditSource(ctx), ctx.promotion.id, ctx.params.eligId);
});
