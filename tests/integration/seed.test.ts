// The demo data set (prisma/seed): idempotent, signs in, points without drift, every content key the participant
// app loads, every image it references on disk, and every status, type and category the specs name represented.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { POST as authenticate } from '@/app/api/users/authenticate/route';
import { db } from '@/server/db';
import { seedDemo } from '@/prisma/seed/run';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/prisma/seed/accounts';
import { forgetCachedPromotions } from '@/server/tenancy/promotion-context';

const rows = <T>(sql: string, ...params: unknown[]) => db.$queryRawUnsafe<T[]>(sql, ...params);
const count = async (sql: string, ...params: unknown[]) => Number((await rows<{ n: bigint | number }>(`SELECT count(*) AS n FROM (${sql}) q`, ...params))[0].n);

async function tableCounts(): Promise<Record<string, number>> {
  const tables = await rows<{ t: string }>(`SELECT tablename AS t FROM pg_tables WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations' ORDER BY 1`);
  const out: Record<string, number> = {};
  for (const { t } of tables) out[t] = await count(`SELECT 1 FROM "${t}"`);
  return out;
}

let first: Record<string, number>;
let second: Record<string, number>;
const seconds: number[] = [];
let acmeId: number;

beforeAll(async () => {
  for (const run of [1, 2]) {
    const started = Date.now();
    await seedDemo(process.env.DATABASE_URL!, () => {});
    seconds.push((Date.now() - started) / 1000);
    if (run === 1) first = await tableCounts();
  }
  second = await tableCounts();
  forgetCachedPromotions();
  acmeId = (await db.promotion.findUniqueOrThrow({ where: { subdomain: 'acme' } })).id;
}, 240_000);

