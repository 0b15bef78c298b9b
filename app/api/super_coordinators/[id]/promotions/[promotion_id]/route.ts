import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listResponseSchema } from '@/lib/list-response';
import { wholeList } from '@/server/platform/pagination';
import type { ListResponse } from '@/lib/list-response';
import { coverParamsSchema, type CoveredPromotion } from '@/lib/super-users/types';
import { coveredPromotions } from '@/server/super-users/queries';
import { uncoverPromotion } from '@/server/super-users/mutations';
import { auditSource } from '@/server/audit/record';

export const DELETE = route({ response: listResponseSchema(responses.coveredPromotionSchema), scope: 'dashboard', action: 'super_coordinators.manage', params: coverParamsSchema },
  async (ctx): Promise<ListResponse<CoveredPromotion>> => {
    await uncoverPromotion(auditSource(ctx), ctx.params.id, ctx.params.promotion_id);
    return wholeList(await coveredPromotions(ctx.params.id), ctx.url);
  },
);
