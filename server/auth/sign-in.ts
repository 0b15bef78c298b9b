// "user authenticate": email, password and stay_logged_in, answered with the user and its flags, on the host the user
// belongs to.
import { db } from '@/server/db';
import { AppError, unauthorized, forbidden } from '@/server/http/errors';
import { MESSAGES } from '@/lib/messages';
import { readOrganizationFlags } from '@/lib/promotion-flags';
import type { HostContext } from '@/server/tenancy/promotion-context';
import { burnPasswordCheck, verifyPassword } from './password';
import { releaseGuess, reserveGuess } from '@/server/security/guess-throttle';
import { LOCKOUT_THRESHOLD, clearFailures, countFailureBeforeCheck, recordAttempt } from './sign-in-protection';
import { needsSecondFactor, takeBackPasswordAttempt } from '@/server/mfa/second-factor';

export interface SignInInput {
  email: string;
  password: string;
  ip: string;
  host: HostContext;
}

const candidateSelect = {
  id: true, role: true, promotion_id: true, reseller_id: true, password_hash: true, session_version: true, deleted_at: true,
  promotion: { select: { organization: { select: { flags: true } } } },
} as const;

/**
 * The account this email signs into on this host: a participant only on their own promotion's host;
 * cross-promotion accounts on the dashboard host, and on the promotion hosts they may act on.
 */
async function findAccount(email: string, host: HostContext) {
  if (host.isDashboard) {
    return db.user.findFirst({ where: { email, promotion_id: null, deleted_at: null }, select: candidateSelect });
  }
  const promotion = host.promotion;
  if (!promotion) return null;
  const own = await db.user.findFirst({ where: { email, promotion_id: promotion.id, deleted_at: null }, select: candidateSelect });
  if (own) return own;
  return db.user.findFirst({
    where: {
      email,
      promotion_id: null,
      deleted_at: null,
      OR: [
        { role: { in: ['Master', 'Poster'] } },
        { role: 'Super Coordinator', covered_promotions: { some: { promotion_id: promotion.id } } },
        { role: 'Reseller', reseller_id: promotion.organization.reseller_id ?? -1 },
      ],
    },
    select: candidateSelect,
  });
}

/**
 * Every attempt is counted before its password is checked — against the client and the address (guess throttle) and,
 * for an existing account, on the account's failure counter — so a parallel burst cannot get more guesses evaluated
 * than the limits allow. A right password takes both counts back.
 */
export async function signIn(input: SignInInput): Promise<{ id: number; session_version: number; mfaRequired: boolean }> {
  const email = input.email.trim().toLowerCase();
  const promotionId = input.host.promotion?.id ?? null;
  const reservation = await reserveGuess({ kind: 'sign_in', ip: input.ip, target: email, promotionId });
  const fail = async (error: AppError) => {
    await recordAttempt({ email, ip: input.ip, promotionId, succeeded: false });
    return error;
  };

  const account = await findAccount(email, input.host);
  const lockoutsEnabled = account?.promotion
    ? readOrganizationFlags(account.promotion.organization.flags).enable_account_lockouts
    : input.host.promotion?.organization.flags.enable_account_lockouts ?? true;

  if (!account) {
    await burnPasswordCheck(input.password);
    // As many failures as lock a real account answer "locked" here too, so the message reveals no account.
    if (lockoutsEnabled && reservation.byTarget >= LOCKOUT_THRESHOLD) throw await fail(forbidden(MESSAGES.accountLocked));
    throw await fail(unauthorized(MESSAGES.invalidCredentials));
  }

  const counted = await countFailureBeforeCheck(account.id, lockoutsEnabled);
  if (!counted) {
    // Locked: the password is not evaluated; the same hashing time keeps "locked" from showing in the timing.
    await burnPasswordCheck(input.password);
    throw await fail(forbidden(MESSAGES.accountLocked));
  }
  if (!(await verifyPassword(input.password, account.password_hash))) {
    throw await fail(counted.locks ? forbidden(MESSAGES.accountLocked) : unauthorized(MESSAGES.invalidCredentials));
  }

  // An administrator with MFA on: the password was right, the sign-in is not complete yet (docs/mfa.md).
  if (await needsSecondFactor(account)) {
    await Promise.all([releaseGuess(reservation), takeBackPasswordAttempt(account.id, counted.failures)]);
    return { id: account.id, session_version: account.session_version, mfaRequired: true };
  }
  await Promise.all([
    releaseGuess(reservation),
    clearFailures(account.id),
    recordAttempt({ email, ip: input.ip, promotionId, succeeded: true }),
  ]);
  return { id: account.id, session_version: account.session_version, mfaRequired: false };
}

export { AppError };
