// When a digest job runs. A notification of an emailed kind queues 'notification.email' {userId, kind}: a short while
// later (GATHER_SECONDS, so a burst lands in one email and what the user reads in the app meanwhile is left out), or,
// when the last digest of that kind went out less than the interval ago, at the moment the interval is over. The
// queue's 'short' policy keeps at most one waiting job per (user, kind): the rest of a burst finds it waiting and adds
// nothing. The job checks the interval again itself (send-digest.ts) and reschedules when it runs early.
import { db } from '@/server/db';
import { env } from '@/lib/env';
import { enqueueUnlessWaiting } from '@/server/jobs/enqueue';
import { logger } from '@/server/platform/logger';
import { keyPatterns, mailKindOf, type NotificationMailKind } from './kinds';
import { nextDigestAtSql } from './sql';

/** Seconds between the first notification of a burst and its email. */
export const GATHER_SECONDS = 60;

export const digestJobKey = (userId: number, kind: NotificationMailKind) => `${userId}:${kind}`;

/** Queues the (user, kind) digest job unless one is already waiting; its id, or null when one was waiting. */
export function scheduleDigest(userId: number, kind: NotificationMailKind, startAfter: Date | number = GATHER_SECONDS): Promise<string | null> {
  return enqueueUnlessWaiting('notification.email', { userId, kind }, { singletonKey: digestJobKey(userId, kind), startAfter });
}

/** The gather delay, or the end of the interval since the last digest of the kind when that is later. */
async function firstAllowedStart(userId: number, kind: NotificationMailKind): Promise<Date | number> {
  const next = await nextDigestAtSql.first(db, userId, keyPatterns(kind), env().NOTIFICATION_EMAIL_INTERVAL_MINUTES);
  const gathered = Date.now() + GATHER_SECONDS * 1000;
  return next?.next_at && next.next_at.getTime() > gathered ? next.next_at : GATHER_SECONDS;
}

/**
 * Notifications just written (by notify() or with a badge): one digest job per user and emailed kind. Never throws:
 * the notifications are stored and shown either way; a lost job only means no email for them.
 */
export async function scheduleNotificationEmails(rows: readonly { user_id: number; key: string }[]): Promise<void> {
  const pairs = new Map<string, { userId: number; kind: NotificationMailKind }>();
  for (const row of rows) {
    const kind = mailKindOf(row.key);
    if (kind) pairs.set(digestJobKey(row.user_id, kind), { userId: row.user_id, kind });
  }
  try {
    await Promise.all([...pairs.values()].map(async ({ userId, kind }) => scheduleDigest(userId, kind, await firstAllowedStart(userId, kind))));
  } catch (error) {
    logger.error('notification mail: could not schedule the email', { error, pairs: [...pairs.keys()] });
  }
}
