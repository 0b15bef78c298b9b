// How the badge categories read on the editor (administration.md §3 "Badge").
import type { BadgeCategory } from '@/lib/badges/categories';

export const BADGE_CATEGORY_LABELS: Record<BadgeCategory, string> = {
  activities_logged: 'Activities logged',
  evaluation: 'Evaluation completed',
  wall_posts_created: 'Wall posts created',
  wall_posts_tags: 'Wall posts tagged',
  recipes_rated: 'Recipes rated',
  tips_shared: 'Tips shared',
  completed_scenes: 'Scenes completed',
  sent_duo_requests: 'Duo requests sent',
  completed_duos: 'Duos completed',
  reflection_created: 'Reflections written',
  buddies_added: 'Buddies added',
  custom: 'Custom (granted by hand)',
};

export const badgeCategoryLabel = (category: string) => BADGE_CATEGORY_LABELS[category as BadgeCategory] ?? category;
