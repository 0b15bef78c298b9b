import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { Invalid } from '@/server/platform/errors';
import { auditSource } from '@/server/audit/record';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { createBehavior, listBehaviors } from '@/server/competitions/admin';
import { idParamSchema } from '@/lib/schemas';
import { BEHAVIOR_MESSAGES, behaviorCreateSchema, behaviorListQuery } from '@/lib/competitions/admin';

// GET /promotions/{id}/behaviors?competition_id= — a competition's behaviors; ?default=true (or
// behaviorable_type=Promotion) — the promotion's defaults.
export const GET = route({ response: responses.adminBehaviorListSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema, query: behaviorListQuery }, async ({ params, query, url }) => {
  await requireAdminPromotion(params.id);
  const wantsDefaults = query.default === 'true' || query.default === '1' || query.behaviorable_type === 'Promotion';
  if (!query.competition_id && !wantsDefaults) throw new Invalid(BEHAVIOR_MESSAGES.competitionRequired);
  return wholeList(await listBehaviors(params.id, wantsDefaults ? null : query.competition_id!), url);
});

// POST /promotions/{id}/behaviors {name, start, end, competition_id?}: without competition_id, a promotion default.
export const POST = route({ response: responses.adminBehaviorSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema, body: behaviorCreateSchema, status: 201 }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  const { competition_id: competitionId, ...input } = ctx.body;
  return createBehavior(auditSource(ctx), ctx.params.id, competitionId, input);
});
