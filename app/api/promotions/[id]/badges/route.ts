// GET/POST /api/promotions/{id}/badges — the badges in force in a promotion (its own and the defaults it has not
// overridden; page_size 0 is all, which is always the answer) and creating one of its own. Dashboard, masters.
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { auditSource } from '@/server/audit/record';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { createBadge, listAdminBadges } from '@/server/badges/admin';
import { idParamSchema } from '@/lib/schemas';
import { badgeWriteSchema } from '@/lib/program-design/schemas';

export const GET = route({ response: responses.adminBadgeListSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema }, async ({ params, url }) => {
  await requireAdminPromotion(params.id);
  return wholeList(await listAdminBadges(params.id), url);
});

export const POST = route({ response: responses.adminBadgeSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema, body: badgeWriteSchema, status: 201 }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  return createBadge(auditSource(ctx), ctx.params.id, ctx.body);
});
