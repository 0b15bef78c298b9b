// The five categories' names and blurbs in the reader's language (catalog namespace `categories`), keyed by the
// category's key. The API's category_object.display is English: screens name a category from its key instead.
import { useTranslations } from 'next-intl';
import { isCategoryKey } from '@/lib/activities/categories';

export type CategoriesT = ReturnType<typeof useTranslations<'categories'>>;

/** A category's name from its key ('create_calm' or 'create-calm'); `fallback` for a key that is not a category. */
export function categoryName(t: CategoriesT, key: string | null | undefined, fallback = ''): string {
  const normal = key?.replace(/-/g, '_');
  return isCategoryKey(normal) ? t(`names.${normal}`) : fallback;
}

/** A category's one-line description from its key, or '' for a key that is not a category. */
export function categoryBlurb(t: CategoriesT, key: string | null | undefined): string {
  const normal = key?.replace(/-/g, '_');
  return isCategoryKey(normal) ? t(`blurbs.${normal}`) : '';
}

/** categoryName bound to the reader's catalog. */
export function useCategoryName(): (key: string | null | undefined, fallback?: string) => string {
  const t = useTranslations('categories');
  return (key, fallback) => categoryName(t, key, fallback);
}
