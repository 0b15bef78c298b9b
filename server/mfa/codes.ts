// Checking a second factor (docs/mfa.md): a 6-digit TOTP code, never accepted twice (the last used time step is
// stored and only a later one passes, atomically), or a recovery code, each usable once.
import 'server-only';
import { MFA_MESSAGES } from '@/lib/mfa/constants';
import { recordAudit } from '@/server/audit/record';
import { db } from '@/server/db';
import { Conflict, type Invalid, type Unauthorized } from '@/server/platform/errors';
import { hashRecoveryCode, openSecret } from './crypto';
import { isTotpShaped, matchingStep } from './totp';

export interface CodeOwner {
  id: number;
  promotion_id: number | null;
}

/**
 * Consumes a code of an account with MFA on, or throws `Wrong` (Invalid while signed in, Unauthorized while signing in) with the reason. A recovery code used is an
 * audit row. Callers throttle (server/security/guess-throttle.ts) before calling.
 */
export async function consumeCode(owner: CodeOwner, code: string, Wrong: typeof Invalid | typeof Unauthorized, ip: string | null, now = Date.now()): Promise<'totp' | 'recovery'> {
  const row = await db.userMfa.findUnique({ where: { user_id: owner.id }, select: { secret_encrypted: true, enabled_at: true } });
  if (!row?.enabled_at) throw new Conflict(MFA_MESSAGES.notEnabled);
  if (isTotpShaped(code)) {
    const step = matchingStep(openSecret(row.secret_encrypted), code, now);
    if (step === null) throw new Wrong(MFA_MESSAGES.wrongCode);
    // Only a step after the last accepted one: a code seen over a shoulder or replayed within its 90 s is refused.
    const taken = await db.userMfa.updateMany({
      where: { user_id: owner.id, OR: [{ last_used_step: null }, { last_used_step: { lt: step } }] },
      data: { last_used_step: step },
    });
    if (taken.count === 0) throw new Wrong(MFA_MESSAGES.codeUsed);
    return 'totp';
  }
  const used = await db.$transaction(async (tx) => {
    const taken = await tx.mfaRecoveryCode.updateMany({
      where: { user_id: owner.id, code_hash: hashRecoveryCode(code), used_at: null },
      data: { used_at: new Date(now) },
    });
    if (taken.count === 0) return false;
    const left = await tx.mfaRecoveryCode.count({ where: { user_id: owner.id, used_at: null } });
    await recordAudit(tx, {
      actorId: owner.id, action: 'mfa_recovery_code_used', recordType: 'User', recordId: owner.id,
      promotionId: owner.promotion_id, after: { recovery_codes_left: left }, ip,
    });
    return true;
  });
  if (!used) throw new Wrong(MFA_MESSAGES.wrongCode);
  return 'recovery';
}
