// GET /api/user_activities?filter=&wk=&active_only=&page=&page_size= — the caller's activities (list envelope).
// POST /api/user_activities {activity_id, recorded_on?, tile_number?, answer_idx?} — with recorded_on: log it to that
// day (api_version 2 date selection; the first free tile); without: add it as the loggable act of the home screen.
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { createUserActivitySchema, userActivitiesQuerySchema } from '@/lib/logging/schemas';
import { findOwnUserActivity, listUserActivities } from '@/server/logging/queries';
import { addPendingActivity, logActivity } from '@/server/logging/mutations';
import { serializeUserActivity } from '@/server/logging/serialize';
import { assertDaySelectable } from '@/server/logging/policy';

export const GET = route({ response: responses.userActivityListSchema, scope: 'participant', action: 'logging.use', query: userActivitiesQuerySchema }, async ({ participant, query, url, locale }) => {
  const page = toPage(query);
  const { rows, total } = await listUserActivities(participant, query, page, locale);
  return listEnvelope(rows.map(serializeUserActivity), total, page, url);
});

export const POST = route({ response: responses.userActivitySchema, scope: 'participant', action: 'logging.use', body: createUserActivitySchema, status: 201 }, async ({ participant, body, locale }) => {
  const p = participant.promotion;
  let id: number;
  if (body.recorded_on) {
    assertDaySelectable(p, body.recorded_on);
    const logged = await logActivity(participant, { activityId: body.activity_id, day: body.recorded_on, tileNumber: body.tile_number, autoTile: true, answerIdx: body.answer_idx });
    id = logged.userActivityId;
  } else {
    id = await addPendingActivity(participant, body.activity_id, body.answer_idx);
  }
  return serializeUserActivity((await findOwnUserActivity(participant.userId, p.id, id, locale))!);
});
