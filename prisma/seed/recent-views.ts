// Recently viewed recipes and tips (kept on the server, 8 of each per user): Maya has looked at a few of each this
// week, so /recipes and /tips greet her with them on first start. Only tips already released (days_from_start).
import { once } from './lib/once.ts';
import type { SeedContext } from './lib/context.ts';
import { loadRecipes } from './recipes.ts';
import { loadTips } from './content.ts';
import { at } from './dates.ts';

export async function seedRecentViews(ctx: SeedContext): Promise<void> {
  const { db, acme, ids } = ctx;
  const maya = ids.users['participant@example.com'];
  await once(
    db, 'recent views',
    async () => (await db.recentView.count({ where: { user_id: maya } })) > 0,
    async (tx) => {
      const recipes = (await loadRecipes(ctx)).slice(2, 7);
      const tips = (await loadTips(ctx)).filter((t) => (t.days_from_start ?? 0) <= acme.dayIndex).slice(0, 4);
      const day = (back: number) => acme.daysSoFar[Math.max(0, acme.dayIndex - back)];
      await tx.recentView.createMany({
        data: [
          ...recipes.map((r, i) => ({ user_id: maya, promotion_id: acme.id, recipe_id: r.id, viewed_at: at(day(i), 12, 10 + i) })),
          ...tips.map((t, i) => ({ user_id: maya, promotion_id: acme.id, custom_content_id: t.id, viewed_at: at(day(i), 9, 5 + i) })),
        ],
      });
    },
    ctx.log,
  );
}
