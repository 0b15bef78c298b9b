// /api/entries/{id}: GET one day record; PUT {entry_activities: [{id, feels_value}]} saves how each activity felt.
// Only the caller's own entry; any other id is a 404.
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { NotFound } from '@/server/platform/errors';
import { LOGGING_MESSAGES } from '@/lib/logging/messages';
import { updateEntrySchema } from '@/lib/logging/schemas';
import { idParamSchema } from '@/lib/schemas';
import { findOwnEntry } from '@/server/entries/queries';
import { saveFeels } from '@/server/entries/mutations';
import { entryDay, serializeEntry } from '@/server/entries/serialize';

export const GET = route({ response: responses.entrySchema, scope: 'participant', action: 'logging.use', params: idParamSchema }, async ({ participant, params, locale }) => {
  const { userId, promotion: p } = participant;
  const entry = await findOwnEntry(userId, p.id, params.id, locale);
  if (!entry) throw new NotFound(LOGGING_MESSAGES.entryNotFound);
  return serializeEntry(p, entryDay(entry), entry);
});

export const PUT = route({ response: responses.entrySchema, scope: 'participant', action: 'logging.use', params: idParamSchema, body: updateEntrySchema }, async ({ participant, params, body, locale }) => {
  const { userId, promotion: p } = participant;
  await saveFeels(p, userId, params.id, body.entry_activities);
  const entry = await findOwnEntry(userId, p.id, params.id, locale);
  if (!entry) throw new NotFound(LOGGING_MESSAGES.entryNotFound);
  return serializeEntry(p, entryDay(entry), entry);
});
