// The raw SQL of deleting an account (docs/decisions/006-sql-style.md; docs/settings-and-my-data.md "Delete my account").
import { Prisma } from '@/generated/prisma/client';
import { defineCommand } from '@/server/platform/sql';

/**
 * Wall posts and comments stay on the wall under the promotion's "Former participant" account; journal reflections
 * (wallable_type 'User', the author's own journal) are private and go with the account.
 */
export const handOverPostsSql = defineCommand({
  name: 'account.handOverPosts',
  sql: (userId: number, formerId: number) =>
    Prisma.sql`UPDATE posts SET user_id = ${formerId}, updated_at = now() WHERE user_id = ${userId} AND wallable_type <> 'User'`,
  examples: [[1, 2]],
});

/** Messages stay in their conversations, written by "Former participant". */
export const handOverMessagesSql = defineCommand({
  name: 'account.handOverMessages',
  sql: (userId: number, formerId: number) => Prisma.sql`UPDATE messages SET user_id = ${formerId} WHERE user_id = ${userId}`,
  examples: [[1, 2]],
});

/** The photos of the posts and messages that stay (their uploaded_files rows would otherwise go with the account). */
export const handOverSharedPhotosSql = defineCommand({
  name: 'account.handOverSharedPhotos',
  sql: (userId: number, formerId: number) => Prisma.sql`
    UPDATE uploaded_files SET user_id = ${formerId}
     WHERE user_id = ${userId}
       AND url IN (SELECT photo_url FROM posts WHERE user_id = ${formerId} AND photo_url IS NOT NULL
                   UNION ALL SELECT image_url FROM messages WHERE user_id = ${formerId} AND image_url IS NOT NULL)`,
  examples: [[1, 2]],
});

/**
 * Other people's notifications name the person ("Maya Lee liked your post."): the name becomes "Former participant",
 * in the stored English and in the variables the sentence is said again from (params.values, server/notifications/texts.ts).
 */
export const anonymiseNotificationsSql = defineCommand({
  name: 'account.anonymiseNotifications',
  sql: (promotionId: number, name: string, replacement: string) => Prisma.sql`
    UPDATE notifications
       SET message = replace(message, ${name}, ${replacement}), title = replace(title, ${name}, ${replacement}),
           params = CASE WHEN jsonb_typeof(params -> 'values') = 'object' THEN jsonb_set(params, '{values}', (
             SELECT coalesce(jsonb_object_agg(k, CASE WHEN jsonb_typeof(v) = 'string' THEN to_jsonb(replace(v #>> '{}', ${name}, ${replacement})) ELSE v END), '{}'::jsonb)
               FROM jsonb_each(params -> 'values') AS e(k, v))) ELSE params END,
           updated_at = now()
     WHERE promotion_id = ${promotionId}
       AND (strpos(message, ${name}) > 0 OR strpos(coalesce(title, ''), ${name}) > 0 OR strpos(coalesce(params::text, ''), ${name}) > 0)`,
  examples: [[1, 'Maya Lee', 'Former participant']],
});
