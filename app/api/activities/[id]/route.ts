// GET /api/activities/{id} — one activity of the host's promotion (another promotion's id is a 404).
import { route } from '@/server/http/route';
import { notFound } from '@/server/http/errors';
import { LOGGING_MESSAGES } from '@/lib/logging/messages';
import { idParamSchema } from '@/server/activities/schemas';
import { findActivity } from '@/server/activities/queries';
import { serializeActivity } from '@/server/activities/serialize';

export const GET = route({ scope: 'participant', action: 'logging.use', params: idParamSchema }, async ({ user, promotion, params }) => {
  const activity = await findActivity(promotion.id, params.id, user.id);
  if (!activity) throw notFound(LOGGING_MESSAGES.activityNotFound);
  return serializeActivity(activity, promotion.timeline);
});
