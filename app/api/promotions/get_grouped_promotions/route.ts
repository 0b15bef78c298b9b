import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listResponseSchema } from '@/lib/list-response';
import { wholeList } from '@/server/platform/pagination';
import type { ListResponse } from '@/lib/list-response';
import { groupedQuerySchema, type PromotionGroup } from '@/lib/super-users/types';
import { groupedPromotions } from '@/server/super-users/queries';

// GET /promotions/get_grouped_promotions (administration.md §7: the id get_grouped_promotions): the dashboard's
// promotion picker, what the account administers grouped by organization. The parent filter is null for resellers.
export const GET = route({ response: listResponseSchema(responses.promotionGroupSchema), scope: 'dashboard', action: 'promotions.pick', query: groupedQuerySchema },
  async ({ actor, query, url }): Promise<ListResponse<PromotionGroup>> => wholeList(await groupedPromotions(actor, query.parent_promotion_id ?? null), url),
);
