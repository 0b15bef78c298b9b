// Daily logging history: scenes, logged activities (each fills the next tile), quiz answers, day records and the
// activities of each day. Ids are arithmetic, so a slot (u, day, k) is the same index in user_activities and
// entry_activities, and its entry is entryBase + u * DAYS_ELAPSED + day.
import { type ScaleContext, bulkInsert, reserveIds } from './context.ts';
import { userId } from './people.ts';
import { SALT, dateOf, int, momentOf, rnd } from './sql.ts';
import {
  ACTIVITY_POINTS, DAYS_ELAPSED, ENTRY_POINTS, MAX_SCENES_PER_USER, SLOTS_PER_DAY, TILES_PER_SCENE, TODAY,
  TRIVIA_POINTS, activitiesOnDay, activityIndex, isQuiz, quizCorrectAnswer, slotIsActive,
} from './shape.ts';

const D = DAYS_ELAPSED;
const S = SLOTS_PER_DAY;

/** The logged slots of participant u as rows (d, k, j): j numbers them 1.. in time order, i.e. tile order. */
function slotsOf(u: string): string {
  return `(SELECT d, k, row_number() OVER (ORDER BY d, k)::int AS j
             FROM generate_series(0, ${D - 1}) d CROSS JOIN generate_series(0, ${S - 1}) k
            WHERE k < ${activitiesOnDay(u, 'd')})`;
}

/** When slot k of day d was logged: morning, afternoon or evening, in that order. */
function slotMoment(ctx: ScaleContext, u: string, d: string, k: string): string {
  return momentOf(ctx.calendar, d, `540 + (${k}) * 240 + ${rnd(120, SALT.slotTime, u, d, k)}`);
}

/** Participants who never get quiz activity i right (1 in 7): they leave only wrong answers and earn nothing. */
function neverRight(u: string, i: string): string {
  return `(${rnd(7, SALT.quizNeverRight, u, i)} = 0)`;
}

const slotId = (base: number, u: string, d: string, k: string) => `(${int(base)} + ((${u}) * ${D} + (${d})) * ${S} + (${k}))`;
const entryId = (ctx: ScaleContext, u: string, d: string) => `(${int(ctx.ids.entryBase)} + (${u}) * ${D} + (${d}))`;

export async function createUserScenes(ctx: ScaleContext): Promise<number> {
  const { ids, calendar } = ctx;
  ids.userSceneBase = await reserveIds(ctx.pool, 'user_scenes', ctx.participants * MAX_SCENES_PER_USER);
  // Scene s is completed by the participant's (10 * s)-th logged activity, and the next scene starts then; the one
  // after the last completed scene is the current, loggable one.
  return bulkInsert(ctx, 'user_scenes', (from, to) => `
    INSERT INTO user_scenes (id, promotion_id, user_id, scene_id, current_state, is_archived, sequence, completed_at,
                             created_at, updated_at)
    SELECT ${int(ids.userSceneBase)} + u * ${MAX_SCENES_PER_USER} + s - 1, ${int(ids.promotionId)}, ${userId(ctx, 'u')},
           ${int(ids.sceneBase)} + (s - 1) % ${int(ids.sceneCount)},
           CASE WHEN t.done IS NULL THEN 'loggable' ELSE 'completed' END, t.done IS NOT NULL, s, t.done, t.started,
           coalesce(t.done, t.started)
      FROM generate_series(${from}, ${to}) u
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS logged, array_agg(${slotMoment(ctx, 'u', 'd', 'k')} ORDER BY j) AS moments FROM ${slotsOf('u')} q
      ) c
      CROSS JOIN LATERAL generate_series(1, c.logged / ${TILES_PER_SCENE} + 1) s
      CROSS JOIN LATERAL (
        SELECT CASE WHEN s <= c.logged / ${TILES_PER_SCENE} THEN c.moments[${TILES_PER_SCENE} * s] END AS done,
               CASE WHEN s = 1 THEN ${momentOf(calendar, '0', '420')} ELSE c.moments[${TILES_PER_SCENE} * (s - 1)] END AS started
      ) t`);
}

export async function createUserActivities(ctx: ScaleContext): Promise<number> {
  const { ids } = ctx;
  ids.userActivityBase = await reserveIds(ctx.pool, 'user_activities', ctx.participants * D * S);
  return bulkInsert(ctx, 'user_activities', (from, to) => `
    INSERT INTO user_activities (id, promotion_id, user_id, activity_id, recorded_on, date_answered, is_active, answer_idx,
                                 user_scene_id, tile_number, points, created_at, updated_at)
    SELECT ${slotId(ids.userActivityBase, 'u', 's.d', 's.k')}, ${int(ids.promotionId)}, ${userId(ctx, 'u')},
           ${int(ids.activityBase)} + a.i, ${dateOf(ctx.calendar, 's.d')}, t.at, ${slotIsActive('u', 's.d', 's.k')},
           CASE WHEN ${isQuiz('a.i')} AND NOT ${neverRight('u', 'a.i')} THEN ${quizCorrectAnswer('a.i')} END,
           ${int(ids.userSceneBase)} + u * ${MAX_SCENES_PER_USER} + (s.j - 1) / ${TILES_PER_SCENE}, (s.j - 1) % ${TILES_PER_SCENE},
           ${ACTIVITY_POINTS}, t.at, t.at
      FROM generate_series(${from}, ${to}) u
      CROSS JOIN LATERAL ${slotsOf('u')} s
      CROSS JOIN LATERAL (SELECT ${activityIndex('u', 's.d', 's.k')} AS i) a
      CROSS JOIN LATERAL (SELECT ${slotMoment(ctx, 'u', 's.d', 's.k')} AS at) t`);
}

