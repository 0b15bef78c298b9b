// Reads of recipes: the library (promotion_id null) plus the promotion's own, filtered by course (breakfast includes
// brunch), favorites or a search; each row with this promotion's average rating and the caller's rating and favorite,
// in the reader's language where the recipe has a translation (issue 36, ./translations.ts).
import { db, type Prisma } from '@/server/db';
import { daysBetween } from '@/lib/promotion-dates';
import type { RecipeFilter } from '@/lib/recipes/constants';
import type { Page } from '@/server/platform/pagination';
import { localizeRecipe, readerRecipeTranslation, recipeTranslationLocale } from './translations';

/** Recipes a promotion sees: the shared library and its own. Another promotion's recipe is "not found". */
export const visibleRecipes = (promotionId: number): Prisma.RecipeWhereInput => ({ OR: [{ promotion_id: null }, { promotion_id: promotionId }] });

export const recipeSummarySelect = {
  id: true, title: true, description: true, image_url: true, courses: true, servings: true, active_time: true, total_time: true,
} as const;
export const recipeSelect = {
  ...recipeSummarySelect,
  instructions: true, health_categories: true,
  ingredients: { select: { item: true }, orderBy: [{ sequence: 'asc' }, { id: 'asc' }] },
  recipe_categories: { select: { category: true, category_type: true }, orderBy: [{ category_type: 'asc' }, { category: 'asc' }] },
} as const satisfies Prisma.RecipeSelect;

export type RecipeSummaryRow = Prisma.RecipeGetPayload<{ select: typeof recipeSummarySelect }>;
export type RecipeRow = Prisma.RecipeGetPayload<{ select: typeof recipeSelect }>;

/** A select with the reader's translation joined (0 or 1 row, by the unique (recipe_id, locale)). */
export const withTranslation = <S extends Prisma.RecipeSelect>(select: S, locale: string | null | undefined) =>
  ({ ...select, translations: readerRecipeTranslation(locale) });

/** What the caller and the promotion add to a recipe: the average rating, the caller's rating and favorite. */
export interface RecipeExtras {
  rating: { average: number | null; count: number };
  userScore: number | null;
  favorited: boolean;
}

/** Who reads: the promotion, the signed-in participant (null for a visitor) and their language (issue 36). */
export interface RecipeReader {
  promotionId: number;
  userId: number | null;
  /** The reader's language: a recipe's translation in it replaces its texts; none reads them as written. */
  locale?: string | null;
}

