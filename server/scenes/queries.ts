// Reads of a participant's scenes; the SQL, which builds the JSON in PostgreSQL, is in ./sql.ts.
import { db } from '@/server/db';
import { loggedTilesSql, ownUserSceneSql } from './sql';

/** Scenes a user has completed in a promotion (completed_at set, or marked completed); user_scenes (user_id, sequence). */
export function countCompletedScenes(userId: number, promotionId: number): Promise<number> {
  return db.userScene.count({
    where: { user_id: userId, promotion_id: promotionId, OR: [{ completed_at: { not: null } }, { current_state: 'completed' }] },
  });
}

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

/** The logged tiles of some of the user's scenes (unique index user_scene_id, tile_number). */
export async function findLoggedTiles(userId: number, userSceneIds: number[]): Promise<TileRow[]> {
  if (userSceneIds.length === 0) return [];
  const row = await loggedTilesSql.first(db, userId, userSceneIds);
  return row?.tiles ?? [];
}

/** A user scene by id, only the caller's own: anything else is null (a 404, never a leak). */
export async function findOwnUserScene(userId: number, promotionId: number, id: number): Promise<UserSceneRow | null> {
  const row = await ownUserSceneSql.first(db, id, userId, promotionId);
  return row?.scene ?? null;
}
