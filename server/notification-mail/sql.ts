// The raw SQL of email notifications (docs/decisions/006-sql-style.md). A digest is: take the (user, kind) lock, ask
// whether the last digest of that kind went out less than an interval ago, then claim the rows to email — the
// notifications_unemailed_idx partial index (user_id, created_at WHERE emailed_at IS NULL AND cleared = false)
// serves the claim.
import { Prisma } from '@/generated/prisma/client';
import { col, defineCommand, defineQuery } from '@/server/platform/sql';

/** One digest of a (user, kind) at a time: a second worker waits, then sees the first one's emailed_at. */
export const digestLockSql = defineCommand({
  name: 'notification_mail.lock',
  sql: (userId: number, kind: string) =>
    Prisma.sql`SELECT pg_advisory_xact_lock(hashtext('renew.notification-mail'), hashtext(${userId}::int::text || ':' || ${kind}::text))`,
  examples: [[1, 'friends']],
});

/** When the next digest of the kind may go: null when none went out within the interval. */
export const nextDigestAtSql = defineQuery({
  name: 'notification_mail.next_digest_at',
  columns: { next_at: col.timestamptz.orNull },
  sql: (userId: number, patterns: string[], intervalMinutes: number) => Prisma.sql`
    SELECT max(emailed_at) + make_interval(mins => ${intervalMinutes}::int) AS next_at
      FROM notifications
     WHERE user_id = ${userId}::int
       AND emailed_at > now() - make_interval(mins => ${intervalMinutes}::int)
       AND key LIKE ANY(${patterns}::text[])`,
  examples: [[1, ['friend\\_request\\_%'], 15]],
});

/**
 * Marks the user's new notifications of the kind as emailed and returns them, oldest first: not yet emailed, not
 * cleared, hidden or read (seen in the app already), from the last day. `emailed_at IS NULL` is checked again on
 * the row, so a row another transaction claimed meanwhile is skipped.
 */
export const claimDigestRowsSql = defineQuery({
  name: 'notification_mail.claim',
  columns: {
    id: col.int, key: col.text, title: col.text.orNull, message: col.text, params: col.jsonb<unknown>().orNull, link: col.text.orNull, created_at: col.timestamptz,
  },
  sql: (userId: number, patterns: string[]) => Prisma.sql`
    UPDATE notifications n
       SET emailed_at = now()
     WHERE n.id IN (
             SELECT id FROM notifications
              WHERE user_id = ${userId}::int AND emailed_at IS NULL AND cleared = false
                AND created_at > now() - interval '1 day'
                AND read = false AND hidden = false
                AND key LIKE ANY(${patterns}::text[]))
       AND n.emailed_at IS NULL
    RETURNING n.id, n.key, n.title, n.message, n.params, n.link, n.created_at`,
  examples: [[1, ['friend\\_request\\_%']]],
});
