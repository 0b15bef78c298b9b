// Recipes: the shared library (promotion_id null) plus one acme-only dish, with ingredients, categories, and
// acme participants' ratings (20-100, stars × 20) and favorites.
import { once } from './lib/once.ts';
import { random } from './lib/random.ts';
import { insertMany } from './lib/bulk.ts';
import type { SeedContext } from './lib/context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { RecipeSeed } from './data/recipe-types.ts';
import { BREAKFAST, LUNCH } from './data/recipes-breakfast-lunch.ts';
import { DINNER, SNACKS } from './data/recipes-dinner-snacks.ts';
import { slug } from './data/people.ts';
import { RECIPE_TRANSLATIONS } from './data/activity-recipe-translations.ts';
import { loadParticipants } from './participants.ts';
import { at } from './dates.ts';

export const RECIPE_SEEDS: RecipeSeed[] = [...BREAKFAST, ...LUNCH, ...DINNER, ...SNACKS];
export const ACME_RECIPE: RecipeSeed = {
  title: 'Acme Café Harvest Bowl', description: 'The Chicago cafeteria’s most-requested lunch, now for your kitchen.', courses: ['lunch'],
  servings: 2, active: 15, total: 35, health: ['high_fiber', 'heart_healthy'], cuisine: 'American', diet: ['vegetarian'],
  ingredients: ['1 cup farro', '2 cups roasted squash', '2 cups arugula', '¼ cup dried cherries', '¼ cup toasted pecans', '2 tbsp maple-mustard dressing'],
  steps: ['Cook the farro.', 'Toss with the squash, arugula, cherries and pecans.', 'Dress just before serving.'],
};
export const recipeImage = (title: string) => `/demo/recipes/${slug(title)}.svg`;

const ALL = [...RECIPE_SEEDS.map((r) => ({ r, promotion: null as number | null })), { r: ACME_RECIPE, promotion: 0 }];

export async function seedRecipes(ctx: SeedContext): Promise<void> {
  const { db, acme } = ctx;
  await once(
    db, 'recipes',
    async () => (await db.recipe.count({ where: { title: RECIPE_SEEDS[0].title, promotion_id: null } })) > 0,
    async (tx) => {
      const rnd = random('recipes');
      const created = await tx.recipe.createManyAndReturn({
        data: ALL.map(({ r, promotion }) => ({
          promotion_id: promotion === null ? null : acme.id, title: r.title, description: r.description,
          instructions: `<ol>${r.steps.map((s) => `<li>${s}</li>`).join('')}</ol>`, image_url: recipeImage(r.title),
          servings: r.servings, active_time: r.active, total_time: r.total, courses: r.courses, health_categories: r.health,
        })),
        select: { id: true, title: true },
      });
      const idOf = (title: string) => created.find((c) => c.title === title)!.id;
      await tx.recipeIngredient.createMany({
        data: ALL.flatMap(({ r }) => r.ingredients.map((item, i) => ({ recipe_id: idOf(r.title), item, sequence: i + 1 }))),
      });
      await tx.recipeCategory.createMany({
        data: ALL.flatMap(({ r }) => [
          { recipe_id: idOf(r.title), category_type: 'cuisine', category: r.cuisine },
          ...r.diet.map((d) => ({ recipe_id: idOf(r.title), category_type: 'diet', category: d })),
          ...r.courses.map((c) => ({ recipe_id: idOf(r.title), category_type: 'course', category: c })),
        ]),
      });

      // Ratings skew high (people rate what they liked) and favorites follow the ratings.
      const people = (await loadParticipants(ctx)).filter((p) => p.engagement !== 'new');
      const ratings: Prisma.RecipeRatingCreateManyInput[] = [];
      const favorites: Prisma.RecipeFavoriteCreateManyInput[] = [];
      for (const p of people) {
        const maya = p.email === 'participant@example.com';
        const tried = maya ? created.slice(0, 5) : rnd.sample(created, p.engagement === 'keen' ? rnd.int(3, 7) : rnd.int(0, 3));
        for (const recipe of tried) {
          const createdAt = at(acme.daysSoFar[rnd.int(0, acme.dayIndex)], rnd.int(11, 21));
          const score = rnd.weighted([[100, 40], [80, 35], [60, 15], [40, 7], [20, 3]] as const);
          ratings.push({ promotion_id: acme.id, recipe_id: recipe.id, user_id: p.id, score, created_at: createdAt });
          if (score >= 80 && (maya || rnd.chance(0.5))) favorites.push({ promotion_id: acme.id, recipe_id: recipe.id, user_id: p.id, created_at: createdAt });
        }
      }
      await insertMany(tx, 'recipe_ratings', ratings);
      await insertMany(tx, 'recipe_favorites', favorites);
    },
    ctx.log,
  );
}

/**
 * Spanish versions of three library breakfasts (Maya rated them): instructions written as the recipes' own are. A step
 * of its own, so a database seeded before recipe translations existed gets them too.
 */
export async function seedRecipeTranslations(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  await once(
    db, 'recipe translations',
    async () => (await db.recipeTranslation.count()) > 0,
    async (tx) => {
      const rows = await tx.recipe.findMany({ where: { promotion_id: null, title: { in: RECIPE_TRANSLATIONS.map((t) => t.recipe) } }, select: { id: true, title: true } });
      await tx.recipeTranslation.createMany({
        data: rows.flatMap((row) => RECIPE_TRANSLATIONS.filter((t) => t.recipe === row.title).map((t) => ({
          recipe_id: row.id, locale: t.locale, title: t.title, description: t.description, ingredients: t.ingredients,
          instructions: `<ol>${t.steps.map((step) => `<li>${step}</li>`).join('')}</ol>`,
        }))),
      });
    },
    ctx.log,
  );
}

export async function loadRecipes(ctx: SeedContext) {
  return ctx.db.recipe.findMany({ where: { OR: [{ promotion_id: null }, { promotion_id: ctx.acme.id }] }, orderBy: { id: 'asc' }, select: { id: true, title: true } });
}