describe('npm run db:seed (seedDemo)', () => {
  it('is idempotent: a second run leaves every table with the same count', () => {
    expect(second).toEqual(first);
    expect(first.users).toBeGreaterThan(60);
    // Time is reported, not asserted tightly: shared CI machines vary. A generous ceiling still catches a regression.
    console.info(`seedDemo: first run ${seconds[0].toFixed(1)} s, second run ${seconds[1].toFixed(1)} s`);
    expect(seconds[0]).toBeLessThan(90);
  });

  it('signs every demo account in on its host with the demo password', async () => {
    const hosts: Record<string, string> = { acme: 'acme.localhost:3000', globex: 'globex.localhost:3000' };
    for (const account of DEMO_ACCOUNTS) {
      const host = account.promotion ? hosts[account.promotion] : 'dashboard.localhost:3000';
      const res = await callRoute(authenticate, {
        method: 'POST', host, path: '/api/users/authenticate', body: { email: account.email, password: DEMO_PASSWORD },
        headers: { 'x-renew-client-address': `10.0.0.${DEMO_ACCOUNTS.indexOf(account) + 1}` },
      });
      expect({ email: account.email, status: res.status }).toEqual({ email: account.email, status: 200 });
      expect(res.json).toMatchObject({ email: account.email, role: account.role });
      expect(JSON.stringify(res.json)).not.toContain('password_hash');
    }
  });

  it('keeps point totals equal to their events (decision 003 reconciliation: users, days and teams)', async () => {
    for (const p of await db.promotion.findMany({ select: { id: true } })) {
      expect(await rows(USER_DRIFT_SQL, p.id)).toEqual([]);
      expect(await rows(ENTRY_DRIFT_SQL, p.id)).toEqual([]);
      expect(await rows(`SELECT t.id FROM teams t LEFT JOIN team_members m ON m.team_id = t.id WHERE t.promotion_id = $1
        GROUP BY t.id HAVING t.total_points <> coalesce(sum(m.contributed), 0)`, p.id)).toEqual([]);
    }
    // …and there is something to reconcile: acme has three weeks of history and accepted gift points.
    expect(await count(`SELECT 1 FROM user_points WHERE promotion_id = $1 AND total_points > 0`, acmeId)).toBeGreaterThan(40);
    expect(await count(`SELECT 1 FROM work_bonuses WHERE promotion_id = $1 AND applied`, acmeId)).toBeGreaterThan(0);
  });

  it('has, for the default promotion, every content category and key participant-core.md §7 loads', async () => {
    const present = await rows<{ category: string; key: string }>(
      `SELECT category, key FROM custom_contents c JOIN promotions p ON p.id = c.promotion_id AND p.is_default WHERE NOT c.hidden`);
    const has = (category: string, key?: string) => present.some((r) => r.category === category && (key === undefined || r.key === key));
    for (const [category, keys] of Object.entries(CONTENT_KEYS)) {
      expect({ category, present: has(category) }).toEqual({ category, present: true });
      for (const key of keys) expect({ category, key, present: has(category, key) }).toEqual({ category, key, present: true });
    }
    const inCategory = (category: string) => present.filter((r) => r.category === category).length;
    expect(inCategory('tips')).toBeGreaterThanOrEqual(30);
    expect(inCategory('faqs')).toBeGreaterThanOrEqual(8);
    expect(inCategory('home_walkthrough')).toBeGreaterThanOrEqual(6);
    expect(await count(`SELECT 1 FROM custom_contents WHERE content ILIKE '%lorem%'`)).toBe(0);
    // No placeholder app store ids: a store link shows only when a promotion configures a real one.
    expect(await count(`SELECT 1 FROM custom_contents WHERE category = 'mobile' AND coalesce(content, '') <> ''`)).toBe(0);
    // acme overrides a few defaults by category + key.
    expect(await count(`SELECT 1 FROM custom_contents a JOIN custom_contents d ON d.category = a.category AND d.key = a.key
      JOIN promotions p ON p.id = d.promotion_id AND p.is_default WHERE a.promotion_id = $1`, acmeId)).toBeGreaterThanOrEqual(3);
  });

  it('answers the demo newcomer’s Initial Assessment, as the registration form does for a real registrant', async () => {
    expect(await count(`SELECT 1 FROM evaluations e JOIN evaluation_definitions d ON d.id = e.evaluation_definition_id
      JOIN users u ON u.id = e.user_id WHERE u.email = 'newcomer@example.com' AND d.name = 'Initial Assessment' AND e.created_at = u.created_at`)).toBe(1);
  });

  it('has every demo account accept the current privacy policy but the satellite office’s three, whom the prompt asks', async () => {
    const { PRIVACY_POLICY_VERSION } = await import('@/lib/privacy/constants');
    const unaccepted = await rows<{ email: string }>(`SELECT email FROM users WHERE privacy_policy_version IS DISTINCT FROM $1 AND email IS NOT NULL ORDER BY email`, PRIVACY_POLICY_VERSION);
    expect(unaccepted.map((u) => u.email)).toEqual(['emil.srensen@example.com', 'noor.haddad@example.com', 'priya.raman@example.com']);
  });

  it('references only demo images that exist under public/', async () => {
    const urls = await rows<{ url: string }>(DEMO_URLS_SQL);
    expect(urls.length).toBeGreaterThan(250);
    const missing = urls.map((u) => u.url).filter((url) => !existsSync(path.join(process.cwd(), 'public', url)));
    expect(missing).toEqual([]);
  });

  it('gives every wall photo the size its upload stored, on the post the wall reads it from', async () => {
    const photos = await rows<{ url: string; post: string; upload: string | null }>(`
      SELECT p.photo_url AS url, p.photo_width || 'x' || p.photo_height AS post,
             (SELECT f.width || 'x' || f.height FROM uploaded_files f WHERE f.promotion_id = p.promotion_id AND f.url = p.photo_url ORDER BY f.id LIMIT 1) AS upload
        FROM posts p WHERE p.photo_url IS NOT NULL`);
    expect(photos.length).toBeGreaterThan(0);
    expect(photos.filter((p) => p.post !== p.upload || p.post === null)).toEqual([]);
  });

  it('covers every status, type and category the specs name', async () => {
    // Distinct values of a column among acme's rows.
    const distinct = async (table: string, column: string) =>
      (await rows<{ v: string }>(`SELECT DISTINCT (${column})::text AS v FROM ${table} WHERE promotion_id = $1 ORDER BY 1`, acmeId)).map((r) => r.v);
    expect(await distinct('friendships', 'status')).toEqual(['A', 'D', 'P', 'X']);
    expect(await distinct('teams', 'status')).toEqual(['0', '1', '2']);
    expect(await distinct('team_invites', 'invite_type')).toEqual(['I', 'R']);
    expect(await distinct('team_invites', 'status')).toEqual(['A', 'D', 'U']);
    expect(await distinct('duos', 'state')).toEqual(['active', 'completed', 'pending']);
    expect(await distinct('duo_pair_queues', 'state')).toEqual(['paired', 'queued', 'withdrawn']);
    expect(await distinct('conversations', 'conversation_type')).toEqual(['g', 'i', 't']);
    expect(await distinct('user_scenes', 'current_state')).toEqual(['completed', 'loggable']);
    expect(await count(`SELECT DISTINCT scene_type, layout_version FROM scenes`)).toBe(12);
    expect(await distinct('activities', 'category')).toHaveLength(5);
    expect(await distinct('activities', 'week_available')).toHaveLength(8);
    expect(await distinct('custom_prompts', 'type_of_prompt')).toEqual(['CHECKBOX', 'DROPDOWN', 'HEADER', 'TEXTAREA', 'TEXTBOX']);
    expect(await count(`SELECT DISTINCT d.category FROM user_badges b JOIN badges d ON d.id = b.badge_id WHERE b.promotion_id = $1`, acmeId)).toBe(12);
    const kinds = (await distinct('notifications', "substring(key from '^[a-z]+')")).join(',');
    for (const kind of ['post', 'message', 'team', 'friend', 'badge']) expect(kinds).toContain(kind);
    // Comments and messages say what as well as who (issue 31): their notifications quote the first words.
    for (const prefix of ['post_comment_', 'message_']) {
      expect(await count(`SELECT 1 FROM notifications WHERE key LIKE $1 AND excerpt IS NOT NULL`, `${prefix}%`)).toBeGreaterThan(0);
    }
    expect(await distinct('entry_activities', "coalesce(feels_value::text, 'null')")).toEqual(['-1', '0', '1', 'null']);
    expect(await distinct('user_quiz_answers', 'is_correct')).toEqual(['false', 'true']);
    // The two demo friends, ~60 participants over the 3-level tree, 30+ recipes over all courses.
    expect(await count(`SELECT 1 FROM friendships f JOIN users a ON a.id = f.friender_id JOIN users b ON b.id = f.friendee_id
      WHERE f.status = 'A' AND a.email = 'participant@example.com' AND b.email = 'friend@example.com'`)).toBe(1);
    expect(await count(`SELECT 1 FROM users WHERE promotion_id = $1 AND role <> 'Super Coordinator'`, acmeId)).toBeGreaterThanOrEqual(58);
    expect(await count(`SELECT DISTINCT location_id FROM users WHERE promotion_id = $1 AND location_id IS NOT NULL`, acmeId)).toBeGreaterThanOrEqual(8);
    expect(await count(`SELECT 1 FROM recipes`)).toBeGreaterThanOrEqual(30);
    expect(await count(`SELECT DISTINCT unnest(courses) FROM recipes`)).toBe(4);
    expect(await count(`SELECT 1 FROM evaluation_definitions WHERE promotion_id = $1 AND name = 'Initial Assessment' AND days_from_start = '0'`, acmeId)).toBe(1);
    expect(await count(`SELECT 1 FROM eligibilities WHERE user_id IS NOT NULL`)).toBeGreaterThan(40);
    expect(await count(`SELECT 1 FROM posts WHERE promotion_id = $1 AND is_flagged`, acmeId)).toBeGreaterThanOrEqual(1);
    // The flagged post's reports say why, and one was cleared before (the review queue's reason and history).
    expect(await count(`SELECT 1 FROM post_flags f JOIN posts p ON p.id = f.post_id WHERE f.promotion_id = $1 AND p.is_flagged AND f.cleared_at IS NULL AND f.reason IS NOT NULL`, acmeId)).toBe(1);
    expect(await count(`SELECT 1 FROM post_flags WHERE promotion_id = $1 AND cleared_at IS NOT NULL AND cleared_by IS NOT NULL`, acmeId)).toBeGreaterThanOrEqual(1);
  });

  it('dates nothing in the future, and logs nothing outside the program so far', async () => {
    for (const table of ['posts', 'likes', 'messages', 'notifications', 'user_activities', 'user_quiz_answers', 'friendships', 'evaluations', 'duos', 'users']) {
      expect({ table, future: await count(`SELECT 1 FROM ${table} WHERE created_at > now()`) }).toEqual({ table, future: 0 });
    }
    const [acme] = await rows<{ starts_on: string; today: string }>(
      `SELECT starts_on::text, (now() AT TIME ZONE time_zone)::date::text AS today FROM promotions WHERE id = $1`, acmeId);
    expect(await count(`SELECT 1 FROM entries WHERE promotion_id = $1 AND (recorded_on < $2::date OR recorded_on > $3::date)`, acmeId, acme.starts_on, acme.today)).toBe(0);
    expect(await count(`SELECT 1 FROM user_activities WHERE promotion_id = $1 AND recorded_on = $2::date`, acmeId, acme.today)).toBeGreaterThan(0);
  });

  it('keeps every row of a participant inside the participant’s own promotion', async () => {
    for (const table of ['user_activities', 'entries', 'user_points', 'user_scenes', 'friendships', 'likes', 'team_members', 'notifications',
      'conversation_members', 'messages', 'evaluations', 'recipe_ratings', 'user_badges', 'custom_content_likes', 'duos']) {
      const userColumn = table === 'friendships' ? 'friender_id' : table === 'duos' ? 'sender_id' : 'user_id';
      expect({ table, strays: await count(`SELECT 1 FROM ${table} x JOIN users u ON u.id = x.${userColumn} WHERE u.promotion_id IS DISTINCT FROM x.promotion_id`) })
        .toEqual({ table, strays: 0 });
    }
  });
});

