// The filters of /activities/:filter (each lists the activities of a group): a group of the
// catalogue API (all, new this week, bookmarked) or one of the five categories. Dashes read as underscores, so
// /activities/create-calm and /activities/create_calm are the same list.
import type { useTranslations } from 'next-intl';
import { CATEGORIES, isCategoryKey, type CategoryKey } from '@/lib/activities/categories';
import type { ActivityListParams } from '@/lib/query/activities';
import { categoryName, type CategoriesT } from '@/components/categories/category-name';

export type ActivityFilter = 'all' | 'new' | 'bookmarked' | CategoryKey;
type ActivitiesT = ReturnType<typeof useTranslations<'activities'>>;

/** The tabs in order; their labels come from the catalog (filterLabel). */
export const FILTER_TABS: ActivityFilter[] = ['all', 'new', 'bookmarked', ...CATEGORIES.map((c) => c.key)];

export function parseFilter(raw: string): ActivityFilter | null {
  const value = decodeURIComponent(raw).toLowerCase().replace(/-/g, '_');
  if (value === 'all' || value === 'new' || value === 'bookmarked') return value;
  return isCategoryKey(value) ? value : null;
}

/** The catalogue query of a filter, for the activities unlocked by the current week. */
export function filterQuery(filter: ActivityFilter, currentWeek: number): ActivityListParams {
  if (filter === 'all') return { week: currentWeek };
  if (filter === 'new' || filter === 'bookmarked') return { week: currentWeek, group: filter };
  return { week: currentWeek, category: filter };
}

/** A filter's name: a group's from the activities catalog, a category's from the categories catalog. */
export function filterLabel(t: ActivitiesT, tCategories: CategoriesT, filter: ActivityFilter): string {
  if (filter === 'all' || filter === 'new' || filter === 'bookmarked') return t(`filters.${filter}`);
  return categoryName(tCategories, filter, t('filters.all'));
}
