import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { auditSource } from '@/server/audit/record';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { deleteCompetition, requireCompetition, updateCompetition } from '@/server/competitions/admin';
import { competitionWriteSchema } from '@/lib/competitions/admin';
import { promotionCompetitionParamSchema as params } from '@/lib/promotions/schemas';

// GET /promotions/{id}/competitions/{competitionId}
export const GET = route({ response: responses.adminCompetitionSchema, scope: 'dashboard', action: 'promotions.manage', params }, async ({ params: p }) => {
  await requireAdminPromotion(p.id);
  return requireCompetition(p.id, p.competitionId);
});

// PUT /promotions/{id}/competitions/{competitionId}
export const PUT = route({ response: responses.adminCompetitionSchema, scope: 'dashboard', action: 'promotions.manage', params, body: competitionWriteSchema }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  return updateCompetition(auditSource(ctx), ctx.params.id, ctx.params.competitionId, ctx.body);
});

// DELETE /promotions/{id}/competitions/{competitionId}: refused while the competition has teams.
export const DELETE = route({ status: 204, scope: 'dashboard', action: 'promotions.manage', params }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  await deleteCompetition(auditSource(ctx), ctx.params.id, ctx.params.competitionId);
});
