import { z } from 'zod';
import { route } from '@/server/http/route';
import { listEnvelope, toPage } from '@/server/http/pagination';
import { auditSource } from '@/server/audit/record';
import { listPromotions } from '@/server/promotions/admin/queries';
import { createPromotion } from '@/server/promotions/admin/mutations';
import { idSchema, paginationFields, queryBoolean } from '@/lib/schemas';
import { promotionWriteSchema, PROMOTION_SORTS } from '@/lib/promotions/admin-schema';

const listQuery = z.object({
  ...paginationFields(),
  q: z.string().trim().max(100, 'q must be at most 100 characters').optional(),
  // organization_id and reseller_id as the API names them; org_id as the screen's URL does.
  organization_id: idSchema('organization_id').optional(),
  org_id: idSchema('org_id').optional(),
  reseller_id: idSchema('reseller_id').optional(),
  parent_promotion_id: idSchema('parent_promotion_id').optional(),
  is_parent: queryBoolean.optional(),
  active: queryBoolean.optional(),
  sort: z.enum(PROMOTION_SORTS, { message: `sort must be one of ${PROMOTION_SORTS.join(', ')}` }).default('name'),
  direction: z.enum(['asc', 'desc'], { message: 'direction must be asc or desc' }).default('asc'),
});

// GET /promotions: the master's table, filtered, searched, sorted and paged on the server.
export const GET = route({ scope: 'dashboard', action: 'promotions.manage', query: listQuery }, async ({ query, url }) => {
  const page = toPage(query);
  const { rows, total } = await listPromotions({ ...query, organization_id: query.organization_id ?? query.org_id }, page);
  return listEnvelope(rows, total, page, url);
});

// POST /promotions: a new promotion; what it is not sent it takes from its parent, then from the defaults.
export const POST = route({ scope: 'dashboard', action: 'promotions.manage', body: promotionWriteSchema, status: 201 }, async (ctx) =>
  createPromotion(auditSource(ctx), ctx.body),
);
