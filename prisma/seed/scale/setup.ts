// The small rows everything else points at: the organization, the scene collection, the promotion, its location
// tree and activity library, and the team competition.
import { PROMOTION_FLAG_DEFAULTS } from '../../../lib/promotion-flags.ts';
import { addDays } from '../../../lib/promotion-dates.ts';
import { type ScaleContext, reserveIds, run } from './context.ts';
import { int, textArray } from './sql.ts';
import {
  ACTIVITIES_PER_GROUP, ACTIVITIES_PER_WEEK, ACTIVITY_COUNT, BONUS_POINTS, CATEGORIES, COMPETITION_LENGTH,
  COMPETITION_START_DAY, ENTRY_POINTS, PROGRAM_LENGTH, SCALE_COLLECTION, SCALE_ORGANIZATION, SCALE_SUBDOMAIN,
  SLOTS_PER_DAY, TILES_PER_SCENE, TIME_ZONE, TRIVIA_POINTS, WORKS_VALUE, isQuiz, quizCorrectAnswer,
} from './shape.ts';

// "All features on", except the flags that hide things or would get in a benchmark's way (idle sign-out, push).
const FLAGS = {
  ...Object.fromEntries(Object.keys(PROMOTION_FLAG_DEFAULTS).map((k) => [k, true])),
  hide_privacy_link: false, is_mascot_hidden: false, disable_manual_logging: false, is_timeout_enabled: false,
  send_push_notifications: false,
};

const SCENE_TYPES = ['waves', 'trees', 'pebbles', 'ripples', 'wisps', 'leaves'] as const;
export const REGIONS = ['North America', 'Europe'];
export const OFFICES = ['Chicago', 'Toronto', 'Austin', 'Denver', 'Boston', 'Dublin', 'Berlin', 'Lisbon', 'Warsaw', 'Madrid'];
export const DEPARTMENTS = ['Engineering', 'Sales', 'Operations', 'Customer Care', 'Finance'];
/** 2 regions x 5 offices x 5 departments: 62 locations, 50 of them leaves. */
export const LEAF_COUNT = REGIONS.length * (OFFICES.length / REGIONS.length) * DEPARTMENTS.length;
const ACTIVITY_NAMES: Record<(typeof CATEGORIES)[number], string[]> = {
  create_calm: ['Box breathing', 'Mindful walk', 'Calm quiz'],
  boost_happiness: ['Gratitude note', 'Call a friend', 'Happiness quiz'],
  sharpen_focus: ['Single-tasking hour', 'Tidy your desk', 'Focus quiz'],
  pursue_purpose: ['Volunteer an hour', 'Set an intention', 'Purpose quiz'],
  increase_energy: ['Take the stairs', 'Stretch break', 'Energy quiz'],
};

