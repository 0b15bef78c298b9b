import { route } from '@/server/http/route';
import { auditSource } from '@/server/audit/record';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { createDefinition, listAdminDefinitions } from '@/server/evaluations/admin';
import { idParamSchema } from '@/lib/schemas';
import { evaluationDefinitionWriteSchema } from '@/lib/evaluations/admin';

// GET /promotions/{id}/evaluation_definitions: every definition with its questions (the editor's list).
export const GET = route({ scope: 'dashboard', action: 'promotions.manage', params: idParamSchema }, async ({ params }) => {
  await requireAdminPromotion(params.id);
  return { data: await listAdminDefinitions(params.id) };
});

// POST /promotions/{id}/evaluation_definitions: 201 {data: [definition]} — the client reads the first item's id (§7).
export const POST = route({ scope: 'dashboard', action: 'promotions.manage', params: idParamSchema, body: evaluationDefinitionWriteSchema, status: 201 }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  return { data: [await createDefinition(auditSource(ctx), ctx.params.id, ctx.body)] };
});
