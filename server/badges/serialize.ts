// A badge as the user badge view reads it (id, promotion_id, category, name, goal,
// goal2, earned_on, hide_until_earned, image); the shape is lib/badges/types.ts.
import { isoDate } from '@/lib/promotion-dates';
import type { UserBadge } from '@/lib/badges/types';
import type { BadgeRow } from './queries';

export function serializeBadge(badge: BadgeRow, earnedOn: Date | null): UserBadge {
  return {
    id: badge.id,
    promotion_id: badge.promotion_id,
    default_badge_id: badge.default_badge_id,
    category: badge.category,
    name: badge.name,
    goal: badge.goal,
    goal2: badge.goal2,
    hide_until_earned: badge.hide_until_earned,
    image: { url: badge.image_url },
    sequence: badge.sequence,
    earned: earnedOn !== null,
    earned_on: isoDate(earnedOn),
  };
}
