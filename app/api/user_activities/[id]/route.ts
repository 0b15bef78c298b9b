// /api/user_activities/{id}: show; PUT {is_active?, feels_value?} deactivates/activates (points move) or saves how
// it felt; DELETE unlogs (points removed, tile freed). Only the caller's own; any other id is a 404.
import { route } from '@/server/http/route';
import { notFound } from '@/server/http/errors';
import { LOGGING_MESSAGES } from '@/lib/logging/messages';
import { idParamSchema, updateUserActivitySchema } from '@/server/logging/schemas';
import { requireParticipant } from '@/server/logging/policy';
import { findOwnUserActivity } from '@/server/logging/queries';
import { setUserActivityActive, setUserActivityFeels, unlogActivity } from '@/server/logging/mutations';
import { serializeUserActivity } from '@/server/logging/serialize';
import { announceLoggingChange } from '@/server/logging/notify';

export const GET = route({ requirePromotion: true, params: idParamSchema }, async ({ user, promotion, params }) => {
  const { userId, promotion: p } = requireParticipant(user, promotion);
  const ua = await findOwnUserActivity(userId, p.id, params.id);
  if (!ua) throw notFound(LOGGING_MESSAGES.userActivityNotFound);
  return serializeUserActivity(ua);
});

export const PUT = route({ requirePromotion: true, params: idParamSchema, body: updateUserActivitySchema }, async ({ user, promotion, params, body }) => {
  const participant = requireParticipant(user, promotion);
  const days = new Set<string>();
  let pointsMoved = false;
  if (body.is_active !== undefined) {
    const result = await setUserActivityActive(participant, params.id, body.is_active);
    if (result.changed) {
      days.add(result.day);
      pointsMoved = true;
    }
  }
  if (body.feels_value !== undefined) days.add(await setUserActivityFeels(participant, params.id, body.feels_value));
  const ua = await findOwnUserActivity(participant.userId, participant.promotion.id, params.id);
  if (!ua) throw notFound(LOGGING_MESSAGES.userActivityNotFound);
  if (days.size > 0) await announceLoggingChange(participant, { days: [...days], user: pointsMoved ? user : undefined });
  return serializeUserActivity(ua);
});

export const DELETE = route({ requirePromotion: true, params: idParamSchema }, async ({ user, promotion, params }) => {
  const participant = requireParticipant(user, promotion);
  const day = await unlogActivity(participant, params.id);
  if (day) await announceLoggingChange(participant, { days: [day], user });
  return undefined;
});
