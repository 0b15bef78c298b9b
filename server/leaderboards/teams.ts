// The team board of a competition (GET /competitions/{competitionId}/leaderboard):
// official teams only, ranked among themselves by total_points then id; the caller's team rank, or null without one.
import { dbRead } from '@/server/db';
import type { TeamLeaderboardRow, MyRank } from '@/lib/leaderboards/types';
import { myTeamRankSql, teamCountSql, teamPageSql } from './queries';
import type { BoardPaging } from './paging';
import type { BoardFilters } from './individual';
import type { LocationTree } from '@/server/locations/tree';
import { oneDecimal } from './serialize';

export async function teamBoard(promotionId: number, competitionId: number, paging: BoardPaging, filters: BoardFilters, tree: LocationTree) {
  const [rows, [count]] = await Promise.all([
    teamPageSql.all(dbRead, promotionId, competitionId, paging.limit, paging.offset, filters.pattern, filters.locationIds),
    teamCountSql.all(dbRead, promotionId, competitionId, filters.pattern, filters.locationIds),
  ]);
  const total = count.total;
  const data: TeamLeaderboardRow[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    rank: r.rank,
    score: r.total_points,
    total_points: r.total_points,
    avg_points: r.member_count > 0 ? oneDecimal(r.total_points / r.member_count) : 0,
    member_count: r.member_count,
    leader: r.leader_id === null ? null : { id: r.leader_id, location_id: r.leader_location_id, top_level_location_id: tree.topLevelOf(r.leader_location_id) },
    profile: null,
  }));
  return { rows: data, total };
}

/**
 * The caller's official team and its rank; null when they have no team (or it is not official), so their own rank
 * stays hidden.
 */
export async function myTeamRank(promotionId: number, competitionId: number, userId: number): Promise<(MyRank & { team_id: number }) | null> {
  const row = await myTeamRankSql.first(dbRead, promotionId, competitionId, userId);
  return row ? { rank: row.rank, score: row.score, team_id: row.id } : null;
}
