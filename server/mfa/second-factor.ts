// The second step of a password sign-in (docs/mfa.md "Sign-in"). A right password of an administrator with MFA on opens
// no session: it answers a pending token (signed, 5 minutes, bound to the host) and the form asks for a code. The code
// step is throttled like a password guess (guess throttle, target `mfa:{id}`) and counts on the account's lockout run,
// which only a completed sign-in ends. A token opens at most one session.
import 'server-only';
import { MESSAGES } from '@/lib/messages';
import { MFA_MESSAGES, MFA_PENDING_SECONDS, isMfaRole, type MfaChallenge } from '@/lib/mfa/constants';
import { isRole } from '@/lib/roles';
import { readOrganizationFlags } from '@/lib/promotion-flags';
import { clearFailures, countFailureBeforeCheck, recordAttempt } from '@/server/auth/sign-in-protection';
import { db } from '@/server/db';
import { Forbidden, Unauthorized } from '@/server/platform/errors';
import { releaseGuess, reserveGuess } from '@/server/security/guess-throttle';
import type { HostContext } from '@/server/tenancy/promotion-context';
import { readPending, signPending, type PendingSignIn } from './crypto';
import { consumeCode } from './codes';
import { isMfaEnabled } from './queries';

const hostPromotionId = (host: HostContext) => (host.isDashboard ? null : (host.promotion?.id ?? -1));

/** Does this account's password sign-in need a second factor? Participants never do (no query for them). */
export async function needsSecondFactor(account: { id: number; role: string }): Promise<boolean> {
  return isRole(account.role) && isMfaRole(account.role) && isMfaEnabled(account.id);
}

/**
 * A right password while MFA is pending neither counts as a failure nor ends the run of failures: the count the
 * sign-in took before checking the password is given back, and the lock this attempt may have set is lifted (a
 * locked account never reaches the password check).
 */
export async function takeBackPasswordAttempt(userId: number, failuresIncludingThis: number): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { failed_login_count: Math.max(failuresIncludingThis - 1, 0), locked_until: null } });
}

let lastExpiry = 0;
/** Expiries strictly increase (in this process), so a token's expiry also names it for pending_spent_through. */
function nextExpiry(): number {
  lastExpiry = Math.max(Date.now() + MFA_PENDING_SECONDS * 1000, lastExpiry + 1);
  return lastExpiry;
}

export function challengeFor(pending: Omit<PendingSignIn, 'exp'>): MfaChallenge {
  return { mfa_required: true, mfa_token: signPending({ ...pending, exp: nextExpiry() }), expires_in: MFA_PENDING_SECONDS };
}

/**
 * A pending token opens one session (issue 37 finding 10): the account's `pending_spent_through` moves to the token's
 * expiry in one conditional UPDATE, so a second use of the token — or of an older one — finds nothing to update, even
 * when two requests race (the second waits for the first's row lock, then sees its value). False: already spent.
 */
async function spendPendingToken(userId: number, exp: number): Promise<boolean> {
  const { count } = await db.userMfa.updateMany({
    where: { user_id: userId, OR: [{ pending_spent_through: null }, { pending_spent_through: { lt: BigInt(exp) } }] },
    data: { pending_spent_through: BigInt(exp) },
  });
  return count === 1;
}

/** Checks the code of a pending sign-in; answers what the session is opened with. */
export async function verifySecondFactor(input: { token: string; code: string; ip: string; host: HostContext }): Promise<PendingSignIn> {
  const pending = readPending(input.token);
  if (!pending || pending.promotionId !== hostPromotionId(input.host)) throw new Unauthorized(MFA_MESSAGES.pendingExpired);
  const user = await db.user.findUnique({
    where: { id: pending.userId },
    select: { id: true, email: true, promotion_id: true, session_version: true, deleted_at: true, promotion: { select: { organization: { select: { flags: true } } } } },
  });
  if (!user || user.deleted_at || user.session_version !== pending.sessionVersion) throw new Unauthorized(MFA_MESSAGES.pendingExpired);
  // A spent token is refused before its code is looked at, so a replay burns no code (the UPDATE below decides races).
  const mfa = await db.userMfa.findUnique({ where: { user_id: user.id }, select: { pending_spent_through: true } });
  if (mfa?.pending_spent_through != null && mfa.pending_spent_through >= BigInt(pending.exp)) throw new Unauthorized(MFA_MESSAGES.pendingExpired);

  const reservation = await reserveGuess({ kind: 'sign_in', ip: input.ip, target: `mfa:${user.id}`, promotionId: pending.promotionId });
  const lockoutsEnabled = user.promotion
    ? readOrganizationFlags(user.promotion.organization.flags).enable_account_lockouts
    : input.host.promotion?.organization.flags.enable_account_lockouts ?? true;
  const attempt = (succeeded: boolean) => recordAttempt({ email: user.email, ip: input.ip, promotionId: pending.promotionId, succeeded });

  const counted = await countFailureBeforeCheck(user.id, lockoutsEnabled);
  if (!counted) {
    await attempt(false);
    throw new Forbidden(MESSAGES.accountLocked);
  }
  try {
    await consumeCode(user, input.code, Unauthorized, input.ip);
  } catch (error) {
    await attempt(false);
    if (counted.locks) throw new Forbidden(MESSAGES.accountLocked);
    throw error;
  }
  if (!(await spendPendingToken(user.id, pending.exp))) {
    await attempt(false);
    throw new Unauthorized(MFA_MESSAGES.pendingExpired);
  }
  await Promise.all([releaseGuess(reservation), clearFailures(user.id), attempt(true)]);
  return pending;
}
