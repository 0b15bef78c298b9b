// Follows: who a participant follows on the wall (the Following tab). One row per pair and promotion; following
// again keeps one. The synthetic "All Following" entry heads the list.
import { db } from '@/server/db';
import { Invalid, NotFound } from '@/server/platform/errors';
import type { Actor } from '@/server/auth/actor';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { ALL_FOLLOWING_ID, ALL_FOLLOWING_NAME } from '@/lib/wall/constants';
import { WALL_MESSAGES } from '@/lib/wall/messages';
import type { Follow } from '@/lib/wall/types';
import { fullName } from '@/lib/users/names';

/** /users/{id}/follows is one's own: 'me' or one's own id; anyone else's is a 404. */
export function followerId(actor: Actor, id: 'me' | number): number {
  if (id === 'me' || id === actor.id) return actor.id;
  throw new NotFound(WALL_MESSAGES.userNotFound);
}

const followSelect = {
  followed_user_id: true, user_id: true,
  followed_user: { select: { profile: { select: { first_name: true, last_name: true, image_url: true } } } },
} as const;

type FollowRow = { followed_user_id: number; user_id: number; followed_user: { profile: { first_name: string; last_name: string; image_url: string | null } | null } };

function serializeFollow(row: FollowRow): Follow {
  const p = row.followed_user.profile;
  return { id: row.followed_user_id, user_id: row.user_id, profile: { full_name: fullName(p?.first_name, p?.last_name), image: { url: p?.image_url ?? null } } };
}

/** Everyone the user follows in the promotion, by name, after the synthetic All Following entry. */
export async function listFollows(promotion: ResolvedPromotion, userId: number): Promise<Follow[]> {
  const rows = await db.follow.findMany({ where: { user_id: userId, promotion_id: promotion.id }, select: followSelect });
  const follows = rows.map(serializeFollow).sort((a, b) => a.profile.full_name.localeCompare(b.profile.full_name));
  return [{ id: ALL_FOLLOWING_ID, user_id: userId, profile: { full_name: ALL_FOLLOWING_NAME, image: { url: null } } }, ...follows];
}

export async function findFollow(promotion: ResolvedPromotion, userId: number, followedId: number | 'following'): Promise<Follow> {
  if (followedId === ALL_FOLLOWING_ID) return (await listFollows(promotion, userId))[0]!;
  const row = await db.follow.findFirst({ where: { user_id: userId, followed_user_id: followedId, promotion_id: promotion.id }, select: followSelect });
  if (!row) throw new NotFound(WALL_MESSAGES.followNotFound);
  return serializeFollow(row);
}

/**
 * Follows a user of the promotion, or a wall expert who posts on its wall. Not oneself. Following again keeps one.
 */
export async function follow(promotion: ResolvedPromotion, userId: number, followedId: number): Promise<Follow> {
  if (followedId === userId) throw new Invalid(WALL_MESSAGES.cannotFollowSelf);
  const target = await db.user.findFirst({
    where: {
      id: followedId, deleted_at: null,
      OR: [{ promotion_id: promotion.id }, { role: 'Poster', posts: { some: { promotion_id: promotion.id } } }],
    },
    select: { id: true },
  });
  if (!target) throw new NotFound(WALL_MESSAGES.userNotFound);
  await db.follow.upsert({
    where: { user_id_followed_user_id: { user_id: userId, followed_user_id: followedId } },
    create: { user_id: userId, followed_user_id: followedId, promotion_id: promotion.id },
    update: {},
  });
  return findFollow(promotion, userId, followedId);
}

/** Unfollows; not following is a 404. */
export async function unfollow(promotion: ResolvedPromotion, userId: number, followedId: number): Promise<void> {
  const { count } = await db.follow.deleteMany({ where: { user_id: userId, followed_user_id: followedId, promotion_id: promotion.id } });
  if (count === 0) throw new NotFound(WALL_MESSAGES.followNotFound);
}
