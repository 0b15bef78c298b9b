import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { auditSource } from '@/server/audit/record';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { competitionDefaults, createCompetition, listCompetitions } from '@/server/competitions/admin';
import { idParamSchema } from '@/lib/schemas';
import { competitionCreateSchema } from '@/lib/competitions/admin';
import { competitionsQuerySchema } from '@/lib/promotions/schemas';

// GET /promotions/{id}/competitions: every competition, by start day; ?new=true answers a new one's defaults (§5, §9).
export const GET = route({ response: responses.competitionListOrDraftSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema, query: competitionsQuerySchema }, async ({ params, query, url }) => {
  await requireAdminPromotion(params.id);
  if (query.new) return competitionDefaults(params.id);
  return wholeList(await listCompetitions(params.id), url);
});

// POST /promotions/{id}/competitions: omitted fields take the defaults ?new=true serves.
export const POST = route({ response: responses.adminCompetitionSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema, body: competitionCreateSchema, status: 201 }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  return createCompetition(auditSource(ctx), ctx.params.id, ctx.body);
});
