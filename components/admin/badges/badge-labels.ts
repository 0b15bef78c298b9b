// How the badge categories read on the editor (administration.md §3 "Badge"): each category's label in the
// `admin-badges` catalog (categories group); a category the list does not know reads as its key.
import type { useTranslations } from 'next-intl';
import { BADGE_CATEGORIES, type BadgeCategory } from '@/lib/badges/categories';

type BadgesT = ReturnType<typeof useTranslations<'admin-badges'>>;

const CATEGORY_KEYS = {
  activities_logged: 'activitiesLogged',
  evaluation: 'evaluation',
  wall_posts_created: 'wallPostsCreated',
  wall_posts_tags: 'wallPostsTagged',
  recipes_rated: 'recipesRated',
  tips_shared: 'tipsShared',
  completed_scenes: 'scenesCompleted',
  sent_duo_requests: 'duoRequestsSent',
  completed_duos: 'duosCompleted',
  reflection_created: 'reflectionsWritten',
  buddies_added: 'buddiesAdded',
  custom: 'custom',
} as const satisfies Record<BadgeCategory, string>;

const isCategory = (value: string): value is BadgeCategory => (BADGE_CATEGORIES as readonly string[]).includes(value);

export const badgeCategoryLabel = (t: BadgesT, category: string) => (isCategory(category) ? t(`categories.${CATEGORY_KEYS[category]}`) : category);
