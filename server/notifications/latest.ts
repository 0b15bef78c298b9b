// Collapsed notifications: one row per user and key while it is not cleared, always saying the latest. A chat of
// twenty messages is one "New message" in the bell, brought back to unread and to the top by each new message;
// once the person clears it, the next message starts a new row. (notify() in ./mutations.ts is the other kind: a
// key is written once, ever.) Each written row is published to its user's open tabs as notify() does.
import { Prisma } from '@/generated/prisma/client';
import { db } from '@/server/db';
import { col, defineCommand, defineQuery } from '@/server/platform/sql';
import type { NewNotification } from './mutations';
import { publishNotifications } from './publish';

/** Two senders at once to the same person: the second waits for the first, so one row results, not two. */
const lockKeysSql = defineCommand({
  name: 'notifications.lockLatestKeys',
  sql: (keys: string[]) => Prisma.sql`
    SELECT pg_advisory_xact_lock(hashtextextended(k, 0)) FROM unnest(${keys}::text[]) AS k ORDER BY k`,
  examples: [[['notification:1:message_1']]],
});

/** Refreshes each (user, key)'s open row, or inserts one; answers every row written. */
const upsertLatestSql = defineQuery({
  name: 'notifications.upsertLatest',
  columns: {
    id: col.int, user_id: col.int, key: col.text, title: col.text.orNull, message: col.text, excerpt: col.text.orNull, params: col.jsonb<unknown>().orNull, link: col.text.orNull,
    read: col.bool, seen: col.bool, cleared: col.bool, hidden: col.bool, created_at: col.timestamptz,
  },
  sql: (rows: NewNotification[]) => Prisma.sql`
    WITH input AS (
      SELECT * FROM unnest(${rows.map((r) => r.promotionId)}::int[], ${rows.map((r) => r.userId)}::int[], ${rows.map((r) => r.key)}::text[],
                           ${rows.map((r) => r.title)}::text[], ${rows.map((r) => r.message)}::text[], ${rows.map((r) => r.excerpt ?? null)}::text[],
                           ${rows.map((r) => (r.params ? JSON.stringify(r.params) : null))}::jsonb[], ${rows.map((r) => r.link)}::text[])
             AS i(promotion_id, user_id, key, title, message, excerpt, params, link)
    ), refreshed AS (
      UPDATE notifications n
         SET title = i.title, message = i.message, excerpt = i.excerpt, params = i.params, link = i.link, read = false, seen = false, created_at = now(), updated_at = now()
        FROM input i
       WHERE n.user_id = i.user_id AND n.key = i.key AND NOT n.cleared
      RETURNING n.id, n.user_id, n.key, n.title, n.message, n.excerpt, n.params, n.link, n.read, n.seen, n.cleared, n.hidden, n.created_at
    ), inserted AS (
      INSERT INTO notifications (promotion_id, user_id, key, title, message, excerpt, params, link, updated_at)
      SELECT i.promotion_id, i.user_id, i.key, i.title, i.message, i.excerpt, i.params, i.link, now() FROM input i
       WHERE NOT EXISTS (SELECT 1 FROM refreshed r WHERE r.user_id = i.user_id AND r.key = i.key)
      RETURNING id, user_id, key, title, message, excerpt, params, link, read, seen, cleared, hidden, created_at
    )
    SELECT * FROM refreshed UNION ALL SELECT * FROM inserted`,
  examples: [[[{
    promotionId: 1, userId: 1, key: 'message_1', title: 'New message', message: 'Maya sent you a message.', excerpt: 'See you at noon',
    params: { text: 'message', values: { actor: 'Maya' } }, link: '/messages?conversation=1',
  }]]],
});

/**
 * For each (user, key): the user's not-cleared row of that key is refreshed (unread and unseen again, the new text,
 * created now) or, if there is none, one is inserted. Then each row is published (notificationPublished), in its reader's language.
 */
export async function notifyLatest(rows: NewNotification[]): Promise<void> {
  const unique = [...new Map(rows.map((r) => [`${r.userId}|${r.key}`, r])).values()];
  if (unique.length === 0) return;
  const written = await db.$transaction(async (tx) => {
    await lockKeysSql.run(tx, unique.map((r) => `notification:${r.userId}:${r.key}`));
    return upsertLatestSql.all(tx, unique);
  });
  await publishNotifications(written);
}
