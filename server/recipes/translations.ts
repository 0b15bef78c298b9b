// Recipes in the reader's language (issue 36). A recipe is written in its owner's language (the library's in English, a
// promotion's own in its default language) and may carry one translation per other language (recipe_translations,
// unique per recipe and locale; from the seed and program data, there is no recipe editor). A reader whose language has
// one gets its title, description and instructions field by field (an empty field shows the recipe's own), and its
// ingredients as a whole list when it has one: a list half in one language would read as a mistake, and a translation
// may split or join lines. Loaded in the statement that reads the recipes (a lateral join on the unique index).
import { isLocale } from '@/lib/i18n/locales';

const TEXT_FIELDS = ['title', 'description', 'instructions'] as const;

export const recipeTranslationSelect = { locale: true, title: true, description: true, instructions: true, ingredients: true } as const;

export interface RecipeTranslationRow {
  locale: string;
  title: string | null;
  description: string | null;
  instructions: string | null;
  ingredients: string[];
}

/** The language a read looks for: the reader's, or none (a pseudo-locale or no language has no translations). */
export const recipeTranslationLocale = (reader: string | null | undefined): string | null => (isLocale(reader) ? reader : null);

/** The relation a recipe read adds: the reader's translation, 0 or 1 row by (recipe_id, locale). */
export function readerRecipeTranslation(reader: string | null | undefined) {
  const locale = recipeTranslationLocale(reader);
  return { where: { locale: { in: locale ? [locale] : [] } }, select: recipeTranslationSelect } as const;
}

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

type Texts = Partial<Record<(typeof TEXT_FIELDS)[number], string | null>> & { ingredients?: { item: string }[] };

/** A loaded recipe as `reader` reads it: the translated fields it carries put in, the loaded translations dropped. */
export function localizeRecipe<T extends Texts & { translations: RecipeTranslationRow[] }>(loaded: T, reader: string | null | undefined): Omit<T, 'translations'> {
  const { translations, ...row } = loaded;
  const mine = translations.find((t) => t.locale === recipeTranslationLocale(reader));
  if (!mine) return row;
  const out: Texts = { ...row };
  for (const field of TEXT_FIELDS) if (field in row && filled(mine[field])) out[field] = mine[field];
  const items = mine.ingredients.filter(filled);
  if (row.ingredients && items.length > 0) out.ingredients = items.map((item) => ({ item }));
  return out as Omit<T, 'translations'>;
}