/**
 * Quiz answers for the first time a participant logged each quiz activity, credited to that day: a wrong first try
 * for about a third, then the correct answer (trivia points) — or only the wrong try for those who never get it.
 */
export async function createQuizAnswers(ctx: ScaleContext): Promise<number> {
  const { ids } = ctx;
  return bulkInsert(ctx, 'user_quiz_answers', (from, to) => `
    INSERT INTO user_quiz_answers (promotion_id, user_id, activity_id, answer_idx, is_correct, points, recorded_on, created_at)
    SELECT ${int(ids.promotionId)}, f.user_id, f.activity_id, v.answer, v.correct,
           CASE WHEN v.correct THEN ${TRIVIA_POINTS} ELSE 0 END, f.day, f.at - v.before
      FROM (SELECT user_id, activity_id, min(recorded_on) AS day, min(created_at) AS at
              FROM user_activities
             WHERE promotion_id = ${int(ids.promotionId)} AND user_id BETWEEN ${userId(ctx, from)} AND ${userId(ctx, to)}
               AND ${isQuiz(`activity_id - ${int(ids.activityBase)}`)}
             GROUP BY user_id, activity_id) f
      CROSS JOIN LATERAL (SELECT f.user_id - ${int(ids.userBase)} AS u, f.activity_id - ${int(ids.activityBase)} AS i) x
      CROSS JOIN LATERAL (VALUES
        ((${quizCorrectAnswer('x.i')} + 1) % 3, false, interval '2 minutes',
         ${neverRight('x.u', 'x.i')} OR ${rnd(3, SALT.quizWrongFirst, 'x.u', 'x.i')} = 0),
        (${quizCorrectAnswer('x.i')}, true, interval '1 minute', NOT ${neverRight('x.u', 'x.i')})
      ) v(answer, correct, before, present)
     WHERE v.present`);
}

/**
 * One day record per participant per program day so far. total_points = the day's active activities (computed from
 * the same fragments as the activities themselves) + correct quiz answers and applied gift points credited to the
 * day + entry_points once a past day with activity is recorded.
 */
export async function createEntries(ctx: ScaleContext): Promise<number> {
  const { ids, calendar } = ctx;
  ids.entryBase = await reserveIds(ctx.pool, 'entries', ctx.participants * D);
  const p = int(ids.promotionId);
  return bulkInsert(ctx, 'entries', (from, to) => `
    INSERT INTO entries (id, promotion_id, user_id, recorded_on, week, is_recorded, locked, total_points, entry_points,
                         created_at, updated_at)
    SELECT ${entryId(ctx, 'u', 'd')}, ${p}, ${userId(ctx, 'u')}, ${dateOf(calendar, 'd')}, d / 7 + 1, e.points > 0, false,
           a.points + coalesce(q.points, 0) + coalesce(b.points, 0) + e.points, e.points,
           ${momentOf(calendar, 'd', '480')}, ${momentOf(calendar, 'd', '1320')}
      FROM generate_series(${from}, ${to}) u CROSS JOIN generate_series(0, ${D - 1}) d
      CROSS JOIN LATERAL (SELECT ${activitiesOnDay('u', 'd')} AS n) c
      CROSS JOIN LATERAL (SELECT ${[...Array(S).keys()].map((k) =>
        `CASE WHEN c.n > ${k} AND ${slotIsActive('u', 'd', String(k))} THEN ${ACTIVITY_POINTS} ELSE 0 END`).join(' + ')} AS points) a
      CROSS JOIN LATERAL (SELECT CASE WHEN d < ${TODAY} AND c.n > 0 THEN ${ENTRY_POINTS} ELSE 0 END AS points) e
      LEFT JOIN (SELECT user_id, recorded_on, sum(points)::int AS points FROM user_quiz_answers
                  WHERE promotion_id = ${p} AND is_correct AND user_id BETWEEN ${userId(ctx, from)} AND ${userId(ctx, to)}
                  GROUP BY user_id, recorded_on) q
             ON q.user_id = ${userId(ctx, 'u')} AND q.recorded_on = ${dateOf(calendar, 'd')}
      LEFT JOIN (SELECT target_user_id, recorded_on, sum(points)::int AS points FROM work_bonuses
                  WHERE promotion_id = ${p} AND applied AND target_user_id BETWEEN ${userId(ctx, from)} AND ${userId(ctx, to)}
                  GROUP BY target_user_id, recorded_on) b
             ON b.target_user_id = ${userId(ctx, 'u')} AND b.recorded_on = ${dateOf(calendar, 'd')}`);
}

/** How each logged activity felt: happy, neutral, sad, or not recorded (a quarter each). */
export async function createEntryActivities(ctx: ScaleContext): Promise<number> {
  const { ids } = ctx;
  ids.entryActivityBase = await reserveIds(ctx.pool, 'entry_activities', ctx.participants * D * S);
  return bulkInsert(ctx, 'entry_activities', (from, to) => `
    INSERT INTO entry_activities (id, promotion_id, entry_id, user_activity_id, feels_value, created_at, updated_at)
    SELECT ${slotId(ids.entryActivityBase, 'u', 'd', 'k')}, ${int(ids.promotionId)}, ${entryId(ctx, 'u', 'd')},
           ${slotId(ids.userActivityBase, 'u', 'd', 'k')}, NULLIF(f.v, 3) - 1, f.at, f.at
      FROM generate_series(${from}, ${to}) u CROSS JOIN generate_series(0, ${D - 1}) d CROSS JOIN generate_series(0, ${S - 1}) k
      CROSS JOIN LATERAL (SELECT ${rnd(4, SALT.feels, 'u', 'd', 'k')}::int AS v, ${slotMoment(ctx, 'u', 'd', 'k')} AS at) f
     WHERE k < ${activitiesOnDay('u', 'd')}`);
}
