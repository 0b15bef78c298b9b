// The scale generator (npm run db:seed:scale), run in-process with 300 participants against this file's database:
// the history it makes per participant, zero points drift, and every row inside the scale promotion.
import { beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { ScaleRefusedError, type ScaleSummary, seedScale } from '@/prisma/seed/scale/run';
import { parseScaleArgs } from '@/prisma/seed/scale/options';
import { createPool } from '@/prisma/seed/scale/context';
import { validateForeignKeys } from '@/prisma/seed/scale/validate';
import { createPromotion, createUser } from '../helpers/factories';
import { callRoute } from '../helpers/http';
import { addDays, todayIn } from '@/lib/promotion-dates';
import { POST as authenticate } from '@/app/api/users/authenticate/route';

const PARTICIPANTS = 300;
// Small chunks, not a multiple of the team block of 8: statements run two at a time and teams straddle chunks.
const CHUNK = 50;
let summary: ScaleSummary;
let other: { id: number; userId: number };

async function query<T extends pg.QueryResultRow = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

const one = async (sql: string, params: unknown[] = []) => Number(Object.values((await query(sql, params))[0])[0]);

beforeAll(async () => {
  // Another tenant first: the generator must neither touch its rows nor point at them.
  const promotion = await createPromotion();
  const user = await createUser({ promotionId: promotion.id });
  other = { id: promotion.id, userId: user.id };
  summary = await seedScale(process.env.DATABASE_URL!, { participants: PARTICIPANTS, chunkSize: CHUNK, log: () => {} });
}, 120_000);

describe('npm run db:seed:scale', () => {
  it('reads --participants and --force from the command line', () => {
    expect(parseScaleArgs(['--participants', '100000'])).toMatchObject({ participants: 100_000, force: false });
    expect(parseScaleArgs(['--participants=300', '--force'])).toMatchObject({ participants: 300, force: true });
    expect(() => parseScaleArgs(['--participants', 'many'])).toThrow(/whole number/);
    expect(() => parseScaleArgs(['--bogus'])).toThrow(/Unknown option/);
  });

  it('makes the promotion and its history in proportion to the participants', async () => {
    const p = summary.promotionId;
    const [promotion] = await query<{ starts_on: string; program_length: number; flags: Record<string, boolean>; locations: string }>(
      `SELECT to_char(starts_on, 'YYYY-MM-DD') AS starts_on, program_length, flags,
              (SELECT count(*) FROM locations l WHERE l.promotion_id = p.id AND NOT EXISTS
                 (SELECT 1 FROM locations c WHERE c.parent_location_id = l.id)) AS locations
         FROM promotions p WHERE id = $1 AND subdomain = 'scale'`, [p]);
    expect(promotion.starts_on).toBe(addDays(todayIn('America/New_York'), -21)); // started 3 weeks ago: today is day 22
    expect(promotion.program_length).toBe(56);
    expect(Number(promotion.locations)).toBe(50);
    expect(promotion.flags.is_teams_enabled && promotion.flags.is_wall_enabled).toBe(true);
    expect(await one(`SELECT count(*) FROM activities WHERE promotion_id = $1`, [p])).toBe(8 * 5 * 3);

    const perUser = async (table: string, where = '') =>
      (await one(`SELECT count(*) FROM ${table} WHERE promotion_id = $1 ${where}`, [p])) / PARTICIPANTS;
    expect(await one(`SELECT count(*) FROM users WHERE promotion_id = $1 AND role = 'User'`, [p])).toBe(PARTICIPANTS);
    // The progress lines count what was written.
    const reported = Object.fromEntries(summary.phases.map((r) => [r.name, r.rows]));
    expect(reported.users).toBe(PARTICIPANTS);
    for (const table of ['user_activities', 'entries', 'likes', 'messages', 'notifications']) {
      const rows = await one(`SELECT count(*) FROM ${table} WHERE promotion_id = $1`, [p]);
      expect({ table, rows: reported[table] }).toEqual({ table, rows });
    }
    expect(await perUser('user_activities')).toBeGreaterThan(36);
    expect(await perUser('user_activities')).toBeLessThan(44);
    expect(await perUser('entries')).toBe(22); // one day record per program day so far (started 3 weeks ago)
    expect(await perUser('entry_activities')).toBe(await perUser('user_activities'));
    expect(await perUser('user_quiz_answers', 'AND is_correct')).toBeGreaterThan(5);
    expect(await perUser('posts')).toBeGreaterThan(3);
    expect(await perUser('likes')).toBeGreaterThan(2);
    expect(await perUser('friendships')).toBe(3);
    expect(await perUser('notifications')).toBe(10);
    expect(await perUser('messages')).toBeGreaterThan(3);
    expect(await one(`SELECT count(*) FROM user_points WHERE promotion_id = $1`, [p])).toBe(PARTICIPANTS + 3); // + coordinators
    expect(await one(`SELECT count(*) FROM teams WHERE promotion_id = $1`, [p])).toBe(Math.ceil(PARTICIPANTS / 8));
    expect(await perUser('team_members')).toBeGreaterThan(0.8);
    expect(await one(`SELECT count(*) FROM works w JOIN work_bonuses b ON b.work_id = w.id WHERE w.promotion_id = $1 AND b.applied`, [p]))
      .toBeGreaterThan(0);
  });

  it("links each day record to that day's activities, and each activity to a tile of its own scene", async () => {
    const p = summary.promotionId;
    expect(await one(
      `SELECT count(*) FROM entry_activities ea JOIN entries e ON e.id = ea.entry_id JOIN user_activities ua ON ua.id = ea.user_activity_id
        WHERE ea.promotion_id = $1 AND (ua.user_id <> e.user_id OR ua.recorded_on <> e.recorded_on)`, [p])).toBe(0);
    expect(await one(
      `SELECT count(*) FROM user_activities ua JOIN user_scenes s ON s.id = ua.user_scene_id
        WHERE ua.promotion_id = $1 AND (s.user_id <> ua.user_id OR ua.tile_number NOT BETWEEN 0 AND 9)`, [p])).toBe(0);
    // One current scene each; every completed scene has all 10 tiles filled, and was completed by its last one.
    expect(await one(`SELECT count(*) FROM user_scenes WHERE promotion_id = $1 AND current_state = 'loggable'`, [p])).toBe(PARTICIPANTS);
    expect(await one(
      `SELECT count(*) FROM user_scenes s WHERE s.promotion_id = $1 AND s.current_state = 'completed'
          AND ((SELECT count(*) FROM user_activities ua WHERE ua.user_scene_id = s.id) <> 10
               OR s.completed_at <> (SELECT max(created_at) FROM user_activities ua WHERE ua.user_scene_id = s.id))`, [p])).toBe(0);
    expect(await one(`SELECT count(*) FROM user_activities WHERE promotion_id = $1 AND user_scene_id IS NULL`, [p])).toBe(0);
  });

  it("keeps each conversation's last_message_at, and its members' copy, equal to its last message", async () => {
    const p = summary.promotionId;
    expect(await one(
      `SELECT count(*) FROM conversations c WHERE c.promotion_id = $1
          AND c.last_message_at IS DISTINCT FROM (SELECT max(created_at) FROM messages m WHERE m.conversation_id = c.id)`, [p])).toBe(0);
    expect(await one(
      `SELECT count(*) FROM conversation_members m JOIN conversations c ON c.id = m.conversation_id
        WHERE m.promotion_id = $1 AND m.last_message_at IS DISTINCT FROM c.last_message_at`, [p])).toBe(0);
    // Every member of a team conversation is on that team.
    expect(await one(
      `SELECT count(*) FROM conversation_members m JOIN conversations c ON c.id = m.conversation_id
        WHERE m.promotion_id = $1 AND c.team_id IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM team_members t WHERE t.team_id = c.team_id AND t.user_id = m.user_id)`, [p])).toBe(0);
    expect(await one(
      `SELECT count(*) FROM messages m JOIN conversation_members cm ON cm.conversation_id = m.conversation_id AND cm.user_id = m.user_id
        WHERE m.promotion_id = $1`, [p])).toBe(await one(`SELECT count(*) FROM messages WHERE promotion_id = $1`, [p]));
  });

  it('keeps user_points, day totals and team totals equal to the events (decision 003: zero drift)', async () => {
    const p = summary.promotionId;
    expect(await query(RECONCILE_USER_POINTS, [p])).toEqual([]);
    expect(await query(RECONCILE_ENTRIES, [p])).toEqual([]);
    expect(await query(
      `SELECT t.id FROM teams t LEFT JOIN team_members m ON m.team_id = t.id WHERE t.promotion_id = $1
        GROUP BY t.id HAVING t.total_points <> coalesce(sum(m.contributed), 0)`, [p])).toEqual([]);
    // The stored member count (a trigger in the product; bulk inserts skip triggers, so the seed sets it).
    expect(await query(
      `SELECT t.id FROM teams t LEFT JOIN team_members m ON m.team_id = t.id WHERE t.promotion_id = $1
        GROUP BY t.id HAVING t.member_count <> count(m.id)`, [p])).toEqual([]);
    expect(await query(
      `SELECT m.user_id FROM team_members m JOIN competitions c ON c.id = m.competition_id
        WHERE m.promotion_id = $1 AND m.contributed <> (SELECT coalesce(sum(points), 0) FROM user_activities ua
               WHERE ua.user_id = m.user_id AND ua.is_active AND ua.recorded_on BETWEEN c.competition_starts_on AND c.competition_ends_on)`,
      [p])).toEqual([]);
    expect(await one(`SELECT sum(total_points) FROM user_points WHERE promotion_id = $1`, [p])).toBeGreaterThan(PARTICIPANTS * 400);
  });

  it('puts every row it writes in the scale promotion, pointing only at rows of the scale promotion', async () => {
    const p = summary.promotionId;
    const tables = await query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.columns WHERE table_schema = current_schema() AND column_name = 'promotion_id'`);
    for (const { table_name } of tables) {
      // The only rows outside the scale promotion are the other tenant's own user, and rows of no promotion that the
      // migrations write (the built-in report fields).
      const global = table_name === 'report_fields' ? ' AND promotion_id IS NOT NULL' : '';
      const outside = await one(`SELECT count(*) FROM "${table_name}" WHERE promotion_id IS DISTINCT FROM $1${global}`, [p]);
      expect({ table: table_name, outside }).toEqual({ table: table_name, outside: table_name === 'users' ? 1 : 0 });
    }
    // Every single-column foreign key between two tenant tables joins rows of the same promotion.
    const fks = await query<{ child: string; column: string; parent: string }>(
      `SELECT c.conrelid::regclass::text AS child, a.attname AS column, c.confrelid::regclass::text AS parent
         FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
        WHERE c.contype = 'f' AND cardinality(c.conkey) = 1 AND c.confrelid <> 'promotions'::regclass
          AND EXISTS (SELECT 1 FROM pg_attribute x WHERE x.attrelid = c.conrelid AND x.attname = 'promotion_id')
          AND EXISTS (SELECT 1 FROM pg_attribute x WHERE x.attrelid = c.confrelid AND x.attname = 'promotion_id')`);
    expect(fks.length).toBeGreaterThan(30);
    for (const fk of fks) {
      const crossing = await one(
        `SELECT count(*) FROM ${fk.child} c JOIN ${fk.parent} t ON t.id = c."${fk.column}" WHERE c.promotion_id IS DISTINCT FROM t.promotion_id`);
      expect({ ...fk, crossing }).toEqual({ ...fk, crossing: 0 });
    }
    expect(await one(`SELECT count(*) FROM profiles pr JOIN users u ON u.id = pr.user_id WHERE u.promotion_id IS DISTINCT FROM $1`, [p])).toBe(1);
  }, 120_000);

  it('lets every participant sign in on the scale host with the shared password', async () => {
    for (const email of ['scale-user-1@example.com', `scale-user-${PARTICIPANTS}@example.com`, 'scale-coordinator@example.com']) {
      const res = await callRoute(authenticate, {
        method: 'POST', host: 'scale.localhost:3000', path: '/api/users/authenticate', body: { email, password: 'Welcome1!' },
      });
      expect(res.status).toBe(200);
      expect(res.json).not.toHaveProperty('password_hash');
    }
  });

  it('checks every foreign key of the bulk-loaded rows, and fails the run on a dangling one', async () => {
    const pool = createPool(process.env.DATABASE_URL!);
    try {
      const ctx = { pool, ids: { promotionId: summary.promotionId }, bulkTables: new Set(['likes', 'profiles', 'user_activities']) };
      expect(await validateForeignKeys(ctx)).toBeGreaterThan(5);
      // A like of a post that does not exist, slipped past the trigger the way a bulk chunk would.
      const client = await pool.connect();
      await client.query("BEGIN; SET LOCAL session_replication_role = 'replica'");
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO likes (promotion_id, user_id, post_id) SELECT promotion_id, user_id, 2000000000 FROM likes
          WHERE promotion_id = $1 LIMIT 1 RETURNING id`, [summary.promotionId]);
      await client.query('COMMIT');
      client.release();
      try {
        await expect(validateForeignKeys(ctx)).rejects.toThrow(/likes_post_id_fkey: 1 likes rows point at no posts row/);
      } finally {
        await pool.query('DELETE FROM likes WHERE id = $1', [rows[0].id]);
      }
    } finally {
      await pool.end();
    }
  });

  it('refuses to run over an existing scale promotion without --force, and with it replaces it by the same data', async () => {
    const before = await countsOf(summary.promotionId);
    await expect(seedScale(process.env.DATABASE_URL!, { participants: PARTICIPANTS, log: () => {} }))
      .rejects.toThrow(new ScaleRefusedError(
        `The 'scale' promotion already exists (300 participants). Re-run with --force to drop it and generate it again.`));
    const lines: string[] = [];
    const again = await seedScale(process.env.DATABASE_URL!, { participants: PARTICIPANTS, force: true, log: (m) => lines.push(m) });
    expect(lines.join('\n')).toMatch(/dropping the previous 'scale' promotion \(300 participants\)/);
    expect(lines.join('\n')).not.toMatch(/normal cascades/); // self-contained: dropped without per-row triggers
    expect(again.promotionId).not.toBe(summary.promotionId);
    expect(await countsOf(again.promotionId)).toEqual(before);
    await expectOnlyOneScalePromotion();
    summary = again;
  }, 120_000);

  it('drops with the normal cascades when a row outside the promotion points into it', async () => {
    const before = await countsOf(summary.promotionId);
    const child = await createPromotion({ data: { parent_promotion_id: summary.promotionId } });
    const lines: string[] = [];
    const again = await seedScale(process.env.DATABASE_URL!, { participants: PARTICIPANTS, force: true, log: (m) => lines.push(m) });
    expect(lines.join('\n')).toMatch(/rows outside it point into it: dropping with the normal cascades/);
    // The cascade's SET NULL ran on the row outside, and nothing of the old promotion is left.
    expect(await one(`SELECT count(*) FROM promotions WHERE id = $1 AND parent_promotion_id IS NULL`, [child.id])).toBe(1);
    expect(await countsOf(summary.promotionId)).toEqual(Object.fromEntries(Object.keys(before).map((k) => [k, 0])));
    expect(await countsOf(again.promotionId)).toEqual(before);
    await expectOnlyOneScalePromotion();
    summary = again;
  }, 120_000);

  it('loads the same data as a role that is not a superuser, checking foreign keys row by row', async () => {
    const before = await countsOf(summary.promotionId);
    const role = `scale_loader_${randomBytes(4).toString('hex')}`;
    await query(`CREATE ROLE ${role} LOGIN PASSWORD 'scale'`);
    try {
      await query(`GRANT ALL ON ALL TABLES IN SCHEMA public TO ${role}; GRANT ALL ON ALL SEQUENCES IN SCHEMA public TO ${role}`);
      const url = new URL(process.env.DATABASE_URL!);
      url.username = role;
      url.password = 'scale';
      const lines: string[] = [];
      const again = await seedScale(url.toString(), { participants: PARTICIPANTS, force: true, chunkSize: CHUNK, log: (m) => lines.push(m) });
      expect(lines.join('\n')).toMatch(/checked row by row/);
      expect(await countsOf(again.promotionId)).toEqual(before);
      expect(await query(RECONCILE_USER_POINTS, [again.promotionId])).toEqual([]);
      summary = again;
    } finally {
      await query(`DROP OWNED BY ${role}; DROP ROLE ${role}`);
    }
    await expectOnlyOneScalePromotion();
  }, 120_000);
});

