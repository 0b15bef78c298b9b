// GET /api/logging?dt=&page=&page_size= — the home data, as an array whose first element is read;
// POST /api/logging {activity_id, tile_number, dt?} logs the loggable act into a tile and
// answers with the same, merged. Shapes: docs/logging.md.
import { z } from 'zod';
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { toPage } from '@/server/platform/pagination';
import { PREVIOUS_SCENES_PAGE_SIZE } from '@/lib/logging/constants';
import { loggingQuerySchema, logBodySchema } from '@/lib/logging/schemas';
import { assertViewableDay } from '@/server/logging/policy';
import { loadHome } from '@/server/logging/queries';
import { serializeHome } from '@/server/logging/serialize';
import { logActivity } from '@/server/logging/mutations';
import { readUserFlags } from '@/lib/user-flags';
import { programToday } from '@/server/entries/policy';

export const GET = route({ scope: 'participant', action: 'logging.use', query: loggingQuerySchema, response: z.array(responses.homeSchema) }, async ({ user, participant, query, locale }) => {
  if (query.dt) assertViewableDay(participant.promotion, query.dt);
  const day = query.dt ?? programToday(participant.promotion);
  const page = toPage(query, PREVIOUS_SCENES_PAGE_SIZE);
  // Activity names in the reader's language where translated (issue 36).
  return [serializeHome(participant, user.flags, day, page, await loadHome(participant, day, page, locale))];
});

export const POST = route({ scope: 'participant', action: 'logging.use', body: logBodySchema, response: z.array(responses.loggedHomeSchema) }, async ({ user, participant, body, locale }) => {
  const day = body.dt ?? programToday(participant.promotion);
  const logged = await logActivity(participant, { activityId: body.activity_id, day, tileNumber: body.tile_number, autoTile: false });
  const page = toPage({}, PREVIOUS_SCENES_PAGE_SIZE);
  // The request's user with the flags the log set (logActivity says which, e.g. goal_hit): no second read.
  const flags = { ...readUserFlags(user.flags), ...logged.flagsSet };
  const home = serializeHome(participant, flags, day, page, await loadHome(participant, day, page, locale));
  return [{ ...home, logged: { user_activity_id: logged.userActivityId, scene_completed: logged.sceneCompleted } }];
});
