// "user authenticate": email, password and stay_logged_in, answered with the user and its flags, on the host the user
// belongs to.
import { db } from '@/server/db';
import { Forbidden, Unauthorized, type DomainError } from '@/server/platform/errors';
import { MESSAGES } from '@/lib/messages';
import { readOrganizationFlags } from '@/lib/promotion-flags';
import type { HostContext } from '@/server/tenancy/promotion-context';
import { burnPasswordCheck, verifyPassword } from './password';
import { releaseGuess, reserveGuess, type Reservation } from '@/server/security/guess-throttle';
import {
  LOCKOUT_THRESHOLD, clearDeviceFailures, clearFailures, countFailureBeforeCheck, endDeviceSessions, endUntrustedSessions, noteSignIn,
  recordAttempt,
} from './sign-in-protection';
import { deviceTarget, readDeviceCookie } from './device-cookie';
import { needsSecondFactor, takeBackPasswordAttempt } from '@/server/mfa/second-factor';

export interface SignInInput {
  email: string;
  password: string;
  ip: string;
  host: HostContext;
  /** The browser's device cookie (server/auth/device-cookie.ts), if it sent one. */
  deviceToken?: string | null;
}

export interface SignedIn {
  id: number;
  session_version: number;
  mfaRequired: boolean;
  /** The device id this browser is trusted under for the account (null: it was not a trusted device yet). */
  deviceId: string | null;
}

const candidateSelect = {
  id: true, role: true, promotion_id: true, reseller_id: true, password_hash: true, session_version: true, deleted_at: true, is_locked: true,
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
 *
 * A browser whose device cookie names this account is a trusted device (decision 002): its attempts are counted
 * against the device instead of the address and the account, so nobody else's failures lock it out, and its own
 * failures lock only itself.
 */
export async function signIn(input: SignInInput): Promise<SignedIn> {
  const email = input.email.trim().toLowerCase();
  const promotionId = input.host.promotion?.id ?? null;
  const account = await findAccount(email, input.host);
  const device = account ? await readDeviceCookie(input.deviceToken) : null;
  const deviceId = device && account && device.userId === account.id ? device.deviceId : null;
  const reservation = await reserveGuess({ kind: 'sign_in', ip: input.ip, target: deviceId ? deviceTarget(deviceId) : email, promotionId });
  const fail = async (error: DomainError) => {
    await recordAttempt({ email, ip: input.ip, promotionId, succeeded: false });
    return error;
  };

  const lockoutsEnabled = account?.promotion
    ? readOrganizationFlags(account.promotion.organization.flags).enable_account_lockouts
    : input.host.promotion?.organization.flags.enable_account_lockouts ?? true;

  if (!account) {
    await burnPasswordCheck(input.password);
    // As many failures as lock a real account answer "locked" here too, so the message reveals no account.
    if (lockoutsEnabled && reservation.byTarget >= LOCKOUT_THRESHOLD) throw await fail(new Forbidden(MESSAGES.accountLocked));
    throw await fail(new Unauthorized(MESSAGES.invalidCredentials));
  }
  if (deviceId) return signInFromDevice(input, account, deviceId, reservation, lockoutsEnabled, fail);

  const counted = await countFailureBeforeCheck(account.id, lockoutsEnabled);
  if (!counted) {
    // Locked: the password is not evaluated; the same hashing time keeps "locked" from showing in the timing.
    await burnPasswordCheck(input.password);
    throw await fail(new Forbidden(MESSAGES.accountLocked));
  }
  if (!(await verifyPassword(input.password, account.password_hash))) {
    // This failure locked the account for untrusted clients: their sessions end with it (decision 002).
    if (counted.locks) await endUntrustedSessions(account.id);
    throw await fail(counted.locks ? new Forbidden(MESSAGES.accountLocked) : new Unauthorized(MESSAGES.invalidCredentials));
  }

  // An administrator with MFA on: the password was right, the sign-in is not complete yet (docs/mfa.md).
  if (await needsSecondFactor(account)) {
    await Promise.all([releaseGuess(reservation), takeBackPasswordAttempt(account.id, counted.failures)]);
    return { id: account.id, session_version: account.session_version, mfaRequired: true, deviceId: null };
  }
  await Promise.all([
    releaseGuess(reservation),
    clearFailures(account.id),
    recordAttempt({ email, ip: input.ip, promotionId, succeeded: true }),
  ]);
  return { id: account.id, session_version: account.session_version, mfaRequired: false, deviceId: null };
}

type Account = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

/**
 * A trusted device's attempt: the account's own failure counter and its lock for untrusted clients are neither read
 * nor changed. The device's failures in the throttle window (its reservation's per-target count) lock the device
 * alone at the same threshold, with the same message; an administrator's lock still applies.
 */
async function signInFromDevice(
  input: SignInInput, account: Account, deviceId: string, reservation: Reservation, lockoutsEnabled: boolean,
  fail: (error: DomainError) => Promise<DomainError>,
): Promise<SignedIn> {
  const email = input.email.trim().toLowerCase();
  const promotionId = input.host.promotion?.id ?? null;
  const deviceLocked = lockoutsEnabled && reservation.byTarget > LOCKOUT_THRESHOLD;
  if (account.is_locked || deviceLocked) {
    await burnPasswordCheck(input.password);
    // Locked attempts are not counted (the device's lock would otherwise never run out).
    await releaseGuess(reservation);
    throw await fail(new Forbidden(MESSAGES.accountLocked));
  }
  if (!(await verifyPassword(input.password, account.password_hash))) {
    const locks = lockoutsEnabled && reservation.byTarget >= LOCKOUT_THRESHOLD;
    if (locks) await endDeviceSessions(account.id, deviceId);
    throw await fail(locks ? new Forbidden(MESSAGES.accountLocked) : new Unauthorized(MESSAGES.invalidCredentials));
  }
  await Promise.all([releaseGuess(reservation), clearDeviceFailures(deviceId)]);
  if (await needsSecondFactor(account)) return { id: account.id, session_version: account.session_version, mfaRequired: true, deviceId };
  await Promise.all([noteSignIn(account.id), recordAttempt({ email, ip: input.ip, promotionId, succeeded: true })]);
  return { id: account.id, session_version: account.session_version, mfaRequired: false, deviceId };
}

