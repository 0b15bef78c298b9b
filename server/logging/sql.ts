// The raw SQL of logging (docs/decisions/006-sql-style.md): the home screen's one-round-trip read, and the
// statements of logging, unlogging and (de)activating, which run under the day's entry lock (docs/logging.md).
import { Prisma } from '@/generated/prisma/client';
import { col, defineCommand, defineQuery } from '@/server/platform/sql';
import { entryJson } from '@/server/entries/sql';
import type { EntryRow } from '@/server/entries/queries';
import { isoTimestamp, tileJson, userSceneJson } from '@/server/scenes/sql';
import { activityTranslationJoin, translatedActivityName } from '@/server/activities/translations';
import type { TileRow, UserSceneRow } from '@/server/scenes/queries';

export interface PendingRow {
  id: number;
  activity_id: number;
  created_at: string;
  activity: { id: number; name: string; category: string; image_url: string | null };
}

/**
 * The whole home screen in ONE round trip (GET /logging is the hottest read): every part is a subquery on an index —
 * user_scenes (user_id, sequence), user_activities (user_scene_id, tile_number) and (user_id, recorded_on), entries
 * (user_id, recorded_on), entry_activities (entry_id), user_points (user_id) — and PostgreSQL builds the JSON. The
 * activities' names are in `locale` where translated (issue 36): a LEFT JOIN per activity on the unique index
 * activity_translations (activity_id, locale), no query of its own.
 */
export const homeSql = defineQuery({
  name: 'logging.home',
  columns: {
    latest: col.json<UserSceneRow>().orNull,
    previous: col.json<UserSceneRow[]>(),
    counts: col.json<{ completed: number; eop: number }>(),
    tiles: col.json<TileRow[]>(),
    entry: col.json<EntryRow>().orNull,
    pending: col.json<PendingRow>().orNull,
    total_points: col.int.orNull,
  },
  sql: (userId: number, promotionId: number, day: string, skip: number, take: number | null, locale: string | null) => Prisma.sql`
    WITH latest AS (
      SELECT * FROM user_scenes WHERE user_id = ${userId} AND promotion_id = ${promotionId} ORDER BY sequence DESC LIMIT 1
    ), previous AS (
      SELECT * FROM user_scenes
       WHERE user_id = ${userId} AND promotion_id = ${promotionId} AND current_state IN ('completed', 'eop')
       ORDER BY sequence DESC OFFSET ${skip}::bigint LIMIT ${take}::bigint
    )
    SELECT
      (SELECT ${userSceneJson} FROM latest us JOIN scenes s ON s.id = us.scene_id) AS latest,
      (SELECT coalesce(json_agg(${userSceneJson} ORDER BY us.sequence DESC), '[]'::json)
         FROM previous us JOIN scenes s ON s.id = us.scene_id) AS previous,
      (SELECT json_build_object('completed', count(*) FILTER (WHERE current_state = 'completed'),
                                'eop', count(*) FILTER (WHERE current_state = 'eop'))
         FROM user_scenes WHERE user_id = ${userId} AND promotion_id = ${promotionId}) AS counts,
      (SELECT coalesce(json_agg(${tileJson} ORDER BY ua.user_scene_id, ua.tile_number), '[]'::json)
         FROM user_activities ua JOIN activities a ON a.id = ua.activity_id ${activityTranslationJoin('a', 'a_t', locale)}
        WHERE ua.user_id = ${userId} AND ua.user_scene_id IN (SELECT id FROM latest UNION ALL SELECT id FROM previous)) AS tiles,
      (SELECT ${entryJson(locale)} FROM entries e
        WHERE e.user_id = ${userId} AND e.recorded_on = ${day}::date AND e.promotion_id = ${promotionId}) AS entry,
      (SELECT json_build_object('id', ua.id, 'activity_id', ua.activity_id, 'created_at', ${isoTimestamp('ua.created_at')},
                                'activity', json_build_object('id', a.id, 'name', ${translatedActivityName('a', 'a_t')}, 'category', a.category, 'image_url', a.image_url))
         FROM user_activities ua JOIN activities a ON a.id = ua.activity_id ${activityTranslationJoin('a', 'a_t', locale)}
        WHERE ua.user_id = ${userId} AND ua.recorded_on IS NULL AND ua.promotion_id = ${promotionId}
        ORDER BY ua.id DESC LIMIT 1) AS pending,
      (SELECT total_points FROM user_points WHERE user_id = ${userId} AND promotion_id = ${promotionId}) AS total_points`,
  examples: [[1, 1, '2026-03-02', 0, null, 'es']],
});

/**
 * The day's counts and the current scene's filled tiles, read after the locks (a fresh snapshot), and the activity to
 * log (null columns: not the promotion's) — its checks ride along instead of costing a statement of their own.
 */
export const dayStateSql = defineQuery({
  name: 'logging.dayState',
  columns: {
    logged: col.int, active: col.int, taken: col.intArray, pending_id: col.int.orNull,
    activity_is_logging: col.bool.orNull, activity_week: col.int.orNull,
  },
  sql: (userId: number, day: string, sceneId: number | null, activityId: number, promotionId: number) => Prisma.sql`
    SELECT (SELECT count(*)::int FROM user_activities WHERE user_id = ${userId} AND recorded_on = ${day}::date) AS logged,
           (SELECT count(*)::int FROM user_activities WHERE user_id = ${userId} AND recorded_on = ${day}::date AND is_active) AS active,
           (SELECT coalesce(array_agg(tile_number), '{}'::int[]) FROM user_activities WHERE user_scene_id = ${sceneId}::int) AS taken,
           (SELECT id FROM user_activities WHERE user_id = ${userId} AND recorded_on IS NULL AND activity_id = ${activityId}
             ORDER BY id DESC LIMIT 1) AS pending_id,
           a.is_logging AS activity_is_logging, a.week_available AS activity_week
      FROM (VALUES (1)) AS one (x)
      LEFT JOIN activities a ON a.id = ${activityId} AND a.promotion_id = ${promotionId}`,
  examples: [[1, '2026-03-02', null, 1, 1]],
});

