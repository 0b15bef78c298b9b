// The raw SQL of the coordinator dashboard (docs/decisions/006-sql-style.md, docs/coordinator-dashboard.md).
import { Prisma } from '@/generated/prisma/client';
import { col, defineCommand, defineQuery, PLAN_PER_CALL } from '@/server/platform/sql';
import type { UserTableSort } from '@/lib/coordinator/constants';

/** One page of the user table: a keyset over (sort key, id), the reach's locations, an optional search. */
export interface UserTableFilter {
  promotionId: number;
  /** null: the whole promotion; else only participants at these locations. */
  locationIds: number[] | null;
  /** Lower-cased search text: anywhere in the full name, or the start of the email. */
  search: string | null;
  /**
   * How the search is read: 'narrow' (few match) collects the matches from the name trigram and email indexes, then
   * sorts them; 'broad' (thousands match) walks the sort's index and keeps the matching rows until the page is full.
   */
  searchMode?: 'narrow' | 'broad';
  sort: UserTableSort;
  dir: 'asc' | 'desc';
  /** The last row of the previous page: its sort value (as text) and id. */
  after: { value: string; id: number } | null;
  limit: number;
  /** Rows skipped after the keyset (a numbered page of the list contract, `page`); none by default. */
  offset?: number;
}

const offsetOf = (f: Pick<UserTableFilter, 'offset'>) => (f.offset ? Prisma.sql`OFFSET ${f.offset}` : Prisma.empty);

