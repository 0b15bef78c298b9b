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
