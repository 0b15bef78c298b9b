// Writes of a participant's scenes (participant-core.md §4 "Scene state current_state: loggable, completed or eop").
import { db } from '@/server/db';
import { notFound } from '@/server/http/errors';
import type { Tx } from '@/server/points/mutations';
import { LOGGING_MESSAGES } from '@/lib/logging/messages';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { assertArchivable } from './policy';
import { findOwnUserScene } from './queries';

type Runner = Tx | typeof db;

/**
 * Gives the user scene number `sequence` as their loggable scene: the collection's scenes in order, starting over
 * after the last. Does nothing when the promotion has no (or an empty) scene collection, or the user already has
 * that scene or a loggable one (unique indexes: one per sequence, one loggable per user).
 */
async function insertScene(run: Runner, p: ResolvedPromotion, userId: number, sequence: number, onlyIfNone: boolean): Promise<void> {
  const collectionId = p.row.collection_id;
  if (collectionId === null) return;
  const guard = onlyIfNone ? 'AND NOT EXISTS (SELECT 1 FROM user_scenes WHERE user_id = $2::int)' : '';
  // OFFSET NULL (empty collection: count 0 → NULLIF → NULL) reads as no offset, and then no row exists.
  await run.$executeRawUnsafe(
    `INSERT INTO user_scenes (promotion_id, user_id, scene_id, current_state, sequence, updated_at)
     SELECT $1::int, $2::int, pick.scene_id, 'loggable', $3::int, now()
       FROM (SELECT scene_id FROM scene_collection_scenes WHERE scene_collection_id = $4::int
              ORDER BY sequence, scene_id
             OFFSET (($3::int - 1) % NULLIF((SELECT count(*) FROM scene_collection_scenes WHERE scene_collection_id = $4::int), 0))
              LIMIT 1) pick
      WHERE TRUE ${guard}
     ON CONFLICT DO NOTHING`,
    p.id, userId, sequence, collectionId,
  );
}

/** The first scene, when the user has none yet and logging is open (first home load or first log). */
export async function ensureFirstScene(p: ResolvedPromotion, userId: number, run: Runner = db): Promise<void> {
  if (!p.timeline.has_started || p.timeline.has_logging_ended) return;
  await insertScene(run, p, userId, 1, true);
}

/** Once logging has ended the current scene becomes eop (and so joins the previous scenes). */
export async function endCurrentScene(p: ResolvedPromotion, userId: number): Promise<void> {
  await db.$executeRaw`UPDATE user_scenes SET current_state = 'eop', updated_at = now()
     WHERE user_id = ${userId} AND promotion_id = ${p.id} AND current_state = 'loggable'`;
}

export interface LockedScene {
  id: number;
  sequence: number;
  tile_urls: string[];
  layout_version: number;
}

/** The loggable scene, locked until the transaction ends (tile choice and completion are per user, one at a time). */
export async function lockCurrentScene(tx: Tx, promotionId: number, userId: number): Promise<LockedScene | null> {
  const [scene] = await tx.$queryRaw<LockedScene[]>`
    SELECT us.id, us.sequence, s.tile_urls, s.layout_version
      FROM user_scenes us JOIN scenes s ON s.id = us.scene_id
     WHERE us.user_id = ${userId} AND us.promotion_id = ${promotionId} AND us.current_state = 'loggable'
       FOR UPDATE OF us`;
  return scene ?? null;
}

/**
 * The last tile is logged: the scene is completed, the user's goal_hit is set and seen_goal_hit cleared (the
 * celebration shows once, §4), and the next scene of the collection becomes the current one.
 */
export async function completeScene(tx: Tx, p: ResolvedPromotion, userId: number, scene: LockedScene): Promise<void> {
  await tx.$executeRaw`UPDATE user_scenes SET current_state = 'completed', completed_at = now(), updated_at = now()
     WHERE id = ${scene.id} AND current_state = 'loggable'`;
  // Merged in SQL so a flag saved by another tab at the same moment is kept.
  await tx.$executeRaw`UPDATE users SET flags = flags || '{"goal_hit": true, "seen_goal_hit": false}'::jsonb, updated_at = now()
     WHERE id = ${userId}`;
  await insertScene(tx, p, userId, scene.sequence + 1, false);
}

/** PUT /user_scenes/{id}: the 'finished work' dialog confirms a finished scene. Only the owner's; others 404. */
export async function archiveUserScene(p: ResolvedPromotion, userId: number, id: number, isArchived: boolean) {
  const scene = await findOwnUserScene(userId, p.id, id);
  if (!scene) throw notFound(LOGGING_MESSAGES.sceneNotFound);
  if (isArchived) assertArchivable(scene);
  await db.userScene.updateMany({ where: { id, user_id: userId, promotion_id: p.id }, data: { is_archived: isArchived } });
  return { ...scene, is_archived: isArchived };
}
