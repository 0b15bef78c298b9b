// The account an administrator asks to view the product as, looked up and checked against the rules of ./policy.ts.
import 'server-only';
import { db } from '@/server/db';
import { Forbidden, Invalid, NotFound } from '@/server/platform/errors';
import { resolveTargetUser } from '@/server/users/target';
import type { UserRow } from '@/server/users/queries';
import { isRole, type Role } from '@/lib/roles';
import { fullName } from '@/lib/users/names';
import { IMPERSONATION_MESSAGES as M } from '@/lib/impersonation/constants';
import { mayImpersonateRole } from './policy';

export interface ImpersonationTarget {
  id: number;
  promotion_id: number;
  role: Role;
  name: string;
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
