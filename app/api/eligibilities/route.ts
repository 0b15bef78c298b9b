import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { auditSource } from '@/server/audit/record';
import { listEnvelope } from '@/server/platform/pagination';
import { createEligibility, listEligibilities } from '@/server/eligibility/admin/records';
import { eligibilityReach } from '@/server/privacy/eligibility-reach';
import { eligibilityListQuerySchema, eligibilityWriteSchema, promotionQuerySchema } from '@/lib/eligibility/schemas';
import type { EligibilityList } from '@/lib/eligibility/types';
import type { ExtraMeta } from '@/lib/list-response';

// GET /eligibilities?promotion_id&search&page&page_size: the promotion's records, newest first; meta carries the
// identifier's label and the registered count. Every administrator of the promotion reads it, a location or regional
// coordinator only the records within their reach (docs/privacy.md).
export const GET = route(
  { response: responses.eligibilityListSchema, scope: 'promotion', action: 'eligibility.read', promotionParam: 'promotion_id', query: eligibilityListQuerySchema },
  async ({ promotion, user, actor, query, url }) => {
    const page = await listEligibilities(promotion.id, query, await eligibilityReach({ role: actor.role, location_id: user.location_id }, promotion.id));
    return listEnvelope(page.rows, page.total, page.page, url, { label: page.label, registered_records: page.registered } satisfies ExtraMeta<EligibilityList>);
  },
);

// POST /eligibilities?promotion_id {identifier, first_name, last_name, email}: 422 '{label} is required.' or
// '{label} is already in use.'. Masters only.
export const POST = route(
  { response: responses.adminEligibilitySchema, scope: 'promotion', action: 'eligibility.manage', promotionParam: 'promotion_id', query: promotionQuerySchema, body: eligibilityWriteSchema, status: 201 },
  (ctx) => createEligibility(auditSource(ctx), ctx.promotion.id, ctx.body),
);
