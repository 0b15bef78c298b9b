// Issue 16's part of npm run bench: the coordinator dashboard at the scale promotion, read by its coordinator
// (scale-coordinator@example.com, docs/scale-data.md). The user table (pages deep into the default sort, a sort by each
// column, a search by name) and the Stats tab run through the same load, bare-server and one-at-a-time passes as the
// participant calls; the CSV export of every participant is one request at a time, timed to its last byte while the
// web server's memory is sampled (bench/admin-export.ts).
import type pg from 'pg';

export type AdminReadKind = 'userTable' | 'userTableSort' | 'userTableSearch' | 'stats';
export const ADMIN_READ_KINDS: readonly AdminReadKind[] = ['userTable', 'userTableSort', 'userTableSearch', 'stats'];
export const isAdminKind = (kind: string): kind is AdminReadKind => (ADMIN_READ_KINDS as readonly string[]).includes(kind);

/** Requests per kind: each is recorded once for the bare server, and the load cycles through them. */
const REQUESTS = 60;
const PAGE_SIZE = 50;
const SORTS = ['first_name', 'last_name', 'email', 'activities_logged', 'scenes_completed', 'duos_completed'] as const;

export interface AdminBench {
  coordinatorId: number;
  /** Keyset cursors into the default sort (last name), spread over the whole list: page 1 is the empty cursor. */
  cursors: string[];
  /** What a coordinator types: the first three letters of a first name, or a whole last name. */
  searches: string[];
}

const cursorOf = (value: string, id: number) => Buffer.from(JSON.stringify([value, id])).toString('base64url');

export async function adminBench(pool: pg.Pool, promotionId: number): Promise<AdminBench | null> {
  const { rows: coordinators } = await pool.query(
    `SELECT id FROM users WHERE promotion_id = $1 AND role = 'Coordinator' AND deleted_at IS NULL
      ORDER BY (email = 'scale-coordinator@example.com') DESC, id LIMIT 1`,
    [promotionId],
  );
  if (!coordinators[0]) return null;
  // The rows just before pages spread through the list: a cursor after each is that page (the table's keyset).
  const { rows: marks } = await pool.query(
    `SELECT value, user_id FROM (
       SELECT lower(pr.last_name) AS value, pr.user_id, row_number() OVER (ORDER BY lower(pr.last_name), pr.user_id) AS n
         FROM users u JOIN profiles pr ON pr.user_id = u.id WHERE u.promotion_id = $1 AND u.deleted_at IS NULL) ranked
      WHERE n % (SELECT greatest(1, count(*) / $2) FROM users WHERE promotion_id = $1) = 0 ORDER BY n LIMIT $2`,
    [promotionId, REQUESTS - 1],
  );
  const { rows: names } = await pool.query(
    `SELECT pr.first_name, pr.last_name FROM users u JOIN profiles pr ON pr.user_id = u.id
      WHERE u.promotion_id = $1 AND u.role = 'User' ORDER BY hashint4(u.id) LIMIT $2`,
    [promotionId, REQUESTS / 2],
  );
  const searches = names.flatMap((n) => [String(n.first_name).slice(0, 3), String(n.last_name)]).filter((s) => s.trim().length >= 3);
  return {
    coordinatorId: coordinators[0].id as number,
    cursors: ['', ...marks.map((m) => cursorOf(m.value as string, m.user_id as number))],
    searches: searches.length ? searches : ['ann'],
  };
}

/** The i-th request of each kind. */
export function adminPaths(bench: AdminBench | null, promotionId: number): Record<AdminReadKind, (i: number) => string> {
  const base = `/api/promotions/${promotionId}`;
  return {
    userTable: (i) => {
      const cursor = bench ? bench.cursors[i % bench.cursors.length] : '';
      return `${base}/participants?page_size=${PAGE_SIZE}${cursor ? `&cursor=${cursor}` : ''}`;
    },
    userTableSort: (i) => `${base}/participants?page_size=${PAGE_SIZE}&sort=${SORTS[i % SORTS.length]}&dir=${Math.floor(i / SORTS.length) % 2 ? 'desc' : 'asc'}`,
    userTableSearch: (i) => `${base}/participants?page_size=${PAGE_SIZE}&q=${encodeURIComponent(bench ? bench.searches[i % bench.searches.length] : 'ann')}`,
    stats: () => `${base}/stats`,
  };
}

/** Each kind is read by the coordinator, REQUESTS times with different requests. */
export const adminReaders = (bench: AdminBench | null): number[] => (bench ? Array.from({ length: REQUESTS }, () => bench.coordinatorId) : []);
