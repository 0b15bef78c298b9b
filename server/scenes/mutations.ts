// Writes of a participant's scenes (current_state moves from loggable to completed, or to eop once logging ends).
import { db, type Tx } from '@/server/db';
import { NotFound } from '@/server/platform/errors';
import { LOGGING_MESSAGES } from '@/lib/logging/messages';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { assertArchivable } from './policy';
import { findOwnUserScene } from './queries';
import { completeSceneSql, endCurrentSceneSql, insertSceneSql, lockCurrentSceneSql, setGoalHitSql } from './sql';

type Runner = Tx | typeof db;

/**
 * Gives the user scene number `sequence` as their loggable scene: the collection's scenes in order, starting over
 * after the last. Does nothing when the promotion has no (or an empty) scene collection, or the user already has
 * that scene or a loggable one (unique indexes: one per sequence, one loggable per user).
 */
async function insertScene(run: Runner, p: ResolvedPromotion, userId: number, sequence: number, onlyIfNone: boolean): Promise<void> {
  const collectionId = p.row.collection_id;
  if (collectionId === null) return;
  await insertSceneSql.run(run, onlyIfNone, p.id, userId, sequence, collectionId);
}

/** The first scene, when the user has none yet and logging is open (first home load or first log). */
export async function ensureFirstScene(p: ResolvedPromotion, userId: number, run: Runner = db): Promise<void> {
  if (!p.timeline.has_started || p.timeline.has_logging_ended) return;
  await insertScene(run, p, userId, 1, true);
}

/** Once logging has ended the current scene becomes eop (and so joins the previous scenes). */
export async function endCurrentScene(p: ResolvedPromotion, userId: number): Promise<void> {
  await endCurrentSceneSql.run(db, userId, p.id);
}

export interface LockedScene {
  id: number;
  sequence: number;
  tile_urls: string[];
  layout_version: number;
}

/** The loggable scene, locked until the transaction ends (tile choice and completion are per user, one at a time). */
export async function lockCurrentScene(tx: Tx, promotionId: number, userId: number): Promise<LockedScene | null> {
  const scene: LockedScene | undefined = await lockCurrentSceneSql.first(tx, userId, promotionId);
  return scene ?? null;
}

/**
 * The last tile is logged: the scene is completed, the user's goal_hit is set and seen_goal_hit cleared (so the
 * celebration shows once), and the next scene of the collection becomes the current one.
 */
export async function completeScene(tx: Tx, p: ResolvedPromotion, userId: number, scene: LockedScene): Promise<void> {
  await completeSceneSql.run(tx, scene.id);
  // Merged in SQL so a flag saved by another tab at the same moment is kept.
  await setGoalHitSql.run(tx, userId);
  await insertScene(tx, p, userId, scene.sequence + 1, false);
}

/** PUT /user_scenes/{id}: the 'finished work' dialog confirms a finished scene. Only the owner's; others 404. */
export async function archiveUserScene(p: ResolvedPromotion, userId: number, id: number, isArchived: boolean) {
  const scene = await findOwnUserScene(userId, p.id, id);
  if (!scene) throw new NotFound(LOGGING_MESSAGES.sceneNotFound);
  if (isArchived) assertArchivable(scene);
  await db.userScene.updateMany({ where: { id, user_id: userId, promotion_id: p.id }, data: { is_archived: isArchived } });
  return { ...scene, is_archived: isArchived };
}
