// The JSON of a badge in the user badge view: returned by server/badges/serialize.ts,
// read through lib/query/stats.ts.
import type { ListResponse } from '@/lib/list-response';

export interface UserBadge {
  id: number;
  promotion_id: number;
  /** The default promotion's badge this one overrides, if any. */
  default_badge_id: number | null;
  category: string;
  name: string;
  goal: number;
  goal2: number | null;
  hide_until_earned: boolean;
  image: { url: string | null };
  sequence: number;
  earned: boolean;
  /** 'YYYY-MM-DD' of the day it was earned, or null. */
  earned_on: string | null;
}

/** GET /users/{id}/badges: unearned hide-until-earned badges are already left out. */
export type UserBadges = ListResponse<UserBadge, { earned_count: number }>;
