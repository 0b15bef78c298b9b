// GET /api/promotions/{id}/activities?week=&category=&group=&page=&page_size= — the host promotion's activities
// (page_size 0 = all), each with category_object, area_of_interest_ids and the caller's bookmark. The id must be the
// host's promotion: any other is a 404.
import { route } from '@/server/http/route';
import { notFound } from '@/server/http/errors';
import { listEnvelope, toPage } from '@/server/http/pagination';
import { activitiesQuerySchema, idParamSchema } from '@/server/activities/schemas';
import { listActivities } from '@/server/activities/queries';
import { serializeActivity } from '@/server/activities/serialize';

export const GET = route({ scope: 'participant', action: 'logging.use', promotionParam: 'id', params: idParamSchema, query: activitiesQuerySchema }, async ({ user, promotion, params, query, url }) => {
  if (!promotion || params.id !== promotion.id) throw notFound('Promotion could not be loaded.');
  const page = toPage(query);
  const { rows, total } = await listActivities(promotion.id, user.id, promotion.timeline.current_week, query, page);
  return listEnvelope(rows.map((a) => serializeActivity(a, promotion.timeline)), total, page, url);
});
