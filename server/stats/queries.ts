// A participant's stats for the five-category pie chart, the star badge and the goal tree: points (value, bonus_given),
// activity (best_category), goal-tree entries (level_earned). Every read is one index range on the user's own rows, run
// side by side.
import { db } from '@/server/db';
import { categoryCountsSql } from './sql';
import { weeklyStats } from './weekly';
import { isoDate } from '@/lib/promotion-dates';
import { countCompletedScenes } from '@/server/scenes/queries';
import { countCompletedDuos } from '@/server/duos/queries';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { starBadgeLevel, starBadgeThresholds } from '@/lib/badges/star-badge';
import type { UserStats } from '@/lib/stats/types';
import { CATEGORIES } from '@/lib/activities/categories';

export async function userStats(userId: number, promotion: ResolvedPromotion): Promise<UserStats> {
  const promotionId = promotion.id;
  const [points, categories, bonusGiven, scenes, duos, badges, levels, weeks] = await Promise.all([
    db.userPoints.findFirst({
      where: { user_id: userId, promotion_id: promotionId },
      select: { total_points: true, activity_points: true, quiz_points: true, bonus_points: true, entry_points: true },
    }),
    // user_activities (user_id, recorded_on), then the activity by primary key
    categoryCountsSql.all(db, userId, promotionId),
    // work_bonuses (earned_by_id)
    db.workBonus.aggregate({ where: { earned_by_id: userId, promotion_id: promotionId, applied: true }, _sum: { points: true } }),
    countCompletedScenes(userId, promotionId),
    countCompletedDuos(userId, promotionId),
    db.userBadge.count({ where: { user_id: userId } }),
    db.level.findMany({ where: { promotion_id: promotionId }, select: { id: true, name: true, sequence: true }, orderBy: [{ sequence: 'asc' }, { id: 'asc' }] }),
    weeklyStats(userId, promotionId, isoDate(promotion.row.starts_on)!, promotion.timeline.current_week, promotion.timeline.weeks),
  ]);

  const counts = new Map(categories.map((c) => [c.category, c.count]));
  const byCategory = CATEGORIES.map((c) => ({ key: c.key, display: c.display, count: counts.get(c.key) ?? 0 }));
  const total = byCategory.reduce((n, c) => n + c.count, 0);
  // The most logged category; a tie goes to the one the chart lists first.
  const best = total > 0 ? byCategory.reduce((a, b) => (b.count > a.count ? b : a)) : null;

  // Ours (docs/leaderboards.md "Levels"): the n-th completed scene earns the n-th level, the last one stays.
  const levelIndex = Math.min(scenes, levels.length) - 1;
  const level = levelIndex >= 0 ? { ...levels[levelIndex], number: levelIndex + 1 } : null;
  const goal = promotion.row.default_goal;

  return {
    user_id: userId,
    points: {
      value: points?.total_points ?? 0,
      bonus_given: bonusGiven._sum.points ?? 0,
      activity_points: points?.activity_points ?? 0,
      quiz_points: points?.quiz_points ?? 0,
      bonus_points: points?.bonus_points ?? 0,
      entry_points: points?.entry_points ?? 0,
    },
    activity: { best_category: best?.key ?? null, best_category_display: best?.display ?? null, total, by_category: byCategory },
    completed_scene_count: scenes,
    completed_duo_count: duos,
    badge_count: badges,
    weeks,
    level,
    star_badge: {
      level: starBadgeLevel({ completedScenes: scenes, hasLogged: total > 0 || (points?.total_points ?? 0) > 0, defaultGoal: goal }),
      completed_scene_count: scenes,
      goal,
      thresholds: starBadgeThresholds(goal),
    },
  };
}
