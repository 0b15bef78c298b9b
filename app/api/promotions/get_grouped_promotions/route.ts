import { route } from '@/server/http/route';
import { groupedQuerySchema, type PromotionGroup } from '@/lib/super-users/types';
import { groupedPromotions } from '@/server/super-users/queries';

// GET /promotions/get_grouped_promotions (administration.md §7: the id get_grouped_promotions): the dashboard's
// promotion picker, what the account administers grouped by organization. The parent filter is null for resellers.
export const GET = route({ scope: 'dashboard', action: 'promotions.pick', query: groupedQuerySchema },
  async ({ actor, query }): Promise<{ data: PromotionGroup[] }> => ({ data: await groupedPromotions(actor, query.parent_promotion_id ?? null) }),
);