async function expectOnlyOneScalePromotion() {
  expect(await one(`SELECT count(*) FROM promotions WHERE subdomain = 'scale'`)).toBe(1);
  expect(await one(`SELECT count(*) FROM organizations WHERE name = 'Scale Test Organization'`)).toBe(1);
  expect(await one(`SELECT count(*) FROM scene_collections WHERE name = 'Scale scenes'`)).toBe(1);
  expect(await one(`SELECT count(*) FROM scenes WHERE name LIKE 'Scale %'`)).toBe(6);
  expect(await one(`SELECT count(*) FROM profiles p WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p.user_id)`)).toBe(0);
  // The other tenant is untouched.
  expect(await one(`SELECT count(*) FROM users WHERE id = $1 AND promotion_id = $2`, [other.userId, other.id])).toBe(1);
}

async function countsOf(promotionId: number) {
  const tables = ['users', 'user_activities', 'user_quiz_answers', 'entries', 'entry_activities', 'user_scenes', 'user_points',
    'teams', 'team_members', 'work_bonuses', 'friendships', 'posts', 'likes', 'messages', 'notifications'];
  const counts: Record<string, number> = {};
  for (const t of tables) counts[t] = await one(`SELECT count(*) FROM ${t} WHERE promotion_id = $1`, [promotionId]);
  counts.points = await one(`SELECT sum(total_points) FROM user_points WHERE promotion_id = $1`, [promotionId]);
  return counts;
}

