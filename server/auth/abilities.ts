// Object-level rules beside the actions table (lib/permissions.ts): the table says which roles may perform an action
// at all; these say whether this account may perform it on this object. Small, named, one rule each.
import 'server-only';
import { can } from '@/lib/permissions';
import { isCoordinatorOrAbove } from '@/lib/roles';
import { canAccessPromotion } from '@/server/tenancy/access';
import type { Actor } from './actor';

/** A promotion's own people (its participants and coordinators) and the accounts that administer it. */
export async function mayReadPromotion(actor: Actor, promotionId: number): Promise<boolean> {
  return actor.promotion_id === promotionId || canAccessPromotion(actor, promotionId);
}

/** Settings of another account are changed by masters only; everyone changes their own. */
export function mayEditUserSettings(actor: Actor, targetUserId: number): boolean {
  return actor.id === targetUserId || can(actor.role, 'users.manage_others');
}

/** Hidden content rows: coordinators and above of the promotion; the defaults (no promotion) masters only. */
export async function mayViewHiddenContent(actor: Actor | null, promotionId: number | null): Promise<boolean> {
  if (!actor || !isCoordinatorOrAbove(actor.role)) return false;
  if (promotionId === null) return actor.role === 'Master';
  return canAccessPromotion(actor, promotionId);
}
