// The leaderboard statements as typed definitions (docs/decisions/006-sql-style.md). The SQL texts stay in ./sql.ts,
// import-free, because bench/explain.ts runs them as they are; the parameters are listed there beside each text.
import { col, defineQuery, positional } from '@/server/platform/sql';
import {
  FRIENDS_BOARD_SQL, INDIVIDUAL_COUNT_SQL, INDIVIDUAL_PAGE_SQL, LOCATION_TOTALS_SQL, MY_SCORE_SQL, MY_TEAM_RANK_SQL,
  SCORE_COUNTS_SQL, SCORE_HISTOGRAM_SQL, TEAM_COUNT_SQL, TEAM_PAGE_SQL,
} from './sql';

const person = {
  id: col.int, score: col.int, location_id: col.int.orNull,
  first_name: col.text.orNull, last_name: col.text.orNull, image_url: col.text.orNull, rank: col.int,
};

export const scoreHistogramSql = defineQuery({
  name: 'leaderboards.scoreHistogram',
  columns: { total: col.int, n: col.int, marks: col.intArray, places: col.intArray },
  sql: (promotionId: number, step: number) => positional(SCORE_HISTOGRAM_SQL, promotionId, step),
  examples: [[1, 256]],
});

export const scoreCountsSql = defineQuery({
  name: 'leaderboards.scoreCounts',
  columns: { total: col.int, slot: col.int, n: col.int },
  sql: (promotionId: number, markKeys: number[]) => positional(SCORE_COUNTS_SQL, promotionId, markKeys),
  examples: [[1, [1]]],
});

export const myScoreSql = defineQuery({
  name: 'leaderboards.myScore',
  columns: { score: col.int, ties_since_mark: col.int },
  sql: (promotionId: number, userId: number, markTotals: number[], markIds: number[]) =>
    positional(MY_SCORE_SQL, promotionId, userId, markTotals, markIds),
  examples: [[1, 1, [], []]],
});

export const individualPageSql = defineQuery({
  name: 'leaderboards.individualPage',
  columns: person,
  sql: (promotionId: number, limit: number, offset: number, locationIds: number[] | null, pattern: string | null) =>
    positional(INDIVIDUAL_PAGE_SQL, promotionId, limit, offset, locationIds, pattern),
  examples: [[1, 50, 0, null, null]],
});

export const individualCountSql = defineQuery({
  name: 'leaderboards.individualCount',
  columns: { total: col.int },
  sql: (promotionId: number, locationIds: number[] | null, pattern: string | null) => positional(INDIVIDUAL_COUNT_SQL, promotionId, locationIds, pattern),
  examples: [[1, null, null]],
});

export const friendsBoardSql = defineQuery({
  name: 'leaderboards.friendsBoard',
  columns: person,
  sql: (promotionId: number, userId: number) => positional(FRIENDS_BOARD_SQL, promotionId, userId),
  examples: [[1, 1]],
});

export const teamPageSql = defineQuery({
  name: 'leaderboards.teamPage',
  columns: {
    id: col.int, name: col.text, total_points: col.int, rank: col.int, member_count: col.int,
    leader_id: col.int.orNull, leader_location_id: col.int.orNull,
  },
  sql: (promotionId: number, competitionId: number, limit: number, offset: number, pattern: string | null, locationIds: number[] | null) =>
    positional(TEAM_PAGE_SQL, promotionId, competitionId, limit, offset, pattern, locationIds),
  examples: [[1, 1, 50, 0, null, null]],
});

export const teamCountSql = defineQuery({
  name: 'leaderboards.teamCount',
  columns: { total: col.int },
  sql: (promotionId: number, competitionId: number, pattern: string | null, locationIds: number[] | null) =>
    positional(TEAM_COUNT_SQL, promotionId, competitionId, pattern, locationIds),
  examples: [[1, 1, null, null]],
});

export const myTeamRankSql = defineQuery({
  name: 'leaderboards.myTeamRank',
  columns: { id: col.int, rank: col.int, score: col.int },
  sql: (promotionId: number, competitionId: number, userId: number) => positional(MY_TEAM_RANK_SQL, promotionId, competitionId, userId),
  examples: [[1, 1, 1]],
});

export const locationTotalsSql = defineQuery({
  name: 'leaderboards.locationTotals',
  columns: { location_id: col.int, participants: col.int, total: col.float },
  sql: (promotionId: number, locationIds: number[]) => positional(LOCATION_TOTALS_SQL, promotionId, locationIds),
  examples: [[1, [1]]],
});
