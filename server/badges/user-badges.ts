// The user badge view: the promotion's badges with the day this user earned each.
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { earnedBadgeDays, effectiveBadges } from './queries';
import { isBadgeShown } from './policy';
import type { UserBadge } from '@/lib/badges/types';
import { serializeBadge } from './serialize';

export async function userBadges(userId: number, promotion: ResolvedPromotion): Promise<UserBadge[]> {
  const [badges, earned] = await Promise.all([effectiveBadges(promotion.id), earnedBadgeDays(userId)]);
  return badges
    .filter((b) => isBadgeShown(b, earned.has(b.id), promotion.flags))
    .map((b) => serializeBadge(b, earned.get(b.id) ?? null));
}
