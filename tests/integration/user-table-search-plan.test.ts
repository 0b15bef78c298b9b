// The coordinator's user-table name search keeps its narrow plan (issue 35; docs/coordinator-dashboard.md "Search"):
// on 30,000 seeded people (at a few thousand, PostgreSQL 18 prices a full index scan of profiles under the trigram
// read: the size is what makes the question the one a large promotion asks), EXPLAIN of the statements the search sends shows the name trigram index and the
// email index read, and no sequential scan of users or profiles (sequential scans priced out: see planOf). A plan that reads every participant of the promotion
// is fast here and 30x slower at 100,000 people (616 ms against 21 ms), so its shape is what this test pins.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { createPromotion } from '../helpers/factories';
import { searchBreadthSql, userTableCountSql, userTablePageSql, type UserTableFilter } from '@/server/coordinator/sql';
import type { Query } from '@/server/platform/sql';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

let promotionId: number;
const PEOPLE = 30_000;

function nodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodes)];
}

/** The plan PostgreSQL picks for the statement `query` sends with these arguments (planned for its values). */
async function planOf<A extends unknown[]>(query: Query<A, unknown>, ...args: A): Promise<PlanNode[]> {
  let stmt = { text: '', values: [] as unknown[] };
  const capture = async (s: typeof stmt) => {
    stmt = s;
    return [];
  };
  await query.all({ $queryRaw: capture, $queryRawUnsafe: (text: string, ...values: unknown[]) => capture({ text, values }) } as never, ...args);
  // At a few thousand rows a sequential scan is honestly the cheaper read, so it is priced out: what remains is whether
  // the statement CAN be answered from the indexes. A statement that cannot (an OR across tables, an expression the
  // trigram index does not cover) still scans every row, and that is the regression this test catches.
  const rows = await db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
    return tx.$queryRawUnsafe<{ 'QUERY PLAN': { Plan: PlanNode }[] }[]>(`EXPLAIN (FORMAT JSON) ${stmt.text}`, ...stmt.values);
  });
  return nodes(rows[0]!['QUERY PLAN'][0]!.Plan);
}

const seqScans = (plan: PlanNode[]) =>
  plan.filter((n) => n['Node Type'] === 'Seq Scan' && ['users', 'profiles'].includes(n['Relation Name'] ?? '')).map((n) => n['Relation Name']);
const indexes = (plan: PlanNode[]) => new Set(plan.map((n) => n['Index Name']).filter(Boolean));

/** `count` people in one promotion, in one statement each for users and profiles: common surnames, and 3 rare ones. */
async function seed(id: number, count: number, tag: string) {
  await db.$executeRawUnsafe(
    `INSERT INTO users (promotion_id, role, email, password_hash, flags, updated_at)
     SELECT $1, 'User', '${tag}' || g || '@example.com', 'x', '{}'::jsonb, now() FROM generate_series(1, $2) g`, id, count);
  await db.$executeRawUnsafe(
    `INSERT INTO profiles (user_id, first_name, last_name, updated_at)
     SELECT u.id, (ARRAY['Ann','Bob','Cara','Dev','Eli','Fay','Gus','Hana'])[1 + u.id % 8] || (u.id % 97),
            CASE WHEN u.id % 1500 = 0 THEN 'Quartermaine' ELSE (ARRAY['Smith','Jones','Lee','Garcia','Brown','Khan'])[1 + u.id % 6] || (u.id % 211) END,
            now()
       FROM users u WHERE u.promotion_id = $1`, id);
}

beforeAll(async () => {
  const p = await createPromotion();
  const other = await createPromotion();
  promotionId = p.id;
  await seed(p.id, PEOPLE, `plan${p.id}-`);
  await seed(other.id, PEOPLE / 2, `other${other.id}-`);
  await db.$executeRawUnsafe('ANALYZE users');
  await db.$executeRawUnsafe('ANALYZE profiles');
}, 120_000);

describe('the user table name search plan', () => {
  it('finds the rare name it is asked for (the seed is what the plans are about)', async () => {
    const rows = await userTablePageSql.all(db, { promotionId, locationIds: null, search: 'quarterm', searchMode: 'narrow', sort: 'last_name', dir: 'asc', after: null, limit: 51 });
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((r) => r.last_name === 'Quartermaine')).toBe(true);
    // The keyset (a filter, not an index range) still pages: the row after the first is the second.
    const first = rows[0]!;
    const next = await userTablePageSql.all(db, { promotionId, locationIds: null, search: 'quarterm', searchMode: 'narrow', sort: 'last_name', dir: 'asc', after: { value: first.sort_value, id: first.id }, limit: 51 });
    expect(next.map((r) => r.id)).toEqual(rows.slice(1).map((r) => r.id));
  });

  const page = (o: Partial<UserTableFilter>): UserTableFilter =>
    ({ promotionId, locationIds: null, search: 'quarterm', searchMode: 'narrow', sort: 'last_name', dir: 'asc', after: null, limit: 51, ...o });

  it.each([
    // The filters are built in the test: the promotion exists only once beforeAll ran.
    ['sorted by last name', {}],
    ['sorted by first name, descending, after a keyset', { sort: 'first_name', dir: 'desc', after: { value: 'hana50', id: 2_000_000 } }],
    ['within a location coordinator\u2019s reach', { locationIds: [1, 2] }],
  ] as [string, Partial<UserTableFilter>][])('a page %s reads the name trigram and email indexes, never every person', async (_label, overrides) => {
    const plan = await planOf(userTablePageSql, page(overrides));
    expect(seqScans(plan)).toEqual([]);
    expect(indexes(plan)).toContain('profiles_full_name_trgm_idx');
    expect(indexes(plan)).toContain('users_promotion_id_email_pattern_idx');
  });

  it('the match count and the breadth probe read the same indexes', async () => {
    const count = await planOf(userTableCountSql, { promotionId, locationIds: null, search: 'quarterm' }, 10_001);
    expect(seqScans(count)).toEqual([]);
    expect(indexes(count)).toContain('profiles_full_name_trgm_idx');
    const breadth = await planOf(searchBreadthSql, promotionId, 'quarterm', 2_001);
    expect(seqScans(breadth)).toEqual([]);
    expect(indexes(breadth)).toContain('profiles_full_name_trgm_idx');
    expect(indexes(breadth)).toContain('users_promotion_id_email_pattern_idx');
  });
});
