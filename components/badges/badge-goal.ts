// What a badge asks for, in words, from its category and goal (catalog badges.goals.{category}).
import type { useTranslations } from 'next-intl';
import { isBadgeCategory } from '@/lib/badges/categories';

export type BadgesT = ReturnType<typeof useTranslations<'badges'>>;

/** `friendLabelPlural`: the program may call friends something else (promotion.friend_label_plural); it wins. */
export function badgeGoal(t: BadgesT, category: string, goal: number | null, friendLabelPlural?: string): string {
  if (category === 'custom' || goal === null) return t('special');
  // 'custom' is answered above; repeated so the type narrows to the counted categories.
  if (!isBadgeCategory(category) || category === 'custom') return t('reach', { goal });
  const friends = (friendLabelPlural || t('friendsDefault')).toLowerCase();
  return t(`goals.${category}`, { count: goal, friends });
}
