// /api/promotions/{id}/badges/{badgeId}: show, save (a default badge saved from another promotion becomes that
// promotion's copy) and delete (a copy is reset: the default shows again). Dashboard, masters.
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { NotFound } from '@/server/platform/errors';
import { auditSource } from '@/server/audit/record';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { deleteOrResetBadge, findAdminBadge, saveBadge } from '@/server/badges/admin';
import { badgeWriteSchema } from '@/lib/program-design/schemas';
import { PROGRAM_DESIGN_MESSAGES as M } from '@/lib/program-design/messages';
import { promotionBadgeParamSchema as params } from '@/lib/promotions/schemas';

export const GET = route({ response: responses.adminBadgeSchema, scope: 'dashboard', action: 'promotions.manage', params }, async ({ params: p }) => {
  await requireAdminPromotion(p.id);
  const badge = await findAdminBadge(p.id, p.badgeId);
  if (!badge) throw new NotFound(M.badgeNotFound);
  return badge;
});

export const PUT = route({ response: responses.adminBadgeSchema, scope: 'dashboard', action: 'promotions.manage', params, body: badgeWriteSchema }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  return saveBadge(auditSource(ctx), ctx.params.id, ctx.params.badgeId, ctx.body);
});

export const DELETE = route({ response: responses.badgeRemovedSchema, scope: 'dashboard', action: 'promotions.manage', params }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  return deleteOrResetBadge(auditSource(ctx), ctx.params.id, ctx.params.badgeId);
});
