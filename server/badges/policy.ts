// Which badges a user sees: hide_until_earned badges stay hidden until earned; buddy badges need the buddy flag and
// wall badges the wall flag.
import { isBadgeCategoryVisible } from '@/lib/badges/categories';
import type { PromotionFlags } from '@/lib/promotion-flags';
import type { BadgeRow } from './queries';

export function isBadgeShown(badge: BadgeRow, earned: boolean, flags: PromotionFlags): boolean {
  if (!isBadgeCategoryVisible(badge.category, flags)) return false;
  return earned || !badge.hide_until_earned;
}