const CONTENT_KEYS: Record<string, string[]> = {
  home: ['eop_tile_message', 'eop_incomplete_tile_message', 'greetings'],
  studio: [], mobile: ['android_app_link', 'ios_app_link'], mobile_overlay: [],
  logging: ['how_it_works', 'unavailable_how_it_works', 'unsaved_popup', 'no_activities_added', 'no_possible_activities', 'entry_locked_no_data', 'unavailable_until_logging_begins'],
  leaderboards: ['opt_in_individual'], dialogs: ['journey_tutorial'], resources: [], learn: [], friends: [], evaluation: [], faqs: [], terms: [], '404': [],
  // social-engagement.md and administration.md name these too.
  home_walkthrough: ['walkthrough_not_started', 'walkthrough_has_started', 'walkthrough_scene_one', 'walkthrough_scene_two', 'walkthrough_scene_three', 'walkthrough_scene_four'],
  how_it_works: [], welcome: [], welcome_overlay: [], countdown: [], registration_content: [], registration: [], reset_password: [], privacy: [],
  competition: [], mobile_page: [], notification: [], prestart: [], eligibility: [], emails: [], tips: [], recipes: [], mobile_password_instructions: [],
};

const USER_DRIFT_SQL = `
WITH events AS (
  SELECT user_id, sum(points) AS activity_points, 0 AS quiz_points, 0 AS bonus_points, 0 AS entry_points
    FROM user_activities WHERE promotion_id = $1 AND is_active GROUP BY user_id
  UNION ALL
  SELECT user_id, 0, sum(points), 0, 0 FROM user_quiz_answers WHERE promotion_id = $1 AND is_correct GROUP BY user_id
  UNION ALL
  SELECT target_user_id, 0, 0, sum(points), 0 FROM work_bonuses WHERE promotion_id = $1 AND applied GROUP BY target_user_id
  UNION ALL
  SELECT user_id, 0, 0, 0, sum(entry_points) FROM entries WHERE promotion_id = $1 GROUP BY user_id
), expected AS (
  SELECT user_id, sum(activity_points) AS activity_points, sum(quiz_points) AS quiz_points,
         sum(bonus_points) AS bonus_points, sum(entry_points) AS entry_points FROM events GROUP BY user_id
)
SELECT coalesce(p.user_id, e.user_id) AS user_id
  FROM (SELECT * FROM user_points WHERE promotion_id = $1) p
  FULL JOIN expected e ON e.user_id = p.user_id
 WHERE coalesce(p.activity_points, 0) <> coalesce(e.activity_points, 0)
    OR coalesce(p.quiz_points, 0)     <> coalesce(e.quiz_points, 0)
    OR coalesce(p.bonus_points, 0)    <> coalesce(e.bonus_points, 0)
    OR coalesce(p.entry_points, 0)    <> coalesce(e.entry_points, 0)
    OR p.total_points <> p.activity_points + p.quiz_points + p.bonus_points + p.entry_points`;

