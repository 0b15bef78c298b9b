// The raw SQL of the mail outbox (docs/decisions/006-sql-style.md).
import { Prisma } from '@/generated/prisma/client';
import { col, defineQuery } from '@/server/platform/sql';

/** Rows still 'queued' that were stored before `before`, oldest first (the partial index email_messages_queued_idx). */
export const strandedEmailsSql = defineQuery({
  name: 'mail.strandedEmails',
  columns: { id: col.int },
  sql: (before: Date, limit: number) => Prisma.sql`
    SELECT id FROM email_messages
    WHERE status = 'queued' AND created_at < ${before}
    ORDER BY created_at
    LIMIT ${limit}`,
  examples: [[new Date(), 500]],
});

/**
 * Each user's saved language and their promotion's default (localesOfUsers: the realtime and notification fan-out read
 * it after every log), by primary key.
 */
export const userLocalesSql = defineQuery({
  name: 'mail.userLocales',
  columns: { id: col.int, locale: col.text.orNull, default_locale: col.text.orNull },
  sql: (userIds: number[]) => Prisma.sql`
    SELECT u.id, u.locale::text AS locale, p.default_locale
    FROM users u LEFT JOIN promotions p ON p.id = u.promotion_id
    WHERE u.id = ANY(${userIds}::int[])`,
  examples: [[[1, 2]]],
});
