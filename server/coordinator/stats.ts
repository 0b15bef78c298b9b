// The coordinator's Stats tab: registrations, active participants per day and week, activities by category, scenes
// completed, evaluations and team standings, for the viewer's reach (docs/coordinator-dashboard.md).
// The figures move slowly and the aggregates read every logged activity of the promotion (millions of rows at
// scale), so one answer per promotion and reach is computed once per STATS_TTL_MS for the whole cluster
// (server/platform/cluster-snapshot.ts), and served while a newer one is computed once it expires.
//
// A first visit never waits for the aggregate: the worker's 'stats.refresh' job (every minute, refreshStatsSnapshots)
// recomputes each running promotion's whole-promotion figures, so the row is there and under a minute or so old; a
// stale row is answered at once while it is recomputed (serveStaleRow). A location coordinator's narrower reach is
// computed on its first visit (it is a part of the promotion, so cheaper), then kept the same way. Each answer
// carries computed_at, and the screen says how old it is.
import 'server-only';
import { dbRead } from '@/server/db';
import { clearSnapshots, clusterSnapshot, refreshClusterSnapshot } from '@/server/platform/cluster-snapshot';
import { db } from '@/server/db';
import { logger } from '@/server/platform/logger';
import { promotionById, type ResolvedPromotion } from '@/server/tenancy/promotion-context';
import type { CoordinatorStats, WeekPoint } from '@/lib/coordinator/types';
import { narrowedReach, type CoordinatorScope } from './context';
import {
  activePerDaySql, activePerWeekSql, activitiesByCategorySql, activitiesPerWeekSql, evaluationsSql, participantCountSql, registrationsSql,
  scenesCompletedSql, teamStandingsSql,
} from './stats-sql';

export const STATS_TTL_MS = 60_000;
const KEY_PREFIX = 'coordinator-stats:';

/** Average points per member to 1 decimal (administration.md §9). */
export const averagePoints = (total: number, members: number) => (members > 0 ? total / members : 0).toFixed(1);

async function computeStats(promotion: ResolvedPromotion, locationIds: number[] | null): Promise<CoordinatorStats> {
  // The figures are as of the start of the computation (an activity logged meanwhile may or may not be in them).
  const computedAt = new Date().toISOString();
  const tz = promotion.row.time_zone;
  const competitionId = promotion.currentCompetition?.id ?? null;
  const [participants, registrations, perDay, perWeek, activitiesPerWeek, byCategory, scenes, evaluations, teams] = await Promise.all([
    participantCountSql.first(dbRead, promotion.id, locationIds),
    registrationsSql.all(dbRead, promotion.id, locationIds, tz),
    activePerDaySql.all(dbRead, promotion.id, locationIds),
    activePerWeekSql.all(dbRead, promotion.id, locationIds),
    activitiesPerWeekSql.all(dbRead, promotion.id, locationIds),
    activitiesByCategorySql.all(dbRead, promotion.id, locationIds),
    scenesCompletedSql.all(dbRead, promotion.id, locationIds, tz),
    evaluationsSql.all(dbRead, promotion.id, locationIds),
    competitionId && promotion.flags.is_teams_enabled ? teamStandingsSql.all(dbRead, promotion.id, competitionId, locationIds) : Promise.resolve([]),
  ]);
  return {
    participants: participants?.count ?? 0,
    registrations, active_per_day: perDay, active_per_week: perWeek, activities_per_week: activitiesPerWeek, activities_by_category: byCategory,
    scenes_completed: scenes, evaluations,
    team_standings: teams.map((t) => ({ ...t, avg_points: averagePoints(t.total_points, t.member_count) })),
    computed_at: computedAt,
  };
}

export async function coordinatorStats(promotion: ResolvedPromotion, scope: CoordinatorScope, locationId: number | undefined): Promise<CoordinatorStats> {
  const reach = await narrowedReach(scope, locationId);
  const locationIds = reach === 'all' ? null : [...reach].sort((a, b) => a - b);
  // The aggregates take seconds at 100,000 participants (about 10 s on a loaded machine): once per cluster per
  // STATS_TTL_MS, and once expired the previous figures are served while one process computes the new ones.
  const stats = await clusterSnapshot(statsKey(promotion.id, locationIds), {
    freshMs: STATS_TTL_MS,
    compute: () => computeStats(promotion, locationIds),
    serveStaleRow: true,
  });
  return weeksAsNumbers(stats);
}

const WEEK_SERIES = ['active_per_week', 'activities_per_week', 'scenes_completed'] as const;
const ENGLISH_WEEK = /^Week (\d+)$/;

/**
 * Snapshots stored before the weekly series carried their week as a number held English labels ({label: 'Week 3'}):
 * read as {week: 3}, so a row written by an older worker still serves until the worker's next refresh replaces it.
 */
export function weeksAsNumbers(stats: CoordinatorStats): CoordinatorStats {
  const old = (p: unknown): p is { label: string; count: number } => typeof (p as { label?: unknown }).label === 'string';
  if (!WEEK_SERIES.some((key) => stats[key].some(old))) return stats;
  const upgraded = { ...stats };
  for (const key of WEEK_SERIES) {
    upgraded[key] = stats[key].flatMap((p): WeekPoint[] => {
      if (!old(p)) return [p];
      const week = ENGLISH_WEEK.exec(p.label);
      return week ? [{ week: Number(week[1]), count: p.count }] : [];
    });
  }
  return upgraded;
}

const statsKey = (promotionId: number, locationIds: number[] | null) => `${KEY_PREFIX}${promotionId}:${locationIds?.join(',') ?? 'all'}`;

/** The worker recomputes a row older than this, so that, run every minute, each run recomputes. */
export const STATS_REFRESH_AGE_MS = 45_000;
/** An ended program's figures still move for a few days (late logs until logging_ends_on, corrections). */
const ENDED_GRACE_DAYS = 14;

/**
 * The worker's job, every minute: the whole-promotion Stats of every running promotion (not deleted or disabled,
 * ended at most ENDED_GRACE_DAYS ago), one after the other, each once for the cluster. Returns how many it computed.
 */
export async function refreshStatsSnapshots(now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - ENDED_GRACE_DAYS * 86_400_000);
  const running = await db.promotion.findMany({
    where: { deleted_at: null, disabled_on: null, ends_on: { gte: since } },
    select: { id: true },
    orderBy: { id: 'asc' },
  });
  let computed = 0;
  for (const { id } of running) {
    try {
      const promotion = await promotionById(id);
      if (!promotion) continue;
      const done = await refreshClusterSnapshot(statsKey(id, null), { freshMs: STATS_REFRESH_AGE_MS, compute: () => computeStats(promotion, null) });
      if (done) computed++;
    } catch (error) {
      // One promotion's failure does not keep the others stale.
      logger.warn('stats: snapshot refresh failed', { error, promotionId: id });
    }
  }
  return computed;
}

/** Tests and the bench start from a cold cache. */
export const clearStatsCache = () => clearSnapshots(KEY_PREFIX);
