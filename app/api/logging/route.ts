// GET /api/logging?dt=&page=&page_size= — the home data, as an array whose first element is read
// (participant-core.md §7); POST /api/logging {activity_id, tile_number, dt?} logs the loggable act into a tile and
// answers with the same, merged. Shapes: docs/logging.md.
import { route } from '@/server/http/route';
import { toPage } from '@/server/http/pagination';
import { PREVIOUS_SCENES_PAGE_SIZE } from '@/lib/logging/constants';
import { loggingQuerySchema, logBodySchema } from '@/server/logging/schemas';
import { assertViewableDay, requireParticipant } from '@/server/logging/policy';
import { loadHome } from '@/server/logging/queries';
import { serializeHome } from '@/server/logging/serialize';
import { logActivity } from '@/server/logging/mutations';
import { announceLoggingChange, withFlags } from '@/server/logging/notify';
import { programToday } from '@/server/entries/policy';

export const GET = route({ requirePromotion: true, query: loggingQuerySchema }, async ({ user, promotion, query }) => {
  const participant = requireParticipant(user, promotion);
  if (query.dt) assertViewableDay(participant.promotion, query.dt);
  const day = query.dt ?? programToday(participant.promotion);
  const page = toPage(query, PREVIOUS_SCENES_PAGE_SIZE);
  return [serializeHome(participant, user.flags, day, page, await loadHome(participant, day, page))];
});

export const POST = route({ requirePromotion: true, body: logBodySchema }, async ({ user, promotion, body }) => {
  const participant = requireParticipant(user, promotion);
  const day = body.dt ?? programToday(participant.promotion);
  const logged = await logActivity(participant, { activityId: body.activity_id, day, tileNumber: body.tile_number, autoTile: false });
  const page = toPage({}, PREVIOUS_SCENES_PAGE_SIZE);
  // Completing a scene set goal_hit and cleared seen_goal_hit (completeScene); the totals moved either way.
  const fresh = logged.sceneCompleted ? withFlags(user, { goal_hit: true, seen_goal_hit: false }) : user;
  const home = serializeHome(participant, fresh.flags, day, page, await loadHome(participant, day, page));
  await announceLoggingChange(participant, { entries: [home.entry], user: fresh });
  return [{ ...home, logged: { user_activity_id: logged.userActivityId, scene_completed: logged.sceneCompleted } }];
});
