import { route } from '@/server/http/route';
import { idParamSchema } from '@/lib/schemas';
import { coverBodySchema, SUPER_USER_MESSAGES, type CoveredPromotion } from '@/lib/super-users/types';
import { coveredPromotions } from '@/server/super-users/queries';
import { coverPromotion, requireSuperCoordinator } from '@/server/super-users/mutations';
import { auditSource } from '@/server/audit/record';
import { NotFound } from '@/server/platform/errors';

// A super coordinator reads its own list; masters read and change anyone's.
export const GET = route({ scope: 'dashboard', action: 'super_coordinators.read_own', params: idParamSchema },
  async ({ actor, params }): Promise<{ data: CoveredPromotion[] }> => {
    if (actor.role !== 'Master' && actor.id !== params.id) throw new NotFound(SUPER_USER_MESSAGES.superCoordinatorNotFound);
    await requireSuperCoordinator(params.id);
    return { data: await coveredPromotions(params.id) };
  },
);

export const POST = route({ scope: 'dashboard', action: 'super_coordinators.manage', params: idParamSchema, body: coverBodySchema, status: 201 },
  async (ctx): Promise<{ data: CoveredPromotion[] }> => {
    await coverPromotion(auditSource(ctx), ctx.params.id, ctx.body.promotion_id);
    return { data: await coveredPromotions(ctx.params.id) };
  },
);
