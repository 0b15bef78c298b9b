// Raw SQL of recipes and tips (decision 006): recording a view of a recipe or a tip, keeping the newest 8 of each
// kind per user.
import { Prisma } from '@/generated/prisma/client';
import { defineCommand } from '@/server/platform/sql';
import { RECENT_VIEWS_KEPT } from '@/lib/recipes/constants';

/**
 * A view moves the item to the front of the user's list; then only the newest 8 of its kind stay (the viewed one and
 * the 7 newest others: the statement's snapshot is from before the upsert). One statement.
 */
export const recordRecipeViewSql = defineCommand({
  name: 'recipes.recordView',
  sql: (userId: number, promotionId: number, recipeId: number) => Prisma.sql`
    WITH upserted AS (
      INSERT INTO recent_views (user_id, promotion_id, recipe_id, viewed_at)
      VALUES (${userId}, ${promotionId}, ${recipeId}, now())
      ON CONFLICT (user_id, recipe_id) DO UPDATE SET viewed_at = EXCLUDED.viewed_at, promotion_id = EXCLUDED.promotion_id
      RETURNING id
    )
    DELETE FROM recent_views
     WHERE user_id = ${userId} AND recipe_id IS NOT NULL
       AND id NOT IN (SELECT id FROM upserted)
       AND id NOT IN (SELECT id FROM recent_views WHERE user_id = ${userId} AND recipe_id IS NOT NULL AND recipe_id <> ${recipeId}
                      ORDER BY viewed_at DESC, id DESC LIMIT ${RECENT_VIEWS_KEPT - 1})`,
  examples: [[1, 1, 1]],
});

export const recordTipViewSql = defineCommand({
  name: 'tips.recordView',
  sql: (userId: number, promotionId: number, contentId: number) => Prisma.sql`
    WITH upserted AS (
      INSERT INTO recent_views (user_id, promotion_id, custom_content_id, viewed_at)
      VALUES (${userId}, ${promotionId}, ${contentId}, now())
      ON CONFLICT (user_id, custom_content_id) DO UPDATE SET viewed_at = EXCLUDED.viewed_at, promotion_id = EXCLUDED.promotion_id
      RETURNING id
    )
    DELETE FROM recent_views
     WHERE user_id = ${userId} AND custom_content_id IS NOT NULL
       AND id NOT IN (SELECT id FROM upserted)
       AND id NOT IN (SELECT id FROM recent_views WHERE user_id = ${userId} AND custom_content_id IS NOT NULL AND custom_content_id <> ${contentId}
                      ORDER BY viewed_at DESC, id DESC LIMIT ${RECENT_VIEWS_KEPT - 1})`,
  examples: [[1, 1, 1]],
});
