// Reads of one-time emails: the queue of a promotion, one email, and the preview of an unsaved one.
import 'server-only';
import { db } from '@/server/db';
import { NotFound } from '@/server/platform/errors';
import { EMAIL_MESSAGES } from '@/lib/emails/recipients';
import { utcToZoned, zonedToUtc } from '@/lib/emails/send-time';
import type { CustomEmailWrite } from '@/lib/emails/schemas';
import type { CustomEmailJson, RecipientPreview } from '@/lib/emails/types';
import { asPreview, checkedRecipients, checkedRecipientsOrFilters, emailAudience, lookUpRecipients } from './recipients';
import { customEmailSelect, serializeCustomEmail } from './serialize';

/** The queue: upcoming first (soonest first), then the sent and failed ones, newest first. */
export async function listCustomEmails(promotionId: number): Promise<CustomEmailJson[]> {
  const rows = await db.customEmail.findMany({ where: { promotion_id: promotionId }, select: customEmailSelect, orderBy: { send_at: 'desc' }, take: 500 });
  const queued = rows.filter((r) => r.status === 'queued').sort((a, b) => a.send_at.getTime() - b.send_at.getTime());
  return [...queued, ...rows.filter((r) => r.status !== 'queued')].map(serializeCustomEmail);
}

export async function findCustomEmail(promotionId: number, id: number): Promise<CustomEmailJson> {
  const row = await db.customEmail.findFirst({ where: { id, promotion_id: promotionId }, select: customEmailSelect });
  if (!row) throw new NotFound(EMAIL_MESSAGES.notFound);
  return serializeCustomEmail(row);
}

export async function resolveRecipients(promotionId: number, raw: string): Promise<RecipientPreview[]> {
  return (await lookUpRecipients(promotionId, checkedRecipients(raw))).map(asPreview);
}

/** The preview lists at most this many recipients; `count` is the full number. */
export const PREVIEW_LIMIT = 500;

/**
 * one_time_email_preview: data[0].custom_email, with one_time_recipients (the typed addresses), and data[0].recipients:
 * who each is, then the participants the filters match today (at most PREVIEW_LIMIT listed; data[0].count is all of
 * them). Nothing is saved.
 */
export async function previewCustomEmail(promotionId: number, input: CustomEmailWrite) {
  const typed = checkedRecipientsOrFilters(input.recipients, input.filters);
  const { recipients, count } = await emailAudience(promotionId, typed, input.filters, PREVIEW_LIMIT);
  const sendAt = zonedToUtc(input.send_at, input.time_zone);
  return {
    data: [{
      custom_email: {
        promotion_id: promotionId, subject: input.subject, body: input.body, recipients: input.recipients,
        one_time_recipients: typed, filters: input.filters, send_at: sendAt.toISOString(), send_at_local: utcToZoned(sendAt, input.time_zone),
        time_zone: input.time_zone, delivery_method: 'email', sends_immediately: sendAt.getTime() <= Date.now(),
      },
      recipients: recipients.map(asPreview),
      count,
    }],
  };
}
