import { route } from '@/server/http/route';
import { coverParamsSchema, type CoveredPromotion } from '@/lib/super-users/types';
import { coveredPromotions } from '@/server/super-users/queries';
import { uncoverPromotion } from '@/server/super-users/mutations';
import { auditSource } from '@/server/audit/record';

export const DELETE = route({ scope: 'dashboard', action: 'super_coordinators.manage', params: coverParamsSchema },
  async (ctx): Promise<{ data: CoveredPromotion[] }> => {
    await uncoverPromotion(auditSource(ctx), ctx.params.id, ctx.params.promotion_id);
    return { data: await coveredPromotions(ctx.params.id) };
  },
);
