// The JSON of GET /users/{id}/stats (points, best category, goal tree) for the five-category pie chart and
// the star badge:
// built by server/stats/queries.ts, read by My Results through lib/query/stats.ts and by the stats CSV.
import type { StarBadgeLevel, StarBadgeThresholds } from '@/lib/badges/star-badge';
import type { CategoryKey } from '@/lib/activities/categories';

export interface CategoryCount {
  key: string;
  display: string;
  count: number;
}

/** One program week of My Stats' charts: its points and the activities logged per category. */
export interface StatsWeek {
  week: number;
  points: number;
  by_category: Record<CategoryKey, number>;
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
  /** Week 1 to the current week, for the charts over time (weeks without a log are zeros). */
  weeks: StatsWeek[];
  level: { id: number; name: string; sequence: number; number: number } | null;
  star_badge: { level: StarBadgeLevel; completed_scene_count: number; goal: number; thresholds: StarBadgeThresholds };
}
