import { route } from '@/server/http/route';
import { auditSource } from '@/server/audit/record';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { deleteLevel } from '@/server/promotions/admin/levels';
import { promotionLevelParamSchema as params } from '@/lib/promotions/schemas';

// DELETE /promotions/{id}/levels/{levelId}
export const DELETE = route({ status: 204, scope: 'dashboard', action: 'promotions.manage', params }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  await deleteLevel(auditSource(ctx), ctx.params.id, ctx.params.levelId);
});
