// The SQL of the leaderboards, as plain strings with positional parameters (no imports on purpose but the
// import-free friends rule: bench/explain.ts runs them as they are against the scale promotion).
import { acceptedFriendIdsSql, sqlText } from '../friends/sql';
//
// Ranking rule (docs/leaderboards.md): a participant's rank is their position in the promotion's points table,
// by total_points descending, ties broken by user id — the order of the index
// user_points (promotion_id, total_points DESC, user_id). Ranks are never shared (1, 2, 3…), never depend on a
// filter, and a rank is "1 + the rows ahead": index range counts (or, for the own rank, a score histogram with tie
// marks plus a short live range of the tie block: rank-snapshot.ts), never a sort of everyone.

/** Rows strictly ahead of (total, user) in the index order — two exact index ranges; arguments are SQL expressions. */
// The score is a sub-select, unknown when the statement is planned, so a bare `total_points > score` is priced at a
// third of the promotion and counted by a sequential scan of user_points (linear in the promotion: 4 ms at 100,000,
// 21 ms at 300,000). Ordered as the index is, the count reads the index range instead: the rows ahead of a board
// page people read, a thousand or so at any size (docs/benchmarks.md, "Session 16").
const AHEAD = (promotion: string, total: string, user: string) => `(
  (SELECT count(*) FROM (SELECT 1 FROM user_points WHERE promotion_id = ${promotion} AND total_points > ${total}
    ORDER BY total_points DESC, user_id) ahead)
  + (SELECT count(*) FROM user_points WHERE promotion_id = ${promotion} AND total_points = ${total} AND user_id < ${user})
)`;

/**
 * The score distribution of a promotion, highest total first: how many participants have each total, and its tie
 * marks — the participants at every $2-th place of the whole points table (place = row_number in index order),
 * grouped by their total: `marks` their ids, `places` their places, both ascending; so every tie block has a mark
 * within every $2 of its places. One index range of user_points (promotion_id, total_points DESC, user_id) in index
 * order (the window follows it, no sort of the table); only the marks are aggregated in order. Run every 30 s; the
 * refreshes between recount these marks (SCORE_COUNTS_SQL). The own rank reads it from the cluster's snapshot
 * (rank-snapshot.ts) instead of counting everyone ahead, or everyone tied, on every call. $1 promotion, $2 step.
 */
export const SCORE_HISTOGRAM_SQL = `
SELECT total, count(*)::int AS n,
       COALESCE(array_agg(user_id ORDER BY user_id) FILTER (WHERE place % $2::int = 0), '{}')::int[] AS marks,
       COALESCE(array_agg(place::int ORDER BY user_id) FILTER (WHERE place % $2::int = 0), '{}')::int[] AS places
FROM (
  SELECT total_points AS total, user_id, row_number() OVER (ORDER BY total_points DESC, user_id) AS place
  FROM user_points
  WHERE promotion_id = $1::int
) ranked
GROUP BY total
ORDER BY total DESC`;

/**
 * The histogram's usual refresh, with the tie marks it already has (rank-snapshot.ts): how many participants have
 * each total and how many fall between each two consecutive marks, in one pass without order — the same sequential
 * scan and hash aggregate the plain count per total had, plus a binary search per row (width_bucket). A mark is a
 * key of the points table's order, `user_id - total_points · 2^31` (ascending = total descending, then id), so the
 * rows before the k-th mark are those of the slots before k: its place. $1 promotion, $2 mark keys (ascending).
 */
export const SCORE_COUNTS_SQL = `
SELECT total_points AS total, width_bucket(user_id - total_points::bigint * 2147483648, $2::bigint[]) AS slot,
       count(*)::int AS n
FROM user_points
WHERE promotion_id = $1::int
GROUP BY 1, 2`;

/**
 * The caller's own score (0 without a user_points row yet) and the participants with the same score and a lower id
 * from the tie mark the snapshot gives for that score onwards — the part of the rank counted live: one index range
 * of under a step's worth of rows, two at worst before the marks are chosen again (rank-snapshot.ts). $3/$4: per total, the greatest tie mark at or below
 * the caller's id (totals without one are left out: the range then starts at the tie block's first id).
 * $1 promotion, $2 user, $3 totals, $4 mark ids.
 */
