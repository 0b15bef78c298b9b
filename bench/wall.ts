// The wall's part of npm run bench: the requests, and the follows the 'following' filter needs. The scale data
// (docs/scale-data.md) has friendships but no follows, so the readers follow people for the run, and only the rows
// added here are removed afterwards.
import type pg from 'pg';

export const WALL_PAGE_SIZE = 20;
/** People each reader follows: enough for a full first page of their posts (two wall posts each). */
const FOLLOWED_EACH = 25;

export const wallPaths = {
  wall: () => `/api/posts?page_size=${WALL_PAGE_SIZE}`,
  wallFriends: () => `/api/posts?page_size=${WALL_PAGE_SIZE}&filter=friends`,
  wallFollowing: () => `/api/posts?page_size=${WALL_PAGE_SIZE}&filter=following`,
};
export type WallKind = keyof typeof wallPaths;
export const WALL_KINDS = Object.keys(wallPaths) as WallKind[];

/**
 * Makes each reader follow FOLLOWED_EACH participants spread over the promotion (not their neighbours, who are their
 * friends already). Returns how to take exactly those rows away again.
 */
export async function followForReaders(pool: pg.Pool, promotionId: number, readers: number[]): Promise<() => Promise<void>> {
  const { rows } = await pool.query(
    `WITH people AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total
                       FROM users WHERE promotion_id = $1 AND role = 'User' AND deleted_at IS NULL),
          readers AS (SELECT p.id, p.n, p.total FROM people p WHERE p.id = ANY($2::int[]))
     INSERT INTO follows (user_id, followed_user_id, promotion_id)
     SELECT r.id, f.id, $1 FROM readers r CROSS JOIN generate_series(1, $3) AS k
       JOIN people f ON f.n = (r.n + k * 3989) % r.total
      WHERE f.id <> r.id
     ON CONFLICT DO NOTHING
     RETURNING user_id, followed_user_id`,
    [promotionId, readers, FOLLOWED_EACH],
  );
  // The scale data was analyzed with no follows at all: without fresh statistics the planner would plan for an empty
  // table, which no real promotion's follows table is.
  await pool.query('ANALYZE follows');
  const users = rows.map((r) => r.user_id as number);
  const followed = rows.map((r) => r.followed_user_id as number);
  return async () => {
    await pool.query(
      `DELETE FROM follows f USING unnest($1::int[], $2::int[]) AS x(u, v) WHERE f.user_id = x.u AND f.followed_user_id = x.v`,
      [users, followed],
    );
  };
}
