// Writing reflections and their likes: the journal's rules (the author's own scene or duo, the author only edits),
// the rows written through server/posts. Multi-step writes run in one transaction; what follows them (badge
// notifications, the author's realtime like) is recorded as domain events and fans out after the commit.
import { db, type Tx } from '@/server/db';
import { NotFound } from '@/server/platform/errors';
import { awardBadgesFor } from '@/server/badges/award';
import { dispatchEvents, withDomainEvents } from '@/server/events';
import { JOURNAL_MESSAGES } from '@/lib/journal/messages';
import { JOURNAL_POSTABLE_TYPE, JOURNAL_WALLABLE_TYPE } from '@/lib/journal/constants';
import type { CreateJournalPostInput } from '@/lib/journal/schemas';
import { createPost, deletePost, likePost, unlikePost, updatePost } from '@/server/posts/mutations';
import { findPost } from '@/server/posts/queries';
import { journalPostSelect, type JournalPostRow } from './queries';
import { serializeLike } from './serialize';

/** A scene or duo named in the body must be the author's own, in this promotion (else 404, never a leak). */
async function checkLinks(tx: Tx, userId: number, promotionId: number, input: Partial<CreateJournalPostInput>) {
  if (input.user_scene_id) {
    const scene = await tx.userScene.findFirst({ where: { id: input.user_scene_id, user_id: userId, promotion_id: promotionId }, select: { id: true } });
    if (!scene) throw new NotFound(JOURNAL_MESSAGES.sceneNotFound);
  }
  if (input.duo_id) {
    const duo = await tx.duo.findFirst({
      where: { id: input.duo_id, promotion_id: promotionId, OR: [{ sender_id: userId }, { receiver_id: userId }] },
      select: { id: true },
    });
    if (!duo) throw new NotFound(JOURNAL_MESSAGES.duoNotFound);
  }
}

export async function createJournalPost(userId: number, promotionId: number, input: CreateJournalPostInput): Promise<JournalPostRow> {
  return withDomainEvents(async (tx, events) => {
    await checkLinks(tx, userId, promotionId, input);
    const post = await createPost(tx, {
      promotion_id: promotionId,
      user_id: userId,
      content: input.content,
      wallable_type: JOURNAL_WALLABLE_TYPE,
      wallable_id: userId,
      depth: 0,
      postable_type: JOURNAL_POSTABLE_TYPE,
      user_scene_id: input.user_scene_id ?? null,
      duo_id: input.duo_id ?? null,
    }, journalPostSelect);
    events.record('reflection.created', { userId, promotionId, postId: post.id });
    // Every reflection counts towards the reflection_created badges.
    await awardBadgesFor(tx, { userId, promotionId, category: 'reflection_created' }, events);
    return post;
  });
}

/** The author's own reflection, or 404 (another user's id, another promotion's, or not a reflection). */
async function ownPostId(tx: Tx, id: number, userId: number, promotionId: number): Promise<number> {
  const post = await findPost(
    { id, promotion_id: promotionId, user_id: userId, postable_type: JOURNAL_POSTABLE_TYPE, wallable_type: JOURNAL_WALLABLE_TYPE },
    { id: true },
    tx,
  );
  if (!post) throw new NotFound(JOURNAL_MESSAGES.notFound);
  return post.id;
}

export async function updateJournalPost(id: number, userId: number, promotionId: number, input: CreateJournalPostInput): Promise<JournalPostRow> {
  return db.$transaction(async (tx) => {
    await ownPostId(tx, id, userId, promotionId);
    await checkLinks(tx, userId, promotionId, input);
    return updatePost(tx, id, {
      content: input.content,
      // undefined leaves the link as it is; null removes it.
      ...(input.user_scene_id !== undefined ? { user_scene_id: input.user_scene_id } : {}),
      ...(input.duo_id !== undefined ? { duo_id: input.duo_id } : {}),
    }, journalPostSelect);
  });
}

export async function deleteJournalPost(id: number, userId: number, promotionId: number): Promise<void> {
  await db.$transaction(async (tx) => {
    await ownPostId(tx, id, userId, promotionId);
    // Likes go with the post (ON DELETE CASCADE).
    await deletePost(tx, id);
  });
}

/** Likes toggle per user: liking twice keeps one like. */
export async function likeJournalPost(post: { id: number; user_id: number }, userId: number, promotionId: number) {
  const serialized = serializeLike(await likePost(promotionId, userId, post.id));
  // One statement, already committed: the author's open tabs hear of it (server/composition/after-commit.ts 'like.created').
  await dispatchEvents({ type: 'like.created', payload: { userId, promotionId, postId: post.id, postAuthorId: post.user_id, like: serialized, wall: null } });
  return serialized;
}

export async function unlikeJournalPost(postId: number, userId: number, promotionId: number): Promise<void> {
  await unlikePost(postId, userId, promotionId);
}
