import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { auditSource } from '@/server/audit/record';
import { listPromotions } from '@/server/promotions/admin/queries';
import { createPromotion } from '@/server/promotions/admin/mutations';
import { promotionWriteSchema } from '@/lib/promotions/admin-schema';
import { promotionListQuerySchema } from '@/lib/promotions/schemas';

// GET /promotions: the master's table, filtered, searched, sorted and paged on the server.
export const GET = route({ response: responses.promotionAdminListSchema, scope: 'dashboard', action: 'promotions.manage', query: promotionListQuerySchema }, async ({ query, url }) => {
  const page = toPage(query);
  const { rows, total } = await listPromotions({ ...query, organization_id: query.organization_id ?? query.org_id }, page);
  return listEnvelope(rows, total, page, url);
});

// POST /promotions: a new promotion; what it is not sent it takes from its parent, then from the defaults.
export const POST = route({ response: responses.adminPromotionSchema, scope: 'dashboard', action: 'promotions.manage', body: promotionWriteSchema, status: 201 }, async (ctx) =>
  createPromotion(auditSource(ctx), ctx.body),
);