// Each sort reads an index: profiles (lower(name), user_id) for names, users (promotion_id, email) for email, users
// (promotion_id, <count>, id) for the counts. Ties by user id, so the keyset is exact.
const SORT_KEY: Record<UserTableSort, { expr: Prisma.Sql; id: Prisma.Sql; cast: Prisma.Sql }> = {
  first_name: { expr: Prisma.sql`lower(pr.first_name)`, id: Prisma.sql`pr.user_id`, cast: Prisma.sql`text` },
  last_name: { expr: Prisma.sql`lower(pr.last_name)`, id: Prisma.sql`pr.user_id`, cast: Prisma.sql`text` },
  email: { expr: Prisma.sql`u.email`, id: Prisma.sql`u.id`, cast: Prisma.sql`text` },
  activities_logged: { expr: Prisma.sql`u.activities_logged`, id: Prisma.sql`u.id`, cast: Prisma.sql`int` },
  scenes_completed: { expr: Prisma.sql`u.scenes_completed`, id: Prisma.sql`u.id`, cast: Prisma.sql`int` },
  duos_completed: { expr: Prisma.sql`u.duos_completed`, id: Prisma.sql`u.id`, cast: Prisma.sql`int` },
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(f: Pick<UserTableFilter, 'promotionId' | 'locationIds' | 'search' | 'searchMode'>): Prisma.Sql {
  const parts = [Prisma.sql`u.promotion_id = ${f.promotionId}`, Prisma.sql`u.deleted_at IS NULL`];
  if (f.locationIds) parts.push(Prisma.sql`u.location_id = ANY(${f.locationIds}::int[])`);
  if (f.search && f.searchMode === 'broad') {
    const like = escapeLike(f.search);
    parts.push(Prisma.sql`(lower(pr.first_name || ' ' || pr.last_name) LIKE ${`%${like}%`} OR u.email LIKE ${`${like}%`})`);
  } else if (f.search) {
    // Two index reads joined by id (an OR across the tables would read every row): the name anywhere
    // (profiles_full_name_trgm_idx), the email from its start (users_promotion_id_email_pattern_idx).
    const like = escapeLike(f.search);
    parts.push(Prisma.sql`u.id IN (
      SELECT s.user_id FROM profiles s WHERE lower(s.first_name || ' ' || s.last_name) LIKE ${`%${like}%`}
      UNION ALL SELECT e.id FROM users e WHERE e.promotion_id = ${f.promotionId} AND e.email LIKE ${`${like}%`})`);
  }
  return Prisma.join(parts, ' AND ');
}

const isNameSort = (sort: UserTableSort): sort is 'first_name' | 'last_name' => sort === 'first_name' || sort === 'last_name';

/**
 * A search sorted by a name (the table's default): the matches are read from the name trigram index and the email
 * index with their sort key (a profiles column), sorted, and then checked against the promotion and reach until the
 * page is full. Walking the name index instead and filtering (the broad plan) reads everyone sorted before the
 * matches when they cluster in the sort order, as a search for a last name sorted by last name does: 32,000 rows and
 * 430 ms for one surname at 100,000 participants, against 20 ms here (docs/coordinator-dashboard.md "Search").
 */
function nameSearchPage(f: UserTableFilter): Prisma.Sql {
  const column = Prisma.raw(f.sort === 'first_name' ? 'first_name' : 'last_name');
  const dir = f.dir === 'desc' ? Prisma.sql`DESC` : Prisma.sql`ASC`;
  const cmp = f.dir === 'desc' ? Prisma.sql`<` : Prisma.sql`>`;
  // The keyset is a filter on the matches, never an index range: written as the name index's expression, it let the
  // planner walk that index from the cursor and test every name against the search (every person of the alphabet's
  // rest) instead of reading the few matches from the trigram index (tests/integration/user-table-search-plan.test.ts).
  // `|| ''` and `+ 0` keep the values and make the expression one no index covers.
  const after = (alias: string) => (f.after
    ? Prisma.sql`AND (lower(${Prisma.raw(alias)}.${column}) || '', ${Prisma.raw(alias)}.user_id + 0) ${cmp} (${f.after.value}::text, ${f.after.id}::int)`
    : Prisma.empty);
  const like = escapeLike(f.search ?? '');
  const reach = f.locationIds ? Prisma.sql`AND u.location_id = ANY(${f.locationIds}::int[])` : Prisma.empty;
  return Prisma.sql`SELECT u.id, c.k::text AS sort_value, c.k
                FROM (SELECT s.user_id, lower(s.${column}) AS k FROM profiles s
                       WHERE lower(s.first_name || ' ' || s.last_name) LIKE ${`%${like}%`} ${after('s')}
                      UNION
                      SELECT p.user_id, lower(p.${column}) FROM users e JOIN profiles p ON p.user_id = e.id
                       WHERE e.promotion_id = ${f.promotionId} AND e.email LIKE ${`${like}%`} ${after('p')}
                      ORDER BY 2 ${dir}, 1 ${dir}) c
                JOIN users u ON u.id = c.user_id
               WHERE u.promotion_id = ${f.promotionId} AND u.deleted_at IS NULL ${reach}
               ORDER BY c.k ${dir}, c.user_id ${dir}
               LIMIT ${f.limit} ${offsetOf(f)}`;
}

export const userTablePageSql = defineQuery({
  name: 'coordinator.userTablePage',
  columns: {
    id: col.int, first_name: col.text, last_name: col.text, email: col.text,
    activities_logged: col.int, scenes_completed: col.int, duos_completed: col.int,
    location_id: col.int.orNull, location_name: col.text.orNull, sso_identifier: col.text.orNull,
    is_locked: col.bool, role: col.text, team_id: col.int.orNull, team_name: col.text.orNull, sort_value: col.text,
  },
  sql: (f: UserTableFilter) => {
    const key = SORT_KEY[f.sort];
    const dir = f.dir === 'desc' ? Prisma.sql`DESC` : Prisma.sql`ASC`;
    const cmp = f.dir === 'desc' ? Prisma.sql`<` : Prisma.sql`>`;
    const keyset = f.after
      ? Prisma.sql`AND (${key.expr}, ${key.id}) ${cmp} (${f.after.value}::${key.cast}, ${f.after.id}::int)`
      : Prisma.empty;
    // The page's ids first (an index walk that stops at the limit), then their details: the team and location joins
    // run for the page's rows only.
    const page = f.search && isNameSort(f.sort) ? nameSearchPage(f) : Prisma.sql`SELECT u.id, (${key.expr})::text AS sort_value, ${key.expr} AS k
                FROM users u JOIN profiles pr ON pr.user_id = u.id
               WHERE ${whereOf(f)} ${keyset}
               ORDER BY ${key.expr} ${dir}, ${key.id} ${dir}
               LIMIT ${f.limit} ${offsetOf(f)}`;
    return Prisma.sql`${Prisma.raw(PLAN_PER_CALL)}
      SELECT u.id, pr.first_name, pr.last_name, u.email, u.activities_logged, u.scenes_completed, u.duos_completed,
             u.location_id, l.name AS location_name, u.sso_identifier, u.is_locked, u.role,
             tm.team_id, tm.team_name, page.sort_value
        FROM (${page}) page
        JOIN users u ON u.id = page.id
        JOIN profiles pr ON pr.user_id = u.id
        LEFT JOIN locations l ON l.id = u.location_id
        LEFT JOIN LATERAL (
          SELECT t.id AS team_id, t.name AS team_name FROM team_members m JOIN teams t ON t.id = m.team_id
           WHERE m.user_id = u.id AND t.status <> 2 ORDER BY m.created_at DESC LIMIT 1) tm ON true
       ORDER BY page.k ${dir}, u.id ${dir}`;
  },
  examples: [
    [{ promotionId: 1, locationIds: null, search: null, sort: 'last_name', dir: 'asc', after: null, limit: 50 }],
    [{ promotionId: 1, locationIds: [1, 2], search: 'ann', sort: 'activities_logged', dir: 'desc', after: { value: '3', id: 9 }, limit: 50 }],
    [{ promotionId: 1, locationIds: null, search: null, sort: 'email', dir: 'asc', after: { value: 'a@b.c', id: 9 }, limit: 50 }],
    [{ promotionId: 1, locationIds: null, search: 'ann', searchMode: 'broad', sort: 'first_name', dir: 'asc', after: null, limit: 50 }],
    [{ promotionId: 1, locationIds: [1], search: 'ann', sort: 'last_name', dir: 'desc', after: { value: 'smith', id: 9 }, limit: 50 }],
    [{ promotionId: 1, locationIds: null, search: 'ann', searchMode: 'broad', sort: 'email', dir: 'asc', after: null, limit: 50 }],
    [{ promotionId: 1, locationIds: null, search: null, sort: 'last_name', dir: 'asc', after: null, limit: 50, offset: 100 }],
    [{ promotionId: 1, locationIds: null, search: 'ann', sort: 'first_name', dir: 'asc', after: null, limit: 50, offset: 50 }],
  ],
});

/** How many match, counted up to `cap` (a broad search of 100,000 people says "10,000+" rather than count them all). */
export const userTableCountSql = defineQuery({
  name: 'coordinator.userTableCount',
  columns: { total: col.int },
  sql: (f: Pick<UserTableFilter, 'promotionId' | 'locationIds' | 'search'>, cap: number) => Prisma.sql`${Prisma.raw(PLAN_PER_CALL)}
      SELECT count(*)::int AS total FROM (SELECT 1 FROM users u WHERE ${whereOf(f)} LIMIT ${cap}) matched`,
  examples: [[{ promotionId: 1, locationIds: null, search: null }, 10001], [{ promotionId: 1, locationIds: [1], search: 'ann' }, 10001]],
});

/**
 * How broad a search is, counted up to `cap` on each index (names across promotions, emails of this one): cheap either
 * way, as each count stops at the cap. It picks the page's plan (UserTableFilter.searchMode).
 */
export const searchBreadthSql = defineQuery({
  name: 'coordinator.searchBreadth',
  columns: { matches: col.int },
  sql: (promotionId: number, search: string, cap: number) => {
    const like = escapeLike(search);
    return Prisma.sql`${Prisma.raw(PLAN_PER_CALL)}
      SELECT ((SELECT count(*) FROM (SELECT 1 FROM profiles s WHERE lower(s.first_name || ' ' || s.last_name) LIKE ${`%${like}%`} LIMIT ${cap}) n)
            + (SELECT count(*) FROM (SELECT 1 FROM users e WHERE e.promotion_id = ${promotionId} AND e.email LIKE ${`${like}%`} LIMIT ${cap}) m))::int AS matches`;
  },
  examples: [[1, 'ann', 2001]],
});

/** A coordinator's announcement reaches the notification centre of every participant in reach, in one statement. */
export const announceSql = defineCommand({
  name: 'coordinator.announce',
  sql: (promotionId: number, announcementId: number, message: string, locationIds: number[] | null) => Prisma.sql`
      INSERT INTO notifications (promotion_id, user_id, key, title, message, link, updated_at)
      SELECT u.promotion_id, u.id, ${`announcement_${announcementId}`}, NULL, ${message}, NULL, now()
        FROM users u
       WHERE u.promotion_id = ${promotionId} AND u.deleted_at IS NULL
         ${locationIds ? Prisma.sql`AND u.location_id = ANY(${locationIds}::int[])` : Prisma.empty}`,
  examples: [[1, 1, 'Hello', null], [1, 1, 'Hello', [1, 2]]],
});