export const MY_SCORE_SQL = `
WITH me AS (
  SELECT COALESCE((SELECT total_points FROM user_points WHERE user_id = $2::int AND promotion_id = $1::int), 0) AS total
), mark AS (
  SELECT COALESCE((SELECT m.id FROM unnest($3::int[], $4::int[]) AS m(total, id) WHERE m.total = me.total LIMIT 1), 0) AS id
  FROM me
)
SELECT me.total::int AS score,
       (SELECT count(*) FROM user_points
         WHERE promotion_id = $1::int AND total_points = me.total AND user_id >= mark.id AND user_id < $2::int)::int AS ties_since_mark
FROM me, mark`;

/**
 * The individual board's filters: $1 promotion, then the given parameters for location ids and the name pattern.
 * The name search looks the profile up per candidate row (profiles (user_id) unique).
 */
const individualWhere = (locations: string, pattern: string) => `
WHERE up.promotion_id = $1::int
  AND u.promotion_id = $1::int AND u.opted_in_individual_leaderboard AND u.deleted_at IS NULL
  AND (${locations}::int[] IS NULL OR u.location_id = ANY(${locations}::int[]))
  AND (${pattern}::text IS NULL OR EXISTS (
    SELECT 1 FROM profiles n WHERE n.user_id = up.user_id
       AND (COALESCE(n.first_name, '') || ' ' || COALESCE(n.last_name, '')) ILIKE ${pattern}::text))`;

/**
 * One page of the individual board with each row's rank, in one statement:
 * - the page: opted-in participants in index order — unfiltered, an index range scan of user_points (joined to users
 *   by primary key) that stops after OFFSET + LIMIT opted-in rows;
 * - the ranks: 1 + the rows ahead of the page's first row (two index-only range counts), then row_number() over the
 *   exact index ranges from the first row to the last (ties at either end bounded by user id, so a large block of
 *   equal scores is never over-scanned); names are looked up for the page's rows only.
 * $1 promotion, $2 limit, $3 offset, $4 location ids (null = any), $5 ILIKE name pattern (null = any).
 */
export const INDIVIDUAL_PAGE_SQL = `
WITH page AS MATERIALIZED (
  SELECT up.user_id AS id, up.total_points AS score, u.location_id
  FROM user_points up
  JOIN users u ON u.id = up.user_id
  ${individualWhere('$4', '$5')}
  ORDER BY up.total_points DESC, up.user_id
  LIMIT $2::int OFFSET $3::int
), first_row AS (
  SELECT score, id FROM page ORDER BY score DESC, id LIMIT 1
), last_row AS (
  SELECT score, id FROM page ORDER BY score ASC, id DESC LIMIT 1
), span AS (
  SELECT user_id, total_points FROM user_points
   WHERE promotion_id = $1::int AND total_points = (SELECT score FROM first_row) AND user_id >= (SELECT id FROM first_row)
     AND ((SELECT score FROM first_row) <> (SELECT score FROM last_row) OR user_id <= (SELECT id FROM last_row))
  UNION ALL
  SELECT user_id, total_points FROM user_points
   WHERE promotion_id = $1::int AND total_points < (SELECT score FROM first_row) AND total_points > (SELECT score FROM last_row)
  UNION ALL
  SELECT user_id, total_points FROM user_points
   WHERE promotion_id = $1::int AND total_points = (SELECT score FROM last_row) AND user_id <= (SELECT id FROM last_row)
     AND (SELECT score FROM first_row) <> (SELECT score FROM last_row)
), ranked AS (
  SELECT user_id,
         ${AHEAD('$1::int', '(SELECT score FROM first_row)', '(SELECT id FROM first_row)')}
         + row_number() OVER (ORDER BY total_points DESC, user_id) AS rank
  FROM span
)
SELECT page.id, page.score, page.location_id, p.first_name, p.last_name, p.image_url, ranked.rank::int AS rank
FROM page
JOIN ranked ON ranked.user_id = page.id
LEFT JOIN profiles p ON p.user_id = page.id
ORDER BY page.score DESC, page.id`;

/** total_records of the individual board. $1 promotion, $2 location ids, $3 name pattern. */
export const INDIVIDUAL_COUNT_SQL = `
SELECT count(*)::int AS total
FROM user_points up
JOIN users u ON u.id = up.user_id
${individualWhere('$2', '$3')}`;

