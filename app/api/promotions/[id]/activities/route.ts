// GET /api/promotions/{id}/activities?week=&category=&group=&page=&page_size= — the host promotion's activities
// (page_size 0 = all), each with category_object, area_of_interest_ids and the caller's bookmark, in the reader's
// language where the activity has a translation (issue 36). The id must be the host's promotion: any other is a 404.
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { NotFound } from '@/server/platform/errors';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { activitiesQuerySchema } from '@/lib/activities/schemas';
import { idParamSchema } from '@/lib/schemas';
import { listActivities } from '@/server/activities/queries';
import { serializeActivity } from '@/server/activities/serialize';
import { auditSource } from '@/server/audit/record';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { createActivity } from '@/server/activities/admin/activities';
import { activityWriteSchema } from '@/lib/program-design/schemas';

export const GET = route({ response: responses.activityListSchema, scope: 'participant', action: 'logging.use', promotionParam: 'id', params: idParamSchema, query: activitiesQuerySchema }, async ({ user, promotion, params, query, url, locale }) => {
  if (!promotion || params.id !== promotion.id) throw new NotFound('Promotion could not be loaded.');
  const page = toPage(query);
  const { rows, total } = await listActivities(promotion.id, user.id, promotion.timeline.current_week, query, page, locale);
  return listEnvelope(rows.map((a) => serializeActivity(a, promotion.timeline)), total, page, url);
});

// POST /api/promotions/{id}/activities — a master creates an activity in the promotion (week_available 1 and sequence 1
// unless sent). Dashboard only.
export const POST = route({ response: responses.adminActivitySchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema, body: activityWriteSchema, status: 201 }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  return createActivity(auditSource(ctx), ctx.params.id, ctx.body);
});
