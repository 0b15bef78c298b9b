// The coordinator's Stats tab: registrations, active participants per day and week, activities by category, scenes
// completed, evaluations and team standings, for the viewer's reach (docs/coordinator-dashboard.md).
// The figures move slowly and the aggregates read every logged activity of the promotion (millions of rows at
// scale), so one answer per promotion and reach is computed once per STATS_TTL_MS for the whole cluster
// (server/platform/cluster-snapshot.ts), and served while a newer one is computed once it expires.
import 'server-only';
import { dbRead } from '@/server/db';
import { clearSnapshots, clusterSnapshot } from '@/server/platform/cluster-snapshot';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import type { CoordinatorStats } from '@/lib/coordinator/types';
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
  };
}

export async function coordinatorStats(promotion: ResolvedPromotion, scope: CoordinatorScope, locationId: number | undefined): Promise<CoordinatorStats> {
  const reach = await narrowedReach(scope, locationId);
  const locationIds = reach === 'all' ? null : [...reach].sort((a, b) => a - b);
  // The aggregates take seconds at 100,000 participants (about 10 s on a loaded machine): once per cluster per
  // STATS_TTL_MS, and once expired the previous figures are served while one process computes the new ones.
  return clusterSnapshot(`${KEY_PREFIX}${promotion.id}:${locationIds?.join(',') ?? 'all'}`, {
    freshMs: STATS_TTL_MS,
    compute: () => computeStats(promotion, locationIds),
  });
}

/** Tests and the bench start from a cold cache. */
export const clearStatsCache = () => clearSnapshots(KEY_PREFIX);