// docs/decisions/003-where-points-live.md, verbatim.
const RECONCILE_USER_POINTS = `
WITH events AS (
  SELECT user_id, sum(points) AS activity_points, 0 AS quiz_points, 0 AS bonus_points, 0 AS entry_points
    FROM user_activities WHERE promotion_id = $1 AND is_active GROUP BY user_id
  UNION ALL
  SELECT user_id, 0, sum(points), 0, 0 FROM user_quiz_answers
    WHERE promotion_id = $1 AND is_correct GROUP BY user_id
  UNION ALL
  SELECT target_user_id, 0, 0, sum(points), 0 FROM work_bonuses
    WHERE promotion_id = $1 AND applied GROUP BY target_user_id
  UNION ALL
  SELECT user_id, 0, 0, 0, sum(entry_points) FROM entries WHERE promotion_id = $1 GROUP BY user_id
), expected AS (
  SELECT user_id, sum(activity_points) AS activity_points, sum(quiz_points) AS quiz_points,
         sum(bonus_points) AS bonus_points, sum(entry_points) AS entry_points
    FROM events GROUP BY user_id
)
SELECT coalesce(p.user_id, e.user_id) AS user_id,
       p.activity_points, e.activity_points AS expected_activity_points,
       p.quiz_points,     e.quiz_points     AS expected_quiz_points,
       p.bonus_points,    e.bonus_points    AS expected_bonus_points,
       p.entry_points,    e.entry_points    AS expected_entry_points
  FROM (SELECT * FROM user_points WHERE promotion_id = $1) p
  FULL JOIN expected e ON e.user_id = p.user_id
 WHERE coalesce(p.activity_points, 0) <> coalesce(e.activity_points, 0)
    OR coalesce(p.quiz_points, 0)     <> coalesce(e.quiz_points, 0)
    OR coalesce(p.bonus_points, 0)    <> coalesce(e.bonus_points, 0)
    OR coalesce(p.entry_points, 0)    <> coalesce(e.entry_points, 0);`;

