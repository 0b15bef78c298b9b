import { db } from '@/server/db';

export const userSelect = {
  id: true, promotion_id: true, email: true, role: true, location_id: true, reseller_id: true, flags: true,
  is_locked: true, locked_until: true, session_version: true, sso_identifier: true, opted_in_individual_leaderboard: true,
  opted_in_friends_leaderboard: true, created_at: true, deleted_at: true,
  profile: { select: { id: true, first_name: true, last_name: true, image_url: true, gender: true, created_at: true } },
} as const;

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

export function findUserById(id: number) {
  return db.user.findUnique({ where: { id }, select: userSelect });
}

/** A user of one promotion; null for any other promotion's user (the tenancy wall). */
export function findUserInPromotion(id: number, promotionId: number) {
  return db.user.findFirst({ where: { id, promotion_id: promotionId, deleted_at: null }, select: userSelect });
}
