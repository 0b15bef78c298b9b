// The 'notification.email' job: email a user their new notifications of one kind as one digest. Jobs run at least
// once and may run side by side, so:
//  - the preferences are read when the job runs (a switch turned off after the notification stops the email);
//  - one transaction per (user, kind) under an advisory lock checks the interval, claims the rows (emailed_at set,
//    only where still null) and stores + queues the email: a second run finds nothing left to claim, or the
//    interval not over;
//  - run before the interval since the last digest of the kind is over, it reschedules itself for that moment.
import { db } from '@/server/db';
import { env } from '@/lib/env';
import { sendEmail } from '@/server/mail/send';
import { notificationTextsFor } from '@/server/notifications/texts';
import { findSubscription } from '@/server/subscriptions/queries';
import { keyPatterns, wantsKind, type NotificationMailKind } from './kinds';
import { composeDigest } from './compose';
import { findDigestRecipient } from './queries';
import { scheduleDigest } from './schedule';
import { claimDigestRowsSql, digestLockSql, nextDigestAtSql } from './sql';

export type DigestResult =
  | { status: 'sent'; emailMessageId: number; notificationIds: number[] }
  | { status: 'skipped'; reason: 'no_recipient' | 'unsubscribed' }
  | { status: 'throttled'; nextAt: string }
  | { status: 'nothing_new' };

/** Stores and queues the email inside the claim's transaction: the enqueue may start the job sender first. */
const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 30_000 };

export async function sendNotificationDigest({ userId, kind }: { userId: number; kind: NotificationMailKind }): Promise<DigestResult> {
  const recipient = await findDigestRecipient(userId);
  if (!recipient) return { status: 'skipped', reason: 'no_recipient' };
  const { values } = await findSubscription(userId);
  if (!wantsKind(values, kind)) return { status: 'skipped', reason: 'unsubscribed' };
  const patterns = keyPatterns(kind);

  return db.$transaction(async (tx): Promise<DigestResult> => {
    await digestLockSql.run(tx, userId, kind);
    const next = await nextDigestAtSql.first(tx, userId, patterns, env().NOTIFICATION_EMAIL_INTERVAL_MINUTES);
    if (next?.next_at) {
      await scheduleDigest(userId, kind, next.next_at);
      return { status: 'throttled', nextAt: next.next_at.toISOString() };
    }
    const rows = await claimDigestRowsSql.all(tx, userId, patterns);
    if (rows.length === 0) return { status: 'nothing_new' };
    rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id - b.id);
    // Each notification's sentence in the recipient's language, as the app shows it to them.
    const texts = notificationTextsFor({ locale: recipient.locale, labels: recipient.branding.labels });
    const items = rows.map((row) => ({ key: row.key, link: row.link, ...texts({ ...row, excerpt: null }) }));
    const digest = composeDigest({ kind, items, firstName: recipient.firstName, subdomain: recipient.subdomain, locale: recipient.locale, labels: recipient.labels });
    // If storing or queueing fails, the throw rolls the claim back and pg-boss retries the job.
    const { id } = await sendEmail({
      to: recipient.email, subject: digest.subject, html: digest.html, text: digest.text,
      kind: `notification_${kind}`, promotionId: recipient.promotionId, locale: recipient.locale,
    }, { branding: recipient.branding });
    return { status: 'sent', emailMessageId: id, notificationIds: rows.map((r) => r.id) };
  }, TRANSACTION_OPTIONS);
}
