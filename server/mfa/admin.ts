// A master resets another administrator's MFA (docs/mfa.md "Reset by a master"): for an administrator who lost
// their phone and their recovery codes, where MFA is required and they are locked out of the administration. The
// secret and every recovery code go, in one transaction with an audit row under the master; at the next sign-in
// the password alone signs them in, and where MFA is required the route wrapper and page guard send them to set it
// up again (nothing else to do here). Masters only (`mfa.reset_others`); never one's own (that is /mfa/disable, with
// proof), and only administrative roles (participants have no MFA).
import 'server-only';
import { db } from '@/server/db';
import { Conflict, Forbidden, NotFound } from '@/server/platform/errors';
import { recordAudit } from '@/server/audit/record';
import type { Actor } from '@/server/auth/actor';
import { MFA_ROLES, isMfaRole } from '@/lib/mfa/constants';
import { isRole } from '@/lib/roles';
import { MFA_ADMINISTRATORS_LIMIT, MFA_RESET_MESSAGES as M, type MfaAdministrator } from '@/lib/mfa/admin-reset';

/** Administrators with MFA on, by email; `q` matches the email or the name anywhere. */
export async function administratorsWithMfa(q: string | undefined): Promise<MfaAdministrator[]> {
  const enrolled = await db.userMfa.findMany({ where: { enabled_at: { not: null } }, select: { user_id: true, enabled_at: true } });
  if (enrolled.length === 0) return [];
  const since = new Map(enrolled.map((r) => [r.user_id, r.enabled_at!]));
  const text = q ? { contains: q, mode: 'insensitive' as const } : undefined;
  const users = await db.user.findMany({
    where: {
      id: { in: [...since.keys()] }, deleted_at: null, role: { in: [...MFA_ROLES] },
      ...(text ? { OR: [{ email: text }, { profile: { first_name: text } }, { profile: { last_name: text } }] } : {}),
    },
    select: { id: true, email: true, role: true, profile: { select: { first_name: true, last_name: true } }, promotion: { select: { name: true } } },
    orderBy: [{ email: 'asc' }, { id: 'asc' }],
    take: MFA_ADMINISTRATORS_LIMIT,
  });
  return users.map((u) => ({
    id: u.id, email: u.email, role: u.role, promotion_name: u.promotion?.name ?? null,
    name: `${u.profile?.first_name ?? ''} ${u.profile?.last_name ?? ''}`.trim(),
    enabled_at: since.get(u.id)!.toISOString(),
  }));
}

export async function resetAdministratorMfa(source: { actor: Pick<Actor, 'id'>; ip: string | null }, userId: number): Promise<void> {
  if (userId === source.actor.id) throw new Forbidden(M.notYourOwn);
  const user = await db.user.findFirst({ where: { id: userId, deleted_at: null }, select: { id: true, role: true, promotion_id: true } });
  if (!user || !isRole(user.role) || !isMfaRole(user.role)) throw new NotFound(M.administratorNotFound);
  await db.$transaction(async (tx) => {
    const left = await tx.mfaRecoveryCode.count({ where: { user_id: userId, used_at: null } });
    // Only an MFA that is on is reset (a setup still waiting for its first code locks nobody out).
    const removed = await tx.userMfa.deleteMany({ where: { user_id: userId, enabled_at: { not: null } } });
    if (removed.count === 0) throw new Conflict(M.notEnabled);
    await tx.mfaRecoveryCode.deleteMany({ where: { user_id: userId } });
    await recordAudit(tx, {
      actorId: source.actor.id, action: 'mfa_reset', recordType: 'User', recordId: userId, promotionId: user.promotion_id,
      before: { mfa_enabled: true, recovery_codes_left: left }, after: { mfa_enabled: false, recovery_codes_left: 0 }, ip: source.ip,
    });
  });
}
