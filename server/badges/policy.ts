// Which badges a user sees (participant-core.md §9 "In the user badge view, badges that are hide_until_earned and
// unearned are hidden; buddy badges need the buddy flag and wall badges the wall flag").
import { isBadgeCategoryVisible } from '@/lib/badges/categories';
import type { PromotionFlags } from '@/lib/promotion-flags';
import type { BadgeRow } from './queries';

export function isBadgeShown(badge: BadgeRow, earned: boolean, flags: PromotionFlags): boolean {
  if (!isBadgeCategoryVisible(badge.category, flags)) return false;
  return earned || !badge.hide_until_earned;
}
