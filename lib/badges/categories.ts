// Badge categories and which feature each depends on.
export const BADGE_CATEGORIES = [
  'activities_logged',
  'evaluation',
  'wall_posts_created',
  'wall_posts_tags',
  'recipes_rated',
  'tips_shared',
  'completed_scenes',
  'sent_duo_requests',
  'completed_duos',
  'reflection_created',
  'buddies_added',
  'custom',
] as const;

export type BadgeCategory = (typeof BADGE_CATEGORIES)[number];

/** Buddy badges need the buddy flag (is_buddy_feature_displayed). */
export const BUDDY_BADGE_CATEGORIES: readonly BadgeCategory[] = ['buddies_added', 'sent_duo_requests', 'completed_duos'];
/** Wall badges need the wall flag (is_wall_enabled). */
export const WALL_BADGE_CATEGORIES: readonly BadgeCategory[] = ['wall_posts_created', 'wall_posts_tags'];

/** Categories earned by counting a user's events; 'custom' badges are granted by hand. */
export const COUNTED_BADGE_CATEGORIES = BADGE_CATEGORIES.filter((c) => c !== 'custom');

export function isBadgeCategory(value: unknown): value is BadgeCategory {
  return typeof value === 'string' && (BADGE_CATEGORIES as readonly string[]).includes(value);
}

/** Whether badges of a category show in a promotion with these flags: buddy and wall badges need their feature. */
export function isBadgeCategoryVisible(
  category: string,
  flags: { is_buddy_feature_displayed: boolean; is_wall_enabled: boolean },
): boolean {
  if ((BUDDY_BADGE_CATEGORIES as readonly string[]).includes(category)) return flags.is_buddy_feature_displayed;
  if ((WALL_BADGE_CATEGORIES as readonly string[]).includes(category)) return flags.is_wall_enabled;
  return true;
}
