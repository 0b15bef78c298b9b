// Writes of the wall: a post or comment with its tags, report and unreport, delete, a tagged user's own tag removed,
// likes. Each checks the per-post rules of server/auth/abilities.ts, writes in one transaction, awards the badges
// there, and records what follows (realtime, notifications) for after the commit.
import { db } from '@/server/db';
import { dispatchEvents, withDomainEvents } from '@/server/events/domain-events';
import { awardBadgesFor } from '@/server/badges/award';
import { Forbidden, Invalid, NotFound } from '@/server/platform/errors';
import { createPost, deletePost, likePost, unlikePost, updatePost } from '@/server/posts/mutations';
import { clearPostFlag, openPostFlag } from '@/server/posts/flags';
import { reserveGuess } from '@/server/security/guess-throttle';
import {
  isWallExpert, mayDeletePost, mayRemoveTag, mayReportPost, mayUnreportPost, type PostFacts,
} from '@/server/auth/abilities';
import type { Actor } from '@/server/auth/actor';
import type { UserRow } from '@/server/users/queries';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { promotionChannel } from '@/lib/realtime-channels';
import type { CreatePostInput, UpdatePostInput } from '@/lib/wall/schemas';
import type { TaggedUser, WallLike } from '@/lib/wall/types';
import { WALL_MESSAGES } from '@/lib/wall/messages';
import { findPostFacts, type PostFactsRow } from './queries';
import { assertPostable, assertWallable, checkedPhoto, checkedTags } from './targets';
import { serializeLike } from './serialize';
import { fullName } from '@/lib/users/names';
import { findTip } from '@/server/tips/queries';
import { recordTipShare } from '@/server/tips/mutations';

/** Deepest comment thread: a comment on a comment, no further. */
const MAX_DEPTH = 2;

/** Who is acting: the account and the request's client address (flood limits key on the account). */
export interface WallWriter {
  actor: Actor;
  user: UserRow;
  ip: string;
}

const nameOf = (user: UserRow) => fullName(user.profile?.first_name, user.profile?.last_name) || 'Someone';
const wallContext = (promotion: ResolvedPromotion, user: UserRow) => ({ channel: promotionChannel(promotion.row.websocket_channel), actorName: nameOf(user) });

function facts(row: PostFactsRow): PostFacts {
  return {
    user_id: row.user_id, author_is_expert: isWallExpert(row.user.role as Actor['role']), is_flagged: row.is_flagged,
    flagged_by: row.flagged_by, tagged_user_ids: row.tags.map((t) => t.user_id),
  };
}

async function postOrNotFound(promotionId: number, id: number): Promise<PostFactsRow> {
  const row = await findPostFacts(promotionId, id);
  if (!row) throw new NotFound(WALL_MESSAGES.postNotFound);
  return row;
}

/** A flood of writes of one kind by one account gets 429 (server/security/guess-throttle.ts). */
const throttle = (kind: 'wall_post' | 'wall_like' | 'wall_report', writer: WallWriter, promotionId: number) =>
  reserveGuess({ kind, ip: writer.ip, target: `user:${writer.actor.id}`, promotionId });

/** A post, or a comment when parent_post_id is given (it joins its parent's wall). Answers the new post's id. */
export async function createWallPost(promotion: ResolvedPromotion, writer: WallWriter, input: CreatePostInput): Promise<number> {
  const { actor } = writer;
  let wallableType = input.wallable_type;
  let wallableId = input.wallable_id ?? (wallableType === 'Promotion' ? promotion.id : undefined);
  let depth = 0;
  let parentAuthorId: number | null = null;
  if (input.parent_post_id) {
    const parent = await postOrNotFound(promotion.id, input.parent_post_id).catch(() => {
      throw new NotFound(WALL_MESSAGES.parentNotFound);
    });
    if (parent.depth + 1 > MAX_DEPTH) throw new Invalid(WALL_MESSAGES.tooDeep);
    wallableType = parent.wallable_type as typeof wallableType;
    wallableId = parent.wallable_id;
    depth = parent.depth + 1;
    parentAuthorId = parent.user_id;
  }
  if (wallableId === undefined) throw new Invalid(WALL_MESSAGES.wallableIdRequired);
  await assertWallable(promotion, wallableType, wallableId);
  if (input.postable_type && input.postable_id) await assertPostable(promotion, input.postable_type, input.postable_id);
  // A shared tip must be one released to the promotion (tips show from the start, day by day).
  if (input.postable_type === 'Tip' && input.postable_id && !(await findTip(promotion, input.postable_id))) throw new NotFound(WALL_MESSAGES.postableNotFound);
  const photo = await checkedPhoto(promotion.id, actor.id, input.photo);
  const tagged = await checkedTags(promotion, actor, input.tagged_users);
  await throttle('wall_post', writer, promotion.id);

  return withDomainEvents(async (tx, events) => {
    const post = await createPost(tx, {
      promotion_id: promotion.id, user_id: actor.id, content: input.content.trim(), wallable_type: wallableType, wallable_id: wallableId,
      parent_post_id: input.parent_post_id ?? null, depth, postable_type: input.postable_type ?? null, postable_id: input.postable_id ?? null,
      photo_url: photo?.url ?? null, photo_width: photo?.width ?? null, photo_height: photo?.height ?? null,
    }, { id: true });
    if (tagged.length) {
      await tx.postTag.createMany({ data: tagged.map((user_id) => ({ post_id: post.id, user_id, promotion_id: promotion.id })) });
    }
    // Badges: the author's top-level posts on the promotion's wall; the tagged people's tags. Posters earn none here.
    if (depth === 0 && wallableType === 'Promotion' && actor.promotion_id === promotion.id) {
      await awardBadgesFor(tx, { userId: actor.id, promotionId: promotion.id, category: 'wall_posts_created' }, events);
    }
    for (const userId of tagged) await awardBadgesFor(tx, { userId, promotionId: promotion.id, category: 'wall_posts_tags' }, events);
    // A tip shared to the wall by a participant counts as a share (tips_shared), as one sent by email or a network.
    if (input.postable_type === 'Tip' && input.postable_id && actor.promotion_id === promotion.id) {
      await recordTipShare(tx, { promotionId: promotion.id, userId: actor.id, tipId: input.postable_id, via: 'wall' }, events);
    }
    events.record('post.created', {
      promotionId: promotion.id, userId: actor.id,
      post: { id: post.id, user_id: actor.id, wallable_type: wallableType, wallable_id: wallableId, parent_post_id: input.parent_post_id ?? null, depth },
      wall: wallContext(promotion, writer.user), parentAuthorId, taggedUserIds: tagged,
    });
    return post.id;
  });
}

