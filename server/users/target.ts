// The target of /users/{id} (a lookup, so not a policy file): who may read or change which user — oneself; another user only
// a Master or a coordinator-or-above of their promotion.
import { db } from '@/server/db';
import { NotFound } from '@/server/platform/errors';
import { SETTINGS_MESSAGES } from '@/lib/settings/messages';
import { canAccessPromotion } from '@/server/tenancy/access';
import { isCoordinatorOrAbove } from '@/lib/roles';
import { actorOf } from '@/server/auth/actor';
import type { UserRow } from './queries';

/**
 * The target of /users/{id}: 'me' is the caller; another id must be a user the caller administers
 * (a Master, or a coordinator-or-above of that user's promotion) — anything else is a 404, never a leak.
 */
export async function resolveTargetUser(caller: UserRow, id: number | 'me', hostPromotionId: number | null): Promise<number> {
  if (id === 'me' || id === caller.id) return caller.id;
  const actor = actorOf(caller);
  const role = actor.role;
  if (!isCoordinatorOrAbove(role)) throw new NotFound(SETTINGS_MESSAGES.userNotFound);
  const target = await db.user.findFirst({ where: { id, deleted_at: null }, select: { id: true, promotion_id: true } });
  if (!target || target.promotion_id === null) {
    if (target && role === 'Master') return target.id;
    throw new NotFound(SETTINGS_MESSAGES.userNotFound);
  }
  // Coordinators act within the promotion of the host they are on; super users within what they cover.
  if (role !== 'Master' && hostPromotionId !== null && target.promotion_id !== hostPromotionId) throw new NotFound(SETTINGS_MESSAGES.userNotFound);
  if (!(await canAccessPromotion(actor, target.promotion_id))) throw new NotFound(SETTINGS_MESSAGES.userNotFound);
  return target.id;
}
