// The filters of /activities/:filter (each lists the activities of a group): a group of the
// catalogue API (all, new this week, bookmarked) or one of the five categories. Dashes read as underscores, so
// /activities/create-calm and /activities/create_calm are the same list.
import { CATEGORIES, isCategoryKey, type CategoryKey } from '@/lib/activities/categories';
import type { ActivityListParams } from '@/lib/query/activities';

export type ActivityFilter = 'all' | 'new' | 'bookmarked' | CategoryKey;

export const FILTER_TABS: Array<{ key: ActivityFilter; label: string }> = [
  { key: 'all', label: 'All' },
  { key: 'new', label: 'New this week' },
  { key: 'bookmarked', label: 'Bookmarked' },
  ...CATEGORIES.map((c) => ({ key: c.key, label: c.display })),
];

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

export function filterLabel(filter: ActivityFilter): string {
  return FILTER_TABS.find((t) => t.key === filter)?.label ?? 'All';
}
