// Sending a one-time email: claimed once (queued → sending, so a rerun or a second worker does nothing), then one
// outbox message per recipient through sendEmail (branded, with its unsubscribe link), skipping addresses that
// unsubscribed from all email. The recipients are the typed addresses plus the participants its filters match at
// this moment. Runs in the job worker: its own job ('one-time-emails.send') when saved with a time now or past, else
// the minute scan ('one-time-emails.send-due'), which passes its clock so tests can move time. Each message's frame is in
// its recipient's language (their saved one, else the promotion's default), known from the audience query and the
// campaign's own row: sending does no lookup per recipient, only the message's insert.
import 'server-only';
import { db } from '@/server/db';
import { queueDeliveries, sendEmail } from '@/server/mail/send';
import { brandingOf, brandingSelect } from '@/server/mail/queries';
import { recipientLocales } from '@/server/mail/locale';
import { logger } from '@/server/platform/logger';
import { emailBodyHtml } from './body';
import { emailAudience, storedFilters } from './recipients';

export interface SendOutcome {
  status: 'sent' | 'failed' | 'skipped';
  delivered: number;
  skipped: number;
}

/**
 * A campaign 'sending' without a sign of life for this long lost its worker: the scan resumes it. Each message is named
 * (campaign, address), so a resumed run sends only to the addresses the first run did not reach.
 */
export const STALE_SENDING_MINUTES = 15;
/** While sending, the campaign shows it is alive every this many recipients. */
const HEARTBEAT_EVERY = 100;

const staleBefore = (now: Date) => new Date(now.getTime() - STALE_SENDING_MINUTES * 60_000);

export async function sendCustomEmail(id: number, now: Date = new Date()): Promise<SendOutcome> {
  const claimed = await db.customEmail.updateMany({
    where: { id, OR: [{ status: 'queued' }, { status: 'sending', updated_at: { lt: staleBefore(now) } }] },
    data: { status: 'sending' },
  });
  if (claimed.count === 0) return { status: 'skipped', delivered: 0, skipped: 0 };
  const email = await db.customEmail.findUniqueOrThrow({
    relationLoadStrategy: 'join',
    where: { id },
    select: { promotion_id: true, subject: true, body: true, one_time_recipients: true, filters: true, promotion: { select: { ...brandingSelect, default_locale: true } } },
  });
  const branding = brandingOf(email.promotion);
  const delivered: string[] = [];
  // Messages stored but not yet queued: their deliveries are queued HEARTBEAT_EVERY at a time, in one insert. A run
  // killed in between leaves them 'queued' without a job, which the stranded-mail sweep queues (server/mail/requeue.ts).
  const unqueued: number[] = [];
  const queueStored = () => queueDeliveries(unqueued.splice(0));
  try {
    const { recipients } = await emailAudience(email.promotion_id, email.one_time_recipients, storedFilters(email.filters));
    const locales = await recipientLocales(email.promotion.default_locale, recipients);
    const html = emailBodyHtml(email.body);
    for (const r of recipients) {
      if (r.unsubscribed) continue;
      const stored = await sendEmail(
        {
          to: r.email, subject: email.subject, html, kind: 'one_time_email', promotionId: email.promotion_id, dedupeKey: `custom_email:${id}:${r.email}`,
          locale: locales.get(r.email),
        },
        { queue: false, branding },
      );
      unqueued.push(stored.id);
      delivered.push(r.email);
      if (delivered.length % HEARTBEAT_EVERY === 0) {
        await queueStored();
        // updated_at is the heartbeat the stale check reads.
        await db.customEmail.update({ where: { id }, data: { status: 'sending' }, select: { id: true } });
      }
    }
    await queueStored();
    // A resumed run meets its earlier messages again (sendEmail answers the stored one; its job, queued already, is
    // not doubled): the count is every address.
    await db.customEmail.update({ where: { id }, data: { status: 'sent', sent_at: new Date(), error: null, reached_count: delivered.length } });
    return { status: 'sent', delivered: delivered.length, skipped: recipients.length - delivered.length };
  } catch (error) {
    // What was stored before the failure still goes out.
    await queueStored().catch(() => {});
    const message = error instanceof Error ? error.message.slice(0, 500) : 'failed';
    logger.error('one-time email: sending failed', { customEmailId: id, sentBefore: delivered.length, error: message });
    await db.customEmail.update({ where: { id }, data: { status: 'failed', error: message, reached_count: delivered.length } });
    return { status: 'failed', delivered: delivered.length, skipped: 0 };
  }
}

/** The worker's scan: every queued email whose send time has come, oldest first, and any whose worker died mid-send. */
export async function sendDueEmails(now: Date = new Date()): Promise<{ sent: number; failed: number }> {
  const due = await db.customEmail.findMany({
    where: { OR: [{ status: 'queued', send_at: { lte: now } }, { status: 'sending', updated_at: { lt: staleBefore(now) } }] },
    orderBy: { send_at: 'asc' }, select: { id: true }, take: 200,
  });
  let sent = 0;
  let failed = 0;
  for (const { id } of due) {
    const outcome = await sendCustomEmail(id, now);
    if (outcome.status === 'sent') sent += 1;
    if (outcome.status === 'failed') failed += 1;
  }
  return { sent, failed };
}