/** Report (is_flagged true, flagged_by the caller) or unreport (false), each by its rule. */
export async function flagWallPost(promotion: ResolvedPromotion, writer: WallWriter, id: number, input: UpdatePostInput): Promise<void> {
  const { actor } = writer;
  const post = await postOrNotFound(promotion.id, id);
  if (input.is_flagged) {
    if (input.flagged_by != null && input.flagged_by !== actor.id) throw new Invalid(WALL_MESSAGES.flaggedByMismatch);
    if (!mayReportPost(actor, facts(post))) throw new Forbidden(WALL_MESSAGES.cannotReport);
    await throttle('wall_report', writer, promotion.id);
    // Only a post still unflagged is flagged: of two reports at once, one wins (and only it opens a report).
    const flagged = await db.$transaction(async (tx) => {
      const changed = await tx.post.updateMany({ where: { id, promotion_id: promotion.id, is_flagged: false }, data: { is_flagged: true, flagged_by: actor.id, flagged_at: new Date() } });
      if (changed.count > 0) await openPostFlag(tx, { promotionId: promotion.id, postId: id, flaggedBy: actor.id, reason: input.reason ?? null });
      return changed.count > 0;
    });
    if (flagged) await dispatchEvents({ type: 'post.flagged', payload: { promotionId: promotion.id, postId: id, flaggedBy: actor.id } });
    return;
  }
  if (!mayUnreportPost(actor, facts(post))) throw new Forbidden(WALL_MESSAGES.cannotUnreport);
  await db.$transaction(async (tx) => {
    await updatePost(tx, id, { is_flagged: false, flagged_by: null, flagged_at: null }, { id: true });
    await clearPostFlag(tx, id, actor.id);
  });
}

/** Deletes a post (its comments, likes and tags go with it). */
export async function deleteWallPost(promotion: ResolvedPromotion, actor: Actor, id: number): Promise<void> {
  const post = await postOrNotFound(promotion.id, id);
  if (!mayDeletePost(actor, facts(post))) throw new Forbidden(WALL_MESSAGES.cannotDelete);
  await db.$transaction((tx) => deletePost(tx, id));
}

/** A tagged user takes their own tag off a post; answers the tags left. */
export async function removeOwnTag(promotion: ResolvedPromotion, actor: Actor, id: number, userId: number): Promise<TaggedUser[]> {
  const post = await postOrNotFound(promotion.id, id);
  if (!post.tags.some((t) => t.user_id === userId)) throw new NotFound(WALL_MESSAGES.tagNotFound);
  if (!mayRemoveTag(actor, facts(post), userId)) throw new Forbidden(WALL_MESSAGES.cannotRemoveTag);
  await db.postTag.deleteMany({ where: { post_id: id, user_id: userId } });
  const left = await db.postTag.findMany({
    where: { post_id: id }, orderBy: [{ created_at: 'asc' }, { user_id: 'asc' }],
    select: { user: { select: { id: true, profile: { select: { first_name: true, last_name: true, image_url: true } } } } },
  });
  return left.map(({ user }) => ({
    id: user.id,
    full_name: fullName(user.profile?.first_name, user.profile?.last_name),
    image: { url: user.profile?.image_url ?? null },
  }));
}

/** Likes toggle per user: liking twice keeps one like. Answers the like. */
export async function likeWallPost(promotion: ResolvedPromotion, writer: WallWriter, postId: number): Promise<WallLike> {
  const post = await postOrNotFound(promotion.id, postId);
  const existing = await db.like.findUnique({ where: { post_id_user_id: { post_id: postId, user_id: writer.actor.id } }, select: { id: true } });
  if (!existing) await throttle('wall_like', writer, promotion.id);
  const row = await likePost(promotion.id, writer.actor.id, postId);
  const like = serializeLike({
    like_id: row.id, id: row.user_id, created_at: row.created_at, first_name: row.user.profile?.first_name ?? null,
    last_name: row.user.profile?.last_name ?? null, image_url: row.user.profile?.image_url ?? null,
  }, postId);
  if (!existing) {
    await dispatchEvents({
      type: 'like.created',
      payload: { userId: writer.actor.id, promotionId: promotion.id, postId, postAuthorId: post.user_id, like, wall: wallContext(promotion, writer.user) },
    });
  }
  return like;
}

/** Takes the caller's like back, known by the like's id; another's like or none is a 404. */
export async function unlikeWallPost(promotion: ResolvedPromotion, actor: Actor, likeId: number): Promise<void> {
  const like = await db.like.findFirst({ where: { id: likeId, user_id: actor.id, promotion_id: promotion.id }, select: { post_id: true } });
  if (!like) throw new NotFound(WALL_MESSAGES.likeNotFound);
  await unlikePost(like.post_id, actor.id, promotion.id);
}
