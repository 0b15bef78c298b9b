// What a new post points at must belong to the promotion: its wall (wallable), the post it answers, what it shares
// (postable), its photo and the people it tags. Anything of another promotion is "not found", never a leak.
import { db } from '@/server/db';
import { Invalid, NotFound } from '@/server/platform/errors';
import { friendsAmong } from '@/server/friends/queries';
import type { Actor } from '@/server/auth/actor';
import { isWallExpert, isWallModerator } from '@/server/auth/abilities';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { DEFAULT_USER_IMAGE, type PostableType, type WallableType } from '@/lib/wall/constants';
import { WALL_MESSAGES } from '@/lib/wall/messages';
import { findContentById } from '@/server/content/queries';
import { findTip } from '@/server/tips/queries';

/** Content rows (tips, pages, articles) and recipes/activities: the promotion's own or the shared defaults. */
const ownOrDefault = (promotionId: number) => ({ OR: [{ promotion_id: promotionId }, { promotion_id: null }] });

/** The wall is off for the promotion: every wall call is a 404. */
export function assertWallEnabled(promotion: ResolvedPromotion): void {
  if (!promotion.flags.is_wall_enabled) throw new NotFound(WALL_MESSAGES.wallNotFound);
}

/** Does the wall a post goes on exist in this promotion? */
export async function assertWallable(promotion: ResolvedPromotion, type: WallableType, id: number): Promise<void> {
  const found = await (async () => {
    switch (type) {
      case 'Promotion':
        return id === promotion.id;
      case 'Site':
        return (await db.location.count({ where: { id, promotion_id: promotion.id } })) > 0;
      case 'Recipe':
        return (await db.recipe.count({ where: { id, ...ownOrDefault(promotion.id) } })) > 0;
      // Content the promotion reads: its own, the default promotion's and the unowned rows (server/content/queries.ts);
      // a tip's wall exists once the tip is released (tips come out day by day from the start).
      case 'Tip':
        return (await findTip(promotion, id)) !== null;
      case 'CustomContent':
        return (await findContentById(promotion.id, id)) !== null;
      case 'Post':
        return (await db.post.count({ where: { id, promotion_id: promotion.id, NOT: { wallable_type: 'User' } } })) > 0;
    }
  })();
  if (!found) throw new NotFound(WALL_MESSAGES.wallNotFound);
}

export async function assertPostable(promotion: ResolvedPromotion, type: PostableType, id: number): Promise<void> {
  const where = { id, ...ownOrDefault(promotion.id) };
  const count = await (type === 'Recipe'
    ? db.recipe.count({ where })
    : type === 'Activity'
      ? db.activity.count({ where })
      : findContentById(promotion.id, id).then((row) => (row ? 1 : 0)));
  if (count === 0) throw new NotFound(WALL_MESSAGES.postableNotFound);
}

/** A photo its writer uploaded, with the size the upload stored (null when it did not say). */
export interface CheckedPhoto {
  url: string;
  width: number | null;
  height: number | null;
}

/**
 * A post's (or a message's) photo is a file its writer uploaded to this promotion (POST /api/files/upload answered
 * its url); nothing else, so a post cannot carry a foreign or scripted URL, nor another person's upload — a secure
 * upload of someone else, say — found by its URL. The default image counts as none. The upload's size comes along: a
 * post stores it beside the URL, so the wall reads it with the post.
 */
export async function checkedPhoto(promotionId: number, uploaderId: number, photo: string | null | undefined): Promise<CheckedPhoto | null> {
  const url = photo?.trim();
  if (!url || url === DEFAULT_USER_IMAGE) return null;
  const file = await db.uploadedFile.findFirst({
    where: { url, promotion_id: promotionId, user_id: uploaderId }, orderBy: { id: 'asc' }, select: { width: true, height: true },
  });
  if (!file) throw new Invalid(WALL_MESSAGES.photoNotUploaded);
  return { url, width: file.width, height: file.height };
}

/**
 * People a post tags: participants of the promotion, and for participants only their accepted friends (the tag
 * dialog lists friends). Moderators and experts tag anyone of the promotion. Duplicates and the author drop out.
 */
export async function checkedTags(promotion: ResolvedPromotion, actor: Actor, ids: number[]): Promise<number[]> {
  const wanted = [...new Set(ids)].filter((id) => id !== actor.id);
  if (wanted.length === 0) return [];
  const users = await db.user.findMany({ where: { id: { in: wanted }, promotion_id: promotion.id, deleted_at: null }, select: { id: true } });
  if (users.length !== wanted.length) throw new Invalid(WALL_MESSAGES.taggedUserNotFound);
  if (!isWallModerator(actor.role) && !isWallExpert(actor.role)) {
    const friends = await friendsAmong(promotion.id, actor.id, wanted);
    if (wanted.some((id) => !friends.has(id))) throw new Invalid(WALL_MESSAGES.taggedUserNotFriend);
  }
  return wanted;
}
