// Recipes and tips test data: a recipe of a promotion (or of the shared library) and a tip (custom content of
// category tips), the smallest valid rows.
import { db } from '@/server/db';

let n = 0;

export async function createRecipe(promotionId: number | null, o: { title?: string; description?: string; courses?: string[]; categories?: { category: string; category_type: string }[] } = {}) {
  n += 1;
  return db.recipe.create({
    data: {
      promotion_id: promotionId,
      title: o.title ?? `Recipe ${n}`,
      description: o.description ?? 'A simple dish.',
      courses: o.courses ?? ['dinner'],
      servings: 2, active_time: 10, total_time: 25,
      ingredients: { create: [{ item: '1 cup rice', sequence: 1 }, { item: '2 eggs', sequence: 2 }] },
      recipe_categories: { create: o.categories ?? [] },
    },
  });
}

export async function createTip(promotionId: number | null, o: { title?: string; content?: string; daysFromStart?: number | null; hidden?: boolean } = {}) {
  n += 1;
  return db.customContent.create({
    data: {
      promotion_id: promotionId, category: 'tips', key: `tip_${n}_${Math.random().toString(36).slice(2, 8)}`, sequence: n,
      title: o.title ?? `Tip ${n}`, summary: 'In short.', content: o.content ?? '<p>Some advice.</p>',
      days_from_start: o.daysFromStart === undefined ? 0 : o.daysFromStart, hidden: o.hidden ?? false,
    },
  });
}
