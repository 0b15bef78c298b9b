// The raw SQL of scenes (docs/decisions/006-sql-style.md). The JSON fragments build a scene and its tiles in
// PostgreSQL, so the home screen reads them in the same round trip (server/logging/sql.ts composes them). Every
// statement names the user (and the promotion where the table has one): the tenancy wall.
import { Prisma } from '@/generated/prisma/client';
import { col, defineCommand, defineQuery, positional } from '@/server/platform/sql';
import { activityTranslationJoin, translatedActivityName } from '@/server/activities/translations';

export interface UserSceneRow {
  id: number;
  current_state: string;
  is_archived: boolean;
  sequence: number;
  completed_at: string | null;
  created_at: string;
  scene: { id: number; name: string; scene_type: string; layout_version: number; tile_urls: string[] };
}

export interface TileRow {
  id: number;
  user_scene_id: number | null;
  tile_number: number | null;
  created_at: string;
  recorded_on: string | null;
  is_active: boolean;
  activity: { id: number; name: string; category: string; image_url: string | null };
}

/** A timestamptz as an ISO-8601 UTC string, whatever the session's time zone. */
export const isoTimestamp = (column: string) => Prisma.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
/** A date column as 'YYYY-MM-DD'. */
export const isoDay = (column: string) => Prisma.raw(`to_char(${column}, 'YYYY-MM-DD')`);

/** JSON of a user scene `us` joined with its library scene `s`. */
export const userSceneJson = Prisma.sql`json_build_object(
  'id', us.id, 'current_state', us.current_state, 'is_archived', us.is_archived, 'sequence', us.sequence,
  'completed_at', ${isoTimestamp('us.completed_at')}, 'created_at', ${isoTimestamp('us.created_at')},
  'scene', json_build_object('id', s.id, 'name', s.name, 'scene_type', s.scene_type, 'layout_version', s.layout_version,
                             'tile_urls', s.tile_urls))`;

/**
 * JSON of a logged user activity `ua` (a filled tile) joined with its activity `a` and the reader's translation `a_t`
 * (activityTranslationJoin('a', 'a_t', locale): the activity's name in the reader's language, issue 36).
 */
export const tileJson = Prisma.sql`json_build_object(
  'id', ua.id, 'user_scene_id', ua.user_scene_id, 'tile_number', ua.tile_number, 'created_at', ${isoTimestamp('ua.created_at')},
  'recorded_on', ${isoDay('ua.recorded_on')}, 'is_active', ua.is_active,
  'activity', json_build_object('id', a.id, 'name', ${translatedActivityName('a', 'a_t')}, 'category', a.category, 'image_url', a.image_url))`;

/** The logged tiles of some of the user's scenes (unique index user_scene_id, tile_number), names in `locale`. */
export const loggedTilesSql = defineQuery({
  name: 'scenes.loggedTiles',
  columns: { tiles: col.json<TileRow[]>() },
  sql: (userId: number, userSceneIds: number[], locale: string | null) => Prisma.sql`
    SELECT coalesce(json_agg(${tileJson} ORDER BY ua.user_scene_id, ua.tile_number), '[]'::json) AS tiles
      FROM user_activities ua JOIN activities a ON a.id = ua.activity_id ${activityTranslationJoin('a', 'a_t', locale)}
     WHERE ua.user_id = ${userId} AND ua.user_scene_id = ANY(${userSceneIds}::int[])`,
  examples: [[1, [1], 'es']],
});

/** A user scene by id, only the caller's own. */
export const ownUserSceneSql = defineQuery({
  name: 'scenes.ownUserScene',
  columns: { scene: col.json<UserSceneRow>() },
  sql: (id: number, userId: number, promotionId: number) => Prisma.sql`
    SELECT ${userSceneJson} AS scene FROM user_scenes us JOIN scenes s ON s.id = us.scene_id
     WHERE us.id = ${id} AND us.user_id = ${userId} AND us.promotion_id = ${promotionId}`,
  examples: [[1, 1, 1]],
});

/**
 * Gives the user scene number $3 as their loggable scene: the collection's scenes in order, starting over after the
 * last; with `onlyIfNone`, only when the user has no scene yet. OFFSET NULL (empty collection: count 0 → NULLIF →
 * NULL) reads as no offset, and then no row exists. $1 promotion, $2 user, $3 sequence, $4 collection.
 */
export const insertSceneSql = defineCommand({
  name: 'scenes.insertScene',
  sql: (onlyIfNone: boolean, promotionId: number, userId: number, sequence: number, collectionId: number) => {
    const guard = onlyIfNone ? 'AND NOT EXISTS (SELECT 1 FROM user_scenes WHERE user_id = $2::int)' : '';
    return positional(
      `INSERT INTO user_scenes (promotion_id, user_id, scene_id, current_state, sequence, updated_at)
     SELECT $1::int, $2::int, pick.scene_id, 'loggable', $3::int, now()
       FROM (SELECT scene_id FROM scene_collection_scenes WHERE scene_collection_id = $4::int
              ORDER BY sequence, scene_id
             OFFSET (($3::int - 1) % NULLIF((SELECT count(*) FROM scene_collection_scenes WHERE scene_collection_id = $4::int), 0))
              LIMIT 1) pick
      WHERE TRUE ${guard}
     ON CONFLICT DO NOTHING`,
      promotionId, userId, sequence, collectionId,
    );
  },
  examples: [[true, 1, 1, 1, 1], [false, 1, 1, 2, 1]],
});

export const endCurrentSceneSql = defineCommand({
  name: 'scenes.endCurrentScene',
  sql: (userId: number, promotionId: number) => Prisma.sql`UPDATE user_scenes SET current_state = 'eop', updated_at = now()
     WHERE user_id = ${userId} AND promotion_id = ${promotionId} AND current_state = 'loggable'`,
  examples: [[1, 1]],
});

/** The loggable scene, locked until the transaction ends. */
export const lockCurrentSceneSql = defineQuery({
  name: 'scenes.lockCurrentScene',
  columns: { id: col.int, sequence: col.int, tile_urls: col.textArray, layout_version: col.int },
  sql: (userId: number, promotionId: number) => Prisma.sql`
    SELECT us.id, us.sequence, s.tile_urls, s.layout_version
      FROM user_scenes us JOIN scenes s ON s.id = us.scene_id
     WHERE us.user_id = ${userId} AND us.promotion_id = ${promotionId} AND us.current_state = 'loggable'
       FOR UPDATE OF us`,
  examples: [[1, 1]],
});

export const completeSceneSql = defineCommand({
  name: 'scenes.completeScene',
  sql: (userSceneId: number) => Prisma.sql`UPDATE user_scenes SET current_state = 'completed', completed_at = now(), updated_at = now()
     WHERE id = ${userSceneId} AND current_state = 'loggable'`,
  examples: [[1]],
});

/** Merged in SQL so a flag saved by another tab at the same moment is kept. */
export const setGoalHitSql = defineCommand({
  name: 'scenes.setGoalHit',
  sql: (userId: number) => Prisma.sql`UPDATE users SET flags = flags || '{"goal_hit": true, "seen_goal_hit": false}'::jsonb, updated_at = now()
     WHERE id = ${userId}`,
  examples: [[1]],
});