// The same shape per user and day: active activities, correct quiz answers and applied bonuses credited to the day,
// plus the day's entry points, against entries.total_points.
const ENTRY_DRIFT_SQL = `
WITH day_events AS (
  SELECT user_id, recorded_on, points FROM user_activities WHERE promotion_id = $1 AND is_active
  UNION ALL SELECT user_id, recorded_on, points FROM user_quiz_answers WHERE promotion_id = $1 AND is_correct
  UNION ALL SELECT target_user_id, recorded_on, points FROM work_bonuses WHERE promotion_id = $1 AND applied
), per_day AS (SELECT user_id, recorded_on, sum(points) AS points FROM day_events GROUP BY user_id, recorded_on)
SELECT coalesce(e.user_id, d.user_id) AS user_id, coalesce(e.recorded_on, d.recorded_on)::text AS day
  FROM (SELECT * FROM entries WHERE promotion_id = $1) e
  FULL JOIN per_day d ON d.user_id = e.user_id AND d.recorded_on = e.recorded_on
 WHERE coalesce(e.total_points, 0) <> coalesce(d.points, 0) + coalesce(e.entry_points, 0)`;

const DEMO_URLS_SQL = `
SELECT DISTINCT url FROM (
  SELECT image_url AS url FROM profiles UNION ALL SELECT unnest(tile_urls) FROM scenes UNION ALL SELECT image_url FROM activities
  UNION ALL SELECT image1 FROM custom_contents UNION ALL SELECT image_url FROM recipes UNION ALL SELECT image_url FROM duo_images
  UNION ALL SELECT image_url FROM badges UNION ALL SELECT photo_url FROM posts UNION ALL SELECT image_url FROM works
  UNION ALL SELECT url FROM uploaded_files UNION ALL SELECT substring(storage_key from 7) FROM gallery_files WHERE storage_key LIKE 'public/%'
) u WHERE url LIKE '/demo/%'`;
