// Whom an administrator may view the product as (docs/impersonation.md). The route's action
// (users.impersonate: coordinator-or-above) says who may impersonate at all; this says whom:
// - a participant of a promotion the administrator administers (resolveTargetUser: a coordinator their own
//   promotion, a super user what they cover, a master any);
// - never oneself, never a deleted account, never an account without a promotion (masters, resellers, super
//   coordinators, posters live on the dashboard host, where there is nothing to view as them);
// - a Coordinator only by an account above coordinators (a master, reseller or super coordinator), so a coordinator
//   never acts as a peer; and never a master by a non-master (masters have no promotion, so never at all here).
import 'server-only';
import { db } from '@/server/db';
import { Forbidden, Invalid, NotFound } from '@/server/platform/errors';
import { resolveTargetUser } from '@/server/users/policy';
import type { UserRow } from '@/server/users/queries';
import { isParticipant, isRole, type Role } from '@/lib/roles';
import { fullName } from '@/lib/users/names';
import { IMPERSONATION_MESSAGES as M } from '@/lib/impersonation/constants';

const ABOVE_COORDINATORS: readonly Role[] = ['Master', 'Reseller', 'Super Coordinator'];

export interface ImpersonationTarget {
  id: number;
  promotion_id: number;
  role: Role;
  name: string;
}

/** True when `actorRole` may view the product as an account of `targetRole` (the rules above, by role alone). */
export function mayImpersonateRole(actorRole: Role, targetRole: Role): boolean {
  if (!isParticipant(targetRole)) return false;
  if (targetRole === 'Coordinator') return ABOVE_COORDINATORS.includes(actorRole);
  return true;
}

/** The user the caller may view as, or why not (404 for anyone they do not administer: never a leak). */
export async function resolveImpersonationTarget(caller: UserRow, userId: number, hostPromotionId: number | null): Promise<ImpersonationTarget> {
  if (userId === caller.id) throw new Invalid(M.notYourself);
  const id = await resolveTargetUser(caller, userId, hostPromotionId);
  const target = await db.user.findFirst({
    where: { id, deleted_at: null },
    select: { id: true, promotion_id: true, role: true, is_locked: true, profile: { select: { first_name: true, last_name: true } } },
  });
  if (!target || !isRole(target.role)) throw new NotFound(M.userNotFound);
  if (target.promotion_id === null) throw new Invalid(M.noPromotion);
  if (!mayImpersonateRole(caller.role as Role, target.role)) throw new Forbidden(M.mayNotImpersonate);
  if (target.is_locked) throw new Invalid(M.locked);
  const name = fullName(target.profile?.first_name, target.profile?.last_name).trim();
  return { id: target.id, promotion_id: target.promotion_id, role: target.role, name: name || `User ${target.id}` };
}
