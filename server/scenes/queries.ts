// Reads of a participant's scenes, as raw SQL that builds the JSON in PostgreSQL: the home screen reads a scene, its
// library scene and its tiles in the same round trip (server/logging/queries.ts composes these fragments). Every
// query names the user and the promotion (the tenancy wall).
import { db } from '@/server/db';
import { Prisma } from '@/generated/prisma/client';

/** A timestamptz as an ISO-8601 UTC string, whatever the session's time zone. */
export const isoTimestamp = (column: string) => Prisma.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
/** A date column as 'YYYY-MM-DD'. */
export const isoDay = (column: string) => Prisma.raw(`to_char(${column}, 'YYYY-MM-DD')`);

export interface UserSceneRow {
  id: number;
  current_state: string;
  is_archived: boolean;
  sequence: number;
  completed_at: string | null;
  created_at: string;
  scene: { id: number; name: string; scene_type: string; layout_version: number; tile_urls: string[] };
}

/** JSON of a user scene `us` joined with its library scene `s`. */
export const userSceneJson = Prisma.sql`json_build_object(
  'id', us.id, 'current_state', us.current_state, 'is_archived', us.is_archived, 'sequence', us.sequence,
  'completed_at', ${isoTimestamp('us.completed_at')}, 'created_at', ${isoTimestamp('us.created_at')},
  'scene', json_build_object('id', s.id, 'name', s.name, 'scene_type', s.scene_type, 'layout_version', s.layout_version,
                             'tile_urls', s.tile_urls))`;

export interface TileRow {
  id: number;
  user_scene_id: number | null;
  tile_number: number | null;
  created_at: string;
  recorded_on: string | null;
  is_active: boolean;
  activity: { id: number; name: string; category: string; image_url: string | null };
}

/** JSON of a logged user activity `ua` (a filled tile) joined with its activity `a`. */
export const tileJson = Prisma.sql`json_build_object(
  'id', ua.id, 'user_scene_id', ua.user_scene_id, 'tile_number', ua.tile_number, 'created_at', ${isoTimestamp('ua.created_at')},
  'recorded_on', ${isoDay('ua.recorded_on')}, 'is_active', ua.is_active,
  'activity', json_build_object('id', a.id, 'name', a.name, 'category', a.category, 'image_url', a.image_url))`;

/** The logged tiles of some of the user's scenes (unique index user_scene_id, tile_number). */
export async function findLoggedTiles(userId: number, userSceneIds: number[]): Promise<TileRow[]> {
  if (userSceneIds.length === 0) return [];
  const [row] = await db.$queryRaw<{ tiles: TileRow[] }[]>`
    SELECT coalesce(json_agg(${tileJson} ORDER BY ua.user_scene_id, ua.tile_number), '[]'::json) AS tiles
      FROM user_activities ua JOIN activities a ON a.id = ua.activity_id
     WHERE ua.user_id = ${userId} AND ua.user_scene_id = ANY(${userSceneIds}::int[])`;
  return row?.tiles ?? [];
}

/** A user scene by id, only the caller's own: anything else is null (a 404, never a leak). */
export async function findOwnUserScene(userId: number, promotionId: number, id: number): Promise<UserSceneRow | null> {
  const [row] = await db.$queryRaw<{ scene: UserSceneRow }[]>`
    SELECT ${userSceneJson} AS scene FROM user_scenes us JOIN scenes s ON s.id = us.scene_id
     WHERE us.id = ${id} AND us.user_id = ${userId} AND us.promotion_id = ${promotionId}`;
  return row?.scene ?? null;
}
