// /api/user_activities/{id}: show; PUT {is_active?, feels_value?} deactivates/activates (points move) or saves how
// it felt; DELETE unlogs (points removed, tile freed). Only the caller's own; any other id is a 404.
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { NotFound } from '@/server/platform/errors';
import { LOGGING_MESSAGES } from '@/lib/logging/messages';
import { updateUserActivitySchema } from '@/lib/logging/schemas';
import { idParamSchema } from '@/lib/schemas';
import { findOwnUserActivity } from '@/server/logging/queries';
import { unlogActivity, updateUserActivity } from '@/server/logging/mutations';
import { serializeUserActivity } from '@/server/logging/serialize';

export const GET = route({ response: responses.userActivitySchema, scope: 'participant', action: 'logging.use', params: idParamSchema }, async ({ participant, params, locale }) => {
  const { userId, promotion: p } = participant;
  const ua = await findOwnUserActivity(userId, p.id, params.id, locale);
  if (!ua) throw new NotFound(LOGGING_MESSAGES.userActivityNotFound);
  return serializeUserActivity(ua);
});

export const PUT = route({ response: responses.userActivitySchema, scope: 'participant', action: 'logging.use', params: idParamSchema, body: updateUserActivitySchema }, async ({ participant, params, body, locale }) => {
  await updateUserActivity(participant, params.id, body);
  const ua = await findOwnUserActivity(participant.userId, participant.promotion.id, params.id, locale);
  if (!ua) throw new NotFound(LOGGING_MESSAGES.userActivityNotFound);
  return serializeUserActivity(ua);
});

export const DELETE = route({ status: 204, scope: 'participant', action: 'logging.use', params: idParamSchema }, async ({ participant, params }) => {
  await unlogActivity(participant, params.id);
  return undefined;
});