/** A straight apostrophe also matches a curly one, and the other way round (as the tips search does). */
export function apostropheVariants(text: string): string[] {
  const straight = text.replace(/[\u2018\u2019]/g, "'");
  return [...new Set([text, straight, straight.replace(/'/g, '\u2019')])];
}

export function recipeFilter(reader: RecipeReader, category: RecipeFilter | undefined, search: string | undefined): Prisma.RecipeWhereInput {
  const and: Prisma.RecipeWhereInput[] = [visibleRecipes(reader.promotionId)];
  if (category === 'breakfast') {
    and.push({ OR: [{ courses: { has: 'breakfast' } }, { recipe_categories: { some: { category: { equals: 'brunch', mode: 'insensitive' } } } }] });
  } else if (category === 'lunch' || category === 'dinner' || category === 'snacks') {
    and.push({ courses: { has: category } });
  } else if (category === 'favorites') {
    and.push({ favorites: { some: { user_id: reader.userId ?? -1, promotion_id: reader.promotionId } } });
  }
  const text = search?.trim();
  const locale = recipeTranslationLocale(reader.locale);
  if (text) {
    // The words the reader sees match too: the recipe's own, or its translation in the reader's language.
    const matches = (v: string) => [
      { title: { contains: v, mode: 'insensitive' as const } },
      { description: { contains: v, mode: 'insensitive' as const } },
    ];
    and.push({
      OR: apostropheVariants(text).flatMap((v) => [
        ...matches(v),
        ...(locale ? [{ translations: { some: { locale, OR: matches(v) } } }] : []),
      ]),
    });
  }
  return { AND: and };
}

/** Averages, the caller's ratings and favorites for a set of recipes: three reads, none per row. */
export async function recipeExtras(reader: RecipeReader, ids: number[]): Promise<Map<number, RecipeExtras>> {
  const out = new Map<number, RecipeExtras>(ids.map((id) => [id, { rating: { average: null, count: 0 }, userScore: null, favorited: false }]));
  if (ids.length === 0) return out;
  const [averages, mine, favorites] = await Promise.all([
    db.recipeRating.groupBy({ by: ['recipe_id'], where: { promotion_id: reader.promotionId, recipe_id: { in: ids } }, _avg: { score: true }, _count: { _all: true } }),
    reader.userId === null ? [] : db.recipeRating.findMany({ where: { user_id: reader.userId, recipe_id: { in: ids } }, select: { recipe_id: true, score: true } }),
    reader.userId === null ? [] : db.recipeFavorite.findMany({ where: { user_id: reader.userId, recipe_id: { in: ids } }, select: { recipe_id: true } }),
  ]);
  for (const a of averages) out.get(a.recipe_id)!.rating = { average: a._avg.score, count: a._count._all };
  for (const r of mine) out.get(r.recipe_id)!.userScore = r.score;
  for (const f of favorites) out.get(f.recipe_id)!.favorited = true;
  return out;
}

export async function listRecipes(reader: RecipeReader, filter: { category?: RecipeFilter; search?: string }, page: Page) {
  const where = recipeFilter(reader, filter.category, filter.search);
  const [rows, total] = await Promise.all([
    db.recipe.findMany({ where, select: withTranslation(recipeSummarySelect, reader.locale), orderBy: [{ title: 'asc' }, { id: 'asc' }], skip: page.skip, take: page.take }),
    db.recipe.count({ where }),
  ]);
  return { rows: rows.map((r) => localizeRecipe(r, reader.locale)), total, extras: await recipeExtras(reader, rows.map((r) => r.id)) };
}

export async function findRecipe(reader: RecipeReader, id: number) {
  const row = await db.recipe.findFirst({ where: { id, ...visibleRecipes(reader.promotionId) }, select: withTranslation(recipeSelect, reader.locale) });
  if (!row) return null;
  return { row: localizeRecipe(row, reader.locale), extras: (await recipeExtras(reader, [id])).get(id)! };
}

/** Is the recipe one this promotion sees? (writes check it before anything else) */
export async function recipeIsVisible(promotionId: number, id: number): Promise<boolean> {
  return (await db.recipe.count({ where: { id, ...visibleRecipes(promotionId) } })) > 0;
}

/**
 * The daily recipe: the same for everyone on a promotion day, a different one the next day, going through every
 * recipe in turn (ordered by id) before one comes back.
 */
export async function findDailyRecipe(reader: RecipeReader, currentDate: string) {
  const where = visibleRecipes(reader.promotionId);
  const total = await db.recipe.count({ where });
  if (total === 0) return null;
  const index = ((daysBetween('2000-01-01', currentDate) % total) + total) % total;
  const row = await db.recipe.findFirst({ where, select: withTranslation(recipeSummarySelect, reader.locale), orderBy: { id: 'asc' }, skip: index });
  if (!row) return null;
  return { row: localizeRecipe(row, reader.locale), extras: (await recipeExtras(reader, [row.id])).get(row.id)! };
}

/** The average of this promotion's ratings of a recipe. */
export async function ratingOf(promotionId: number, recipeId: number): Promise<{ average: number | null; count: number }> {
  const agg = await db.recipeRating.aggregate({ where: { promotion_id: promotionId, recipe_id: recipeId }, _avg: { score: true }, _count: { _all: true } });
  return { average: agg._avg.score, count: agg._count._all };
}
