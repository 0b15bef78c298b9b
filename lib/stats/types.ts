// The JSON of GET /users/{id}/stats (points, best category, goal tree) for the five-category pie chart and
// the star badge:
// built by server/stats/queries.ts, read by My Results through lib/query/stats.ts and by the stats CSV.
import type { StarBadgeLevel, StarBadgeThresholds } from '@/lib/badges/star-badge';

export interface CategoryCount {
  key: string;
  display: string;
  count: number;
}

export interface UserStats {
  user_id: number;
  points: {
    value: number;
    /** Gift points this user gave that were accepted (work_bonuses earned_by the user, applied). */
    bonus_given: number;
    activity_points: number;
    quiz_points: number;
    bonus_points: number;
    entry_points: number;
  };
  activity: { best_category: string | null; best_category_display: string | null; total: number; by_category: CategoryCount[] };
  completed_scene_count: number;
  completed_duo_count: number;
  badge_count: number;
  level: { id: number; name: string; sequence: number; number: number } | null;
  star_badge: { level: StarBadgeLevel; completed_scene_count: number; goal: number; thresholds: StarBadgeThresholds };
}