/**
 * The friends board of $2: the user and their accepted friends (server/friends/sql.ts) who opted in to it, ranked
 * among themselves. A friends board is small (a person's friends), so it is read whole and the service filters and
 * pages it. $1 promotion, $2 user.
 */
export const FRIENDS_BOARD_SQL = `
WITH members AS (
  SELECT $2::int AS user_id
  UNION
  ${acceptedFriendIdsSql(sqlText, '$1::int', '$2::int')}
)
SELECT u.id, COALESCE(up.total_points, 0)::int AS score, u.location_id, p.first_name, p.last_name, p.image_url,
       (row_number() OVER (ORDER BY COALESCE(up.total_points, 0) DESC, u.id))::int AS rank
FROM members m
JOIN users u ON u.id = m.user_id
LEFT JOIN user_points up ON up.user_id = u.id
LEFT JOIN profiles p ON p.user_id = u.id
WHERE u.promotion_id = $1::int AND u.deleted_at IS NULL AND u.opted_in_friends_leaderboard
ORDER BY rank`;

/** Official teams of a competition, ranked among themselves (teams (promotion_id, competition_id, total_points DESC, id)). */
const TEAMS_RANKED = `
SELECT t.id, t.name, t.total_points, row_number() OVER (ORDER BY t.total_points DESC, t.id) AS rank
FROM teams t
WHERE t.promotion_id = $1::int AND t.competition_id = $2::int AND t.status = 1`;

/** Team filters: a name pattern, and the leader's location (team_members_one_leader_key, then users by primary key). */
const teamFilter = (alias: string, pattern: string, locations: string) => `
  (${pattern}::text IS NULL OR ${alias}.name ILIKE ${pattern}::text)
  AND (${locations}::int[] IS NULL OR EXISTS (
    SELECT 1 FROM team_members fl JOIN users fu ON fu.id = fl.user_id
     WHERE fl.team_id = ${alias}.id AND fl.is_leader AND fu.location_id = ANY(${locations}::int[])))`;

/**
 * A page of the team board: the ranked stream stops after OFFSET + LIMIT teams; members and leaders are looked up
 * for the page's teams only. $1 promotion, $2 competition, $3 limit, $4 offset, $5 name pattern, $6 leader locations.
 */
export const TEAM_PAGE_SQL = `
SELECT page.id, page.name, page.total_points, page.rank::int AS rank,
       (SELECT count(*)::int FROM team_members tm WHERE tm.team_id = page.id) AS member_count,
       l.user_id AS leader_id, lu.location_id AS leader_location_id
FROM (
  SELECT r.* FROM (${TEAMS_RANKED}) r
  WHERE ${teamFilter('r', '$5', '$6')}
  ORDER BY r.total_points DESC, r.id
  LIMIT $3::int OFFSET $4::int
) page
LEFT JOIN team_members l ON l.team_id = page.id AND l.is_leader
LEFT JOIN users lu ON lu.id = l.user_id
ORDER BY page.total_points DESC, page.id`;

/** total_records of the team board. $1 promotion, $2 competition, $3 name pattern, $4 leader locations. */
export const TEAM_COUNT_SQL = `
SELECT count(*)::int AS total
FROM teams t
WHERE t.promotion_id = $1::int AND t.competition_id = $2::int AND t.status = 1 AND ${teamFilter('t', '$3', '$4')}`;

/** The caller's official team in the competition and its rank. $1 promotion, $2 competition, $3 user. */
export const MY_TEAM_RANK_SQL = `
SELECT r.id, r.rank::int AS rank, r.total_points AS score
FROM (${TEAMS_RANKED}) r
WHERE r.id = (SELECT team_id FROM team_members WHERE competition_id = $2::int AND user_id = $3::int)`;

/**
 * Opted-in participants and their points per location (users (promotion_id, location_id)); the service rolls the
 * locations up to the listed level. $1 promotion, $2 location ids.
 */
export const LOCATION_TOTALS_SQL = `
SELECT u.location_id, count(*)::int AS participants, COALESCE(sum(up.total_points), 0)::float8 AS total
FROM users u
LEFT JOIN user_points up ON up.user_id = u.id
WHERE u.promotion_id = $1::int AND u.location_id = ANY($2::int[]) AND u.opted_in_individual_leaderboard AND u.deleted_at IS NULL
GROUP BY u.location_id`;
