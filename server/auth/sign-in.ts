// "user authenticate" (participant-core.md §7): email + password on the host the user belongs to.
import { db } from '@/server/db';
import { AppError, tooManyRequests, unauthorized, forbidden } from '@/server/http/errors';
import { MESSAGES } from '@/lib/messages';
import { readOrganizationFlags } from '@/lib/promotion-flags';
import type { HostContext } from '@/server/tenancy/promotion-context';
import { burnPasswordCheck, verifyPassword } from './password';
import {
  LOCKOUT_THRESHOLD, isThrottled, recentFailuresWithoutAccount, recordAttempt, registerFailure,
} from './sign-in-protection';

export interface SignInInput {
  email: string;
  password: string;
  ip: string;
  host: HostContext;
}

const candidateSelect = {
  id: true, role: true, promotion_id: true, reseller_id: true, password_hash: true, is_locked: true,
  failed_login_count: true, last_failed_login_at: true, session_version: true, deleted_at: true,
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

export async function signIn(input: SignInInput): Promise<{ id: number; session_version: number }> {
  const email = input.email.trim().toLowerCase();
  const promotionId = input.host.promotion?.id ?? null;
  if (await isThrottled(email, input.ip)) throw tooManyRequests(MESSAGES.tooManyAttempts, 15 * 60);

  const account = await findAccount(email, input.host);
  const lockoutsEnabled = account?.promotion
    ? readOrganizationFlags(account.promotion.organization.flags).enable_account_lockouts
    : input.host.promotion?.organization.flags.enable_account_lockouts ?? true;

  if (!account) {
    await burnPasswordCheck(input.password);
    await recordAttempt({ email, ip: input.ip, promotionId, succeeded: false });
    if (lockoutsEnabled && (await recentFailuresWithoutAccount(email)) >= LOCKOUT_THRESHOLD) throw forbidden(MESSAGES.accountLocked);
    throw unauthorized(MESSAGES.invalidCredentials);
  }

  const valid = await verifyPassword(input.password, account.password_hash);
  if (account.is_locked) {
    await recordAttempt({ email, ip: input.ip, promotionId, succeeded: false });
    throw forbidden(MESSAGES.accountLocked);
  }
  if (!valid) {
    await recordAttempt({ email, ip: input.ip, promotionId, succeeded: false });
    const locked = await registerFailure(account, lockoutsEnabled);
    throw locked ? forbidden(MESSAGES.accountLocked) : unauthorized(MESSAGES.invalidCredentials);
  }

  await Promise.all([
    recordAttempt({ email, ip: input.ip, promotionId, succeeded: true }),
    db.user.update({
      where: { id: account.id },
      data: { failed_login_count: 0, last_failed_login_at: null, last_sign_in_at: new Date() },
    }),
  ]);
  return { id: account.id, session_version: account.session_version };
}

export { AppError };
