// The raw SQL of posts and likes (docs/decisions/006-sql-style.md).
import { Prisma } from '@/generated/prisma/client';
import { defineCommand } from '@/server/platform/sql';

/** Likes toggle per user: liking twice keeps one like (likes (post_id, user_id) unique). */
export const insertLikeSql = defineCommand({
  name: 'posts.insertLike',
  sql: (promotionId: number, userId: number, postId: number) => Prisma.sql`
    INSERT INTO likes (promotion_id, user_id, post_id) VALUES (${promotionId}, ${userId}, ${postId})
    ON CONFLICT (post_id, user_id) DO NOTHING`,
  examples: [[1, 1, 1]],
});