export interface LoggedActivity {
  promotionId: number;
  userId: number;
  activityId: number;
  entryId: number;
  day: string;
  points: number;
  sceneId: number | null;
  tile: number | null;
  answer: number | null;
}

/** Logs the activity waiting on the home screen (`pendingId`) to the day, with its entry activity. */
export const logPendingActivitySql = defineQuery({
  name: 'logging.logPendingActivity',
  columns: { user_activity_id: col.int },
  sql: (pendingId: number, a: LoggedActivity) => Prisma.sql`
          WITH ua AS (
            UPDATE user_activities
               SET recorded_on = ${a.day}::date, date_answered = coalesce(date_answered, now()), is_active = true,
                   points = ${a.points}, user_scene_id = ${a.sceneId}::int, tile_number = ${a.tile}::int,
                   answer_idx = coalesce(${a.answer}::int, answer_idx), updated_at = now()
             WHERE id = ${pendingId} AND user_id = ${a.userId}
         RETURNING id)
          INSERT INTO entry_activities (promotion_id, entry_id, user_activity_id, updated_at)
          SELECT ${a.promotionId}::int, ${a.entryId}::int, id, now() FROM ua RETURNING user_activity_id`,
  examples: [[1, { promotionId: 1, userId: 1, activityId: 1, entryId: 1, day: '2026-03-02', points: 10, sceneId: null, tile: null, answer: null }]],
});

/** Logs a new user activity to the day, with its entry activity. */
export const logNewActivitySql = defineQuery({
  name: 'logging.logNewActivity',
  columns: { user_activity_id: col.int },
  sql: (a: LoggedActivity) => Prisma.sql`
          WITH ua AS (
            INSERT INTO user_activities (promotion_id, user_id, activity_id, recorded_on, date_answered, is_active,
                                         answer_idx, user_scene_id, tile_number, points, updated_at)
            VALUES (${a.promotionId}, ${a.userId}, ${a.activityId}, ${a.day}::date, now(), true, ${a.answer}::int,
                    ${a.sceneId}::int, ${a.tile}::int, ${a.points}, now())
         RETURNING id)
          INSERT INTO entry_activities (promotion_id, entry_id, user_activity_id, updated_at)
          SELECT ${a.promotionId}::int, ${a.entryId}::int, id, now() FROM ua RETURNING user_activity_id`,
  examples: [[{ promotionId: 1, userId: 1, activityId: 1, entryId: 1, day: '2026-03-02', points: 10, sceneId: null, tile: null, answer: null }]],
});

/** The user activity, re-read under the day's lock. */
export const lockOwnUserActivitySql = defineQuery({
  name: 'logging.lockOwnUserActivity',
  columns: { id: col.int, is_active: col.bool, points: col.int, user_scene_id: col.int.orNull },
  sql: (id: number, userId: number) => Prisma.sql`
    SELECT id, is_active, points, user_scene_id FROM user_activities WHERE id = ${id} AND user_id = ${userId} FOR UPDATE`,
  examples: [[1, 1]],
});

export const countActiveSql = defineQuery({
  name: 'logging.countActive',
  columns: { active: col.int },
  sql: (userId: number, day: string) => Prisma.sql`
    SELECT count(*)::int AS active FROM user_activities WHERE user_id = ${userId} AND recorded_on = ${day}::date AND is_active`,
  examples: [[1, '2026-03-02']],
});

export const lockOwnUserSceneSql = defineQuery({
  name: 'logging.lockOwnUserScene',
  columns: { current_state: col.text },
  sql: (userSceneId: number, userId: number) => Prisma.sql`
        SELECT current_state FROM user_scenes WHERE id = ${userSceneId} AND user_id = ${userId} FOR UPDATE`,
  examples: [[1, 1]],
});

export const deleteUserActivitySql = defineCommand({
  name: 'logging.deleteUserActivity',
  sql: (id: number, userId: number) => Prisma.sql`DELETE FROM user_activities WHERE id = ${id} AND user_id = ${userId}`,
  examples: [[1, 1]],
});

export const setUserActivityActiveSql = defineCommand({
  name: 'logging.setUserActivityActive',
  sql: (isActive: boolean, id: number) => Prisma.sql`UPDATE user_activities SET is_active = ${isActive}, updated_at = now() WHERE id = ${id}`,
  examples: [[true, 1]],
});

/** A correct quiz answer; the partial unique index allows one per user and activity, so a double submit inserts nothing. */
export const insertCorrectAnswerSql = defineQuery({
  name: 'logging.insertCorrectQuizAnswer',
  columns: {
    id: col.int, activity_id: col.int, answer_idx: col.int, is_correct: col.bool, points: col.int,
    recorded_on: col.date.orNull, created_at: col.timestamptz,
  },
  sql: (promotionId: number, userId: number, activityId: number, answerIdx: number, points: number, day: string) => Prisma.sql`
      INSERT INTO user_quiz_answers (promotion_id, user_id, activity_id, answer_idx, is_correct, points, recorded_on)
      VALUES (${promotionId}, ${userId}, ${activityId}, ${answerIdx}, true, ${points}, ${day}::date)
      ON CONFLICT (user_id, activity_id) WHERE is_correct DO NOTHING
      RETURNING id, activity_id, answer_idx, is_correct, points, recorded_on, created_at`,
  examples: [[1, 1, 1, 0, 10, '2026-03-02']],
});
