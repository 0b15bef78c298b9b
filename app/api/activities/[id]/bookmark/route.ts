// PUT /api/activities/{id}/bookmark — no body toggles the caller's bookmark; {bookmarked: bool} sets it. Answers with
// the activity (bookmarked reflects the new state).
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { NotFound } from '@/server/platform/errors';
import { LOGGING_MESSAGES } from '@/lib/logging/messages';
import { bookmarkSchema } from '@/lib/activities/schemas';
import { idParamSchema } from '@/lib/schemas';
import { findActivity } from '@/server/activities/queries';
import { setBookmark } from '@/server/activities/mutations';
import { serializeActivity } from '@/server/activities/serialize';

export const PUT = route({ response: responses.activitySchema, scope: 'participant', action: 'logging.use', params: idParamSchema, body: bookmarkSchema }, async ({ user, promotion, params, body, locale }) => {
  const p = promotion;
  const activity = await findActivity(p.id, params.id, user.id, locale);
  if (!activity) throw new NotFound(LOGGING_MESSAGES.activityNotFound);
  const bookmarked = await setBookmark(p.id, user.id, activity.id, body.bookmarked);
  return serializeActivity({ ...activity, bookmarks: bookmarked ? [{ user_id: user.id }] : [] }, p.timeline);
});