export async function createSetup(ctx: ScaleContext): Promise<number> {
  const { ids, calendar } = ctx;
  const startsOn = calendar.startsOn;
  const endsOn = addDays(startsOn, PROGRAM_LENGTH - 1);
  let rows = 0;

  ids.organizationId = (
    await ctx.pool.query<{ id: number }>(
      `INSERT INTO organizations (name, password_help_message, updated_at) VALUES ($1, $2, now()) RETURNING id`,
      [SCALE_ORGANIZATION, 'Use 8 to 20 characters with at least one letter, one number and one symbol.'],
    )
  ).rows[0].id;

  // Scene library: one layout-1 scene (10 tiles, the last the final tile) per scene type, in one collection.
  ids.sceneCount = SCENE_TYPES.length;
  ids.sceneBase = await reserveIds(ctx.pool, 'scenes', ids.sceneCount);
  rows += await run(ctx, `
    INSERT INTO scenes (id, name, scene_type, layout_version, tile_urls, updated_at)
    SELECT ${int(ids.sceneBase)} + i, 'Scale ' || t, t, 1,
           ARRAY(SELECT '/scenes/' || t || '/tile-' || n || '.png' FROM generate_series(1, ${TILES_PER_SCENE}) n), now()
      FROM unnest(${textArray(SCENE_TYPES)}) WITH ORDINALITY AS s(t, o), LATERAL (SELECT (o - 1)::int AS i) x`);
  const collectionId = (
    await ctx.pool.query<{ id: number }>(`INSERT INTO scene_collections (name, updated_at) VALUES ($1, now()) RETURNING id`, [SCALE_COLLECTION])
  ).rows[0].id;
  rows += await run(ctx, `
    INSERT INTO scene_collection_scenes (scene_collection_id, scene_id, sequence)
    SELECT ${int(collectionId)}, ${int(ids.sceneBase)} + i, i + 1 FROM generate_series(0, ${ids.sceneCount - 1}) i`);

  ids.promotionId = (
    await ctx.pool.query<{ id: number }>(
      `INSERT INTO promotions (name, program_name, subdomain, websocket_channel, organization_id, time_zone, program_length,
         registration_starts_on, registration_ends_on, launch_on, starts_on, ends_on, logging_ends_on, api_version,
         default_goal, daily_activity_allowance, max_activities_day, trivia_points, bonus_points, entry_points,
         works_point_value, display_team_feature, collection_id, flags, location_labels, updated_at)
       VALUES ('Scale Test', 'Renew at Scale', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 2, 8, $12, $12, $13, $14, $15,
         $16, true, $17, $18, $19, now())
       RETURNING id`,
      [
        SCALE_SUBDOMAIN, `promotion_${SCALE_SUBDOMAIN}`, ids.organizationId, TIME_ZONE, PROGRAM_LENGTH,
        addDays(startsOn, -14), addDays(endsOn, -14), addDays(startsOn, -7), startsOn, endsOn, addDays(endsOn, 2),
        SLOTS_PER_DAY, TRIVIA_POINTS, BONUS_POINTS, ENTRY_POINTS, WORKS_VALUE, collectionId, JSON.stringify(FLAGS),
        ['Region', 'Office', 'Department'],
      ],
    )
  ).rows[0].id;
  rows += 3; // organization, scene collection, promotion
  const p = int(ids.promotionId);

  // Location tree, numbered so a participant's leaf is locationBase + 12 + (0..49).
  ids.locationBase = await reserveIds(ctx.pool, 'locations', 2 + OFFICES.length + LEAF_COUNT);
  const officesPerRegion = OFFICES.length / REGIONS.length;
  rows += await run(ctx, `
    INSERT INTO locations (id, promotion_id, name, parent_location_id, sequence, updated_at)
    SELECT ${int(ids.locationBase)} + r, ${p}, (${textArray(REGIONS)})[r + 1], NULL, r + 1, now()
      FROM generate_series(0, ${REGIONS.length - 1}) r
    UNION ALL
    SELECT ${int(ids.locationBase + REGIONS.length)} + o, ${p}, (${textArray(OFFICES)})[o + 1],
           ${int(ids.locationBase)} + o / ${officesPerRegion}, o % ${officesPerRegion} + 1, now()
      FROM generate_series(0, ${OFFICES.length - 1}) o`);
  rows += await run(ctx, `
    INSERT INTO locations (id, promotion_id, name, parent_location_id, sequence, updated_at)
    SELECT ${int(ids.locationBase + REGIONS.length + OFFICES.length)} + l, ${p}, (${textArray(DEPARTMENTS)})[l % 5 + 1],
           ${int(ids.locationBase + REGIONS.length)} + l / 5, l % 5 + 1, now()
      FROM generate_series(0, ${LEAF_COUNT - 1}) l`);

  // Activities: 8 weeks x 5 categories x 3, numbered (week, category, sequence) so a slot's choice is arithmetic.
  ids.activityBase = await reserveIds(ctx.pool, 'activities', ACTIVITY_COUNT);
  const names = textArray(CATEGORIES.flatMap((c) => ACTIVITY_NAMES[c]));
  rows += await run(ctx, `
    INSERT INTO activities (id, promotion_id, category, week_available, sequence, name, blurb, question, answers,
                            correct_answer, is_logging, updated_at)
    SELECT ${int(ids.activityBase)} + i, ${p}, (${textArray(CATEGORIES)})[c + 1], w, c * ${ACTIVITIES_PER_GROUP} + s + 1,
           (${names})[c * ${ACTIVITIES_PER_GROUP} + s + 1] || ' (week ' || w || ')',
           'A small step for week ' || w || '.',
           CASE WHEN ${isQuiz('i')} THEN 'Which of these helps most this week?' END,
           CASE WHEN ${isQuiz('i')} THEN ARRAY['A short walk', 'A long meeting', 'Skipping lunch'] ELSE '{}'::text[] END,
           CASE WHEN ${isQuiz('i')} THEN ${quizCorrectAnswer('i')} END,
           true, now()
      FROM generate_series(0, ${ACTIVITY_COUNT - 1}) i,
           LATERAL (SELECT i / ${ACTIVITIES_PER_WEEK} + 1 AS w, (i % ${ACTIVITIES_PER_WEEK}) / ${ACTIVITIES_PER_GROUP} AS c,
                           i % ${ACTIVITIES_PER_GROUP} AS s) x`);

  const competitionStarts = addDays(startsOn, COMPETITION_START_DAY);
  ids.competitionId = (
    await ctx.pool.query<{ id: number }>(
      `INSERT INTO competitions (promotion_id, name, enrollment_starts_on, enrollment_ends_on, competition_starts_on,
         competition_ends_on, comp_length, team_size_min, team_size_max, freeze_team_scores, freeze_team_scores_on,
         works_value, updated_at)
       VALUES ($1, 'Scale Team Challenge', $2, $3, $4, $5, $6, 4, 10, true, $5, $7, now()) RETURNING id`,
      [ids.promotionId, addDays(startsOn, -7), addDays(competitionStarts, -1), competitionStarts,
        addDays(competitionStarts, COMPETITION_LENGTH - 1), COMPETITION_LENGTH, WORKS_VALUE],
    )
  ).rows[0].id;
  return rows + 1;
}

/** The id of leaf location l (0..49). */
export function leafLocation(ctx: ScaleContext, l: string): string {
  return `(${int(ctx.ids.locationBase + REGIONS.length + OFFICES.length)} + (${l}))`;
}

