// /api/entries/{id}: GET one day record; PUT {entry_activities: [{id, feels_value}]} saves how each activity felt.
// Only the caller's own entry; any other id is a 404.
import { route } from '@/server/http/route';
import { notFound } from '@/server/http/errors';
import { LOGGING_MESSAGES } from '@/lib/logging/messages';
import { idParamSchema, updateEntrySchema } from '@/server/logging/schemas';
import { requireParticipant } from '@/server/logging/policy';
import { findOwnEntry } from '@/server/entries/queries';
import { saveFeels } from '@/server/entries/mutations';
import { entryDay, serializeEntry } from '@/server/entries/serialize';
import { announceLoggingChange } from '@/server/logging/notify';

export const GET = route({ requirePromotion: true, params: idParamSchema }, async ({ user, promotion, params }) => {
  const { userId, promotion: p } = requireParticipant(user, promotion);
  const entry = await findOwnEntry(userId, p.id, params.id);
  if (!entry) throw notFound(LOGGING_MESSAGES.entryNotFound);
  return serializeEntry(p, entryDay(entry), entry);
});

export const PUT = route({ requirePromotion: true, params: idParamSchema, body: updateEntrySchema }, async ({ user, promotion, params, body }) => {
  const participant = requireParticipant(user, promotion);
  const { userId, promotion: p } = participant;
  await saveFeels(p, userId, params.id, body.entry_activities);
  const entry = await findOwnEntry(userId, p.id, params.id);
  if (!entry) throw notFound(LOGGING_MESSAGES.entryNotFound);
  const serialized = serializeEntry(p, entryDay(entry), entry);
  await announceLoggingChange(participant, { entries: [serialized] });
  return serialized;
});
