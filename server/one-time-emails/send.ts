// Sending a one-time email: claimed once (queued → sending, so a rerun or a second worker does nothing), then one
// outbox message per recipient through sendEmail (branded, with its unsubscribe link), skipping addresses that
// unsubscribed from all email. The recipients are the typed addresses plus the participants its filters match at
// this moment. Runs in the job worker: its own job ('one-time-emails.send') when saved with a time now or past, else
// the minute scan ('one-time-emails.send-due'), which passes its clock so tests can move time.
import 'server-only';
import { db } from '@/server/db';
import { sendEmail } from '@/server/mail/send';
import { logger } from '@/server/platform/logger';
import { emailBodyHtml } from './body';
import { emailAudience, storedFilters } from './recipients';

export interface SendOutcome {
  status: 'sent' | 'failed' | 'skipped';
  delivered: number;
  skipped: number;
}

export async function sendCustomEmail(id: number): Promise<SendOutcome> {
  const claimed = await db.customEmail.updateMany({ where: { id, status: 'queued' }, data: { status: 'sending' } });
  if (claimed.count === 0) return { status: 'skipped', delivered: 0, skipped: 0 };
  const email = await db.customEmail.findUniqueOrThrow({ where: { id }, select: { promotion_id: true, subject: true, body: true, one_time_recipients: true, filters: true } });
  const delivered: string[] = [];
  try {
    const { recipients } = await emailAudience(email.promotion_id, email.one_time_recipients, storedFilters(email.filters));
    const html = emailBodyHtml(email.body);
    for (const r of recipients) {
      if (r.unsubscribed) continue;
      await sendEmail({ to: r.email, subject: email.subject, html, kind: 'one_time_email', promotionId: email.promotion_id });
      delivered.push(r.email);
    }
    await db.customEmail.update({ where: { id }, data: { status: 'sent', sent_at: new Date(), error: null } });
    return { status: 'sent', delivered: delivered.length, skipped: recipients.length - delivered.length };
  } catch (error) {
    const message = error instanceof Error ? error.message.slice(0, 500) : 'failed';
    logger.error('one-time email: sending failed', { customEmailId: id, sentBefore: delivered.length, error: message });
    await db.customEmail.update({ where: { id }, data: { status: 'failed', error: message } });
    return { status: 'failed', delivered: delivered.length, skipped: 0 };
  }
}

/** The worker's scan: every queued email whose send time has come, oldest first. */
export async function sendDueEmails(now: Date = new Date()): Promise<{ sent: number; failed: number }> {
  const due = await db.customEmail.findMany({ where: { status: 'queued', send_at: { lte: now } }, orderBy: { send_at: 'asc' }, select: { id: true }, take: 200 });
  let sent = 0;
  let failed = 0;
  for (const { id } of due) {
    const outcome = await sendCustomEmail(id);
    if (outcome.status === 'sent') sent += 1;
    if (outcome.status === 'failed') failed += 1;
  }
  return { sent, failed };
}
