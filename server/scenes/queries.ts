// Reads of a participant's scenes; the SQL, which builds the JSON in PostgreSQL, is in ./sql.ts.
import { db } from '@/server/db';
import { translationLocale } from '@/server/activities/translations';
import { loggedTilesSql, ownUserSceneSql, type TileRow, type UserSceneRow } from './sql';

// The row shapes live beside the SQL that builds them; read here too, where the reads are.
export type { TileRow, UserSceneRow } from './sql';

/** Scenes a user has completed in a promotion (completed_at set, or marked completed); user_scenes (user_id, sequence). */
export function countCompletedScenes(userId: number, promotionId: number): Promise<number> {
  return db.userScene.count({
    where: { user_id: userId, promotion_id: promotionId, OR: [{ completed_at: { not: null } }, { current_state: 'completed' }] },
  });
}

/** The logged tiles of some of the user's scenes (unique index user_scene_id, tile_number), names in `locale`. */
export async function findLoggedTiles(userId: number, userSceneIds: number[], locale?: string | null): Promise<TileRow[]> {
  if (userSceneIds.length === 0) return [];
  const row = await loggedTilesSql.first(db, userId, userSceneIds, translationLocale(locale));
  return row?.tiles ?? [];
}

/** A user scene by id, only the caller's own: anything else is null (a 404, never a leak). */
export async function findOwnUserScene(userId: number, promotionId: number, id: number): Promise<UserSceneRow | null> {
  const row = await ownUserSceneSql.first(db, id, userId, promotionId);
  return row?.scene ?? null;
}
