import { z } from 'zod';
import { route } from '@/server/http/route';
import { auditSource } from '@/server/audit/record';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { deleteLevel } from '@/server/promotions/admin/levels';
import { idSchema } from '@/lib/schemas';

const params = z.object({ id: idSchema('id'), levelId: idSchema('levelId') });

// DELETE /promotions/{id}/levels/{levelId}
export const DELETE = route({ scope: 'dashboard', action: 'promotions.manage', params }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  await deleteLevel(auditSource(ctx), ctx.params.id, ctx.params.levelId);
});