// The same shape for the day totals: active activities, correct quiz answers and applied bonuses of the day + entry_points.
const RECONCILE_ENTRIES = `
WITH day_events AS (
  SELECT user_id, recorded_on, sum(points) AS points FROM user_activities
    WHERE promotion_id = $1 AND is_active GROUP BY user_id, recorded_on
  UNION ALL
  SELECT user_id, recorded_on, sum(points) FROM user_quiz_answers
    WHERE promotion_id = $1 AND is_correct GROUP BY user_id, recorded_on
  UNION ALL
  SELECT target_user_id, recorded_on, sum(points) FROM work_bonuses
    WHERE promotion_id = $1 AND applied GROUP BY target_user_id, recorded_on
), expected AS (
  SELECT user_id, recorded_on, sum(points) AS points FROM day_events GROUP BY user_id, recorded_on
)
SELECT coalesce(e.user_id, x.user_id) AS user_id, coalesce(e.recorded_on, x.recorded_on) AS recorded_on,
       e.total_points, e.entry_points, x.points AS expected_event_points
  FROM (SELECT * FROM entries WHERE promotion_id = $1) e
  FULL JOIN expected x ON x.user_id = e.user_id AND x.recorded_on = e.recorded_on
 WHERE e.id IS NULL OR e.total_points <> e.entry_points + coalesce(x.points, 0);`;
