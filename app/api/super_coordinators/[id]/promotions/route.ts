import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listResponseSchema } from '@/lib/list-response';
import { wholeList } from '@/server/platform/pagination';
import type { ListResponse } from '@/lib/list-response';
import { idParamSchema } from '@/lib/schemas';
import { coverBodySchema, SUPER_USER_MESSAGES, type CoveredPromotion } from '@/lib/super-users/types';
import { coveredPromotions } from '@/server/super-users/queries';
import { coverPromotion, requireSuperCoordinator } from '@/server/super-users/mutations';
import { auditSource } from '@/server/audit/record';
import { NotFound } from '@/server/platform/errors';

// A super coordinator reads its own list; masters read and change anyone's.
export const GET = route({ response: listResponseSchema(responses.coveredPromotionSchema), scope: 'dashboard', action: 'super_coordinators.read_own', params: idParamSchema },
  async ({ actor, params, url }): Promise<ListResponse<CoveredPromotion>> => {
    if (actor.role !== 'Master' && actor.id !== params.id) throw new NotFound(SUPER_USER_MESSAGES.superCoordinatorNotFound);
    await requireSuperCoordinator(params.id);
    return wholeList(await coveredPromotions(params.id), url);
  },
);

export const POST = route({ response: listResponseSchema(responses.coveredPromotionSchema), scope: 'dashboard', action: 'super_coordinators.manage', params: idParamSchema, body: coverBodySchema, status: 201 },
  async (ctx): Promise<ListResponse<CoveredPromotion>> => {
    await coverPromotion(auditSource(ctx), ctx.params.id, ctx.body.promotion_id);
    return wholeList(await coveredPromotions(ctx.params.id), ctx.url);
  },
);
