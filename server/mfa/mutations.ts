// Setting MFA up, turning it off and renewing recovery codes (docs/mfa.md), each with its audit row. Wrong codes and
// passwords count against the account's MFA throttle (the sign-in kind of the guess throttle, target `mfa:{id}`).
import 'server-only';
import { MFA_MESSAGES, RECOVERY_CODE_COUNT, type MfaEnrolment, type MfaRecoveryCodes } from '@/lib/mfa/constants';
import type { Actor } from '@/server/auth/actor';
import { verifyPassword } from '@/server/auth/password';
import { recordAudit } from '@/server/audit/record';
import { db, type Tx } from '@/server/db';
import { Conflict, Invalid, Unauthorized } from '@/server/platform/errors';
import { failsWith, withGuessReservation } from '@/server/security/guess-throttle';
import { hashRecoveryCode, newRecoveryCode, openSecret, sealSecret } from './crypto';
import { consumeCode } from './codes';
import { matchingStep, newTotpSecret, otpauthUrl, qrCodeDataUrl } from './totp';

interface Source { actor: Actor; email: string; ip: string }

/** The throttle of one account's codes: wrong ones (401/422) stay counted. */
export function mfaGuess<T>(userId: number, ip: string, promotionId: number | null, check: () => Promise<T>): Promise<T> {
  return withGuessReservation({ kind: 'sign_in', ip, target: `mfa:${userId}`, promotionId }, failsWith([Unauthorized, Invalid]), check);
}

async function replaceRecoveryCodes(tx: Tx, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.mfaRecoveryCode.deleteMany({ where: { user_id: userId } });
  await tx.mfaRecoveryCode.createMany({ data: codes.map((code) => ({ user_id: userId, code_hash: hashRecoveryCode(code) })) });
  return codes;
}

const audit = (tx: Tx, source: Source, action: string, after?: Record<string, unknown>) => recordAudit(tx, {
  actorId: source.actor.id, action, recordType: 'User', recordId: source.actor.id, promotionId: source.actor.promotion_id, after, ip: source.ip,
});

/** A new secret waiting for its first code (a setup started again replaces the waiting one). Shown only here. */
export async function startEnrolment(source: Source): Promise<MfaEnrolment> {
  const existing = await db.userMfa.findUnique({ where: { user_id: source.actor.id }, select: { enabled_at: true } });
  if (existing?.enabled_at) throw new Conflict(MFA_MESSAGES.alreadyEnabled);
  const secret = newTotpSecret();
  const sealed = sealSecret(secret);
  await db.userMfa.upsert({
    where: { user_id: source.actor.id },
    create: { user_id: source.actor.id, secret_encrypted: sealed },
    update: { secret_encrypted: sealed, enabled_at: null, last_used_step: null },
  });
  const url = otpauthUrl(secret, source.email);
  return { secret, otpauth_url: url, qr_code: await qrCodeDataUrl(url) };
}

/** The first valid code turns MFA on; the recovery codes are answered once. */
export async function confirmEnrolment(source: Source, code: string): Promise<MfaRecoveryCodes> {
  const row = await db.userMfa.findUnique({ where: { user_id: source.actor.id }, select: { secret_encrypted: true, enabled_at: true } });
  if (row?.enabled_at) throw new Conflict(MFA_MESSAGES.alreadyEnabled);
  if (!row) throw new Conflict(MFA_MESSAGES.noEnrolment);
  return mfaGuess(source.actor.id, source.ip, source.actor.promotion_id, async () => {
    const step = matchingStep(openSecret(row.secret_encrypted), code);
    if (step === null) throw new Invalid(MFA_MESSAGES.wrongCode);
    const codes = await db.$transaction(async (tx) => {
      const enabled = await tx.userMfa.updateMany({
        where: { user_id: source.actor.id, enabled_at: null, secret_encrypted: row.secret_encrypted },
        data: { enabled_at: new Date(), last_used_step: step },
      });
      if (enabled.count === 0) throw new Conflict(MFA_MESSAGES.noEnrolment);
      await audit(tx, source, 'mfa_enable');
      return replaceRecoveryCodes(tx, source.actor.id);
    });
    return { recovery_codes: codes };
  });
}

/** Off again: with a current code (or a recovery code) or the account's password. */
export async function disableMfa(source: Source, proof: { code?: string; password?: string }): Promise<void> {
  if (!proof.code && !proof.password) throw new Invalid(MFA_MESSAGES.proofRequired);
  await mfaGuess(source.actor.id, source.ip, source.actor.promotion_id, async () => {
    if (proof.code) {
      // Reads user_mfa once: 409 when MFA is off, as below.
      await consumeCode({ id: source.actor.id, promotion_id: source.actor.promotion_id }, proof.code, Invalid, source.ip);
    } else {
      const row = await db.userMfa.findUnique({ where: { user_id: source.actor.id }, select: { enabled_at: true } });
      if (!row?.enabled_at) throw new Conflict(MFA_MESSAGES.notEnabled);
      const user = await db.user.findUnique({ where: { id: source.actor.id }, select: { password_hash: true } });
      if (!(await verifyPassword(proof.password ?? '', user?.password_hash))) throw new Invalid(MFA_MESSAGES.wrongPassword);
    }
  });
  await db.$transaction(async (tx) => {
    await tx.mfaRecoveryCode.deleteMany({ where: { user_id: source.actor.id } });
    await tx.userMfa.deleteMany({ where: { user_id: source.actor.id } });
    await audit(tx, source, 'mfa_disable', { by: proof.code ? 'code' : 'password' });
  });
}

/** New recovery codes (the old ones stop working), with a current code. */
export async function regenerateRecoveryCodes(source: Source, code: string): Promise<MfaRecoveryCodes> {
  await mfaGuess(source.actor.id, source.ip, source.actor.promotion_id, () =>
    consumeCode({ id: source.actor.id, promotion_id: source.actor.promotion_id }, code, Invalid, source.ip));
  const codes = await db.$transaction(async (tx) => {
    await audit(tx, source, 'mfa_recovery_codes_regenerated');
    return replaceRecoveryCodes(tx, source.actor.id);
  });
  return { recovery_codes: codes };
}
