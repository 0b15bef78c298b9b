// Forgotten password (a valid email with an account, else its message): POST /users/forgot mails a single-use
// link that expires after RESET_TOKEN_TTL_HOURS; only the token's sha256 is stored (password_reset_tokens), so a
// database leak yields no usable link. Redeeming it sets the password and bumps session_version, which signs every
// other session out, and lifts a sign-in lock: whoever reads the account's mail has proved more than a password
// would (docs/decisions/002-sign-in-protection.md).
import { randomBytes } from 'node:crypto';
import { db } from '@/server/db';
import { Invalid, NotFound } from '@/server/platform/errors';
import { hashPassword } from '@/server/auth/password';
import { withDomainEvents } from '@/server/events';
import { appUrl } from '@/server/mail/urls';
import { serverPasswordProblems } from '@/server/security/password-pattern';
import { RESET_TOKEN_TTL_HOURS } from '@/lib/onboarding/constants';
import { emailTarget, reserveGuess } from '@/server/security/guess-throttle';
import { ONBOARDING_MESSAGES as M } from '@/lib/onboarding/messages';
import type { AccountScope } from '@/server/tenancy/account-scope';
import { currentPasswordPolicy } from '@/server/tenancy/promotion-context';
import { findUsableResetToken, hashResetToken } from './queries';
import type { PasswordResetDone, PasswordResetRequested } from '@/lib/onboarding/types';

const HOUR_MS = 60 * 60 * 1000;

/** The account of this host with that (lower-case) email, or null. */
function findAccount(scope: AccountScope, email: string) {
  return db.user.findFirst({
    where: { promotion_id: scope.promotionId, email, deleted_at: null },
    select: { id: true, email: true, profile: { select: { first_name: true } } },
  });
}

/** '/welcome?reset_password={token}' on the account's own host: {protocol}://{subdomain}.{APP_HOST}:{port}. */
export function resetLink(scope: AccountScope, token: string): string {
  return appUrl(scope.promotion?.subdomain ?? null, `/welcome?reset_password=${encodeURIComponent(token)}`);
}

/**
 * POST /users/forgot. 404 when the host has no such account (the spec validates existence), 429 past the limit.
 * Every request is counted before the account is even looked up (server/security/guess-throttle.ts, atomic under
 * parallel requests): FORGOT_REQUESTS_PER_HOUR per address on this host — known or not, so the 429 tells nothing —
 * and a limit per client address, so the 404 cannot be used to walk a list of addresses.
 */
export async function requestPasswordReset(scope: AccountScope, email: string, ip: string): Promise<PasswordResetRequested> {
  await reserveGuess({ kind: 'password_reset_request', ip, target: emailTarget(scope.promotionId, email), promotionId: scope.promotionId });
  const account = await findAccount(scope, email);
  if (!account) throw new NotFound(M.noAccountForEmail);

  const token = randomBytes(32).toString('base64url');
  // The mail follows the commit (server/composition/after-commit.ts); one that cannot be queued fails this request.
  await withDomainEvents(async (tx, events) => {
    await tx.passwordResetToken.create({
      data: { user_id: account.id, token_hash: hashResetToken(token), expires_at: new Date(Date.now() + RESET_TOKEN_TTL_HOURS * HOUR_MS), requested_ip: ip },
    });
    events.record('password_reset.requested', {
      promotionId: scope.promotionId, to: account.email, firstName: account.profile?.first_name ?? '',
      link: resetLink(scope, token), hours: RESET_TOKEN_TTL_HOURS,
    });
  });
  return { email_sent: true };
}

/** PUT /users/password_reset {thing, password, password_confirmation?}. */
export async function resetPassword(
  scope: AccountScope,
  input: { thing: string; password: string; password_confirmation?: string },
): Promise<PasswordResetDone> {
  const token = await findUsableResetToken(scope, input.thing);
  if (!token) throw new Invalid(M.cannotVerifyResetToken);
  const problems = serverPasswordProblems(input.password, await currentPasswordPolicy(scope.promotion));
  if (input.password_confirmation !== undefined && input.password_confirmation !== input.password) problems.push(M.passwordsDoNotMatch);
  if (problems.length) throw new Invalid(problems);

  const passwordHash = await hashPassword(input.password);
  await db.$transaction(async (tx) => {
    const now = new Date();
    // Claiming the token is conditional, so two simultaneous redemptions cannot both succeed.
    const claimed = await tx.passwordResetToken.updateMany({ where: { id: token.id, used_at: null, expires_at: { gt: now } }, data: { used_at: now } });
    if (claimed.count !== 1) throw new Invalid(M.cannotVerifyResetToken);
    const updated = await tx.user.updateMany({
      where: { id: token.user_id, deleted_at: null },
      data: {
        password_hash: passwordHash, session_version: { increment: 1 },
        is_locked: false, locked_until: null, failed_login_count: 0, last_failed_login_at: null,
      },
    });
    if (updated.count !== 1) throw new Invalid(M.couldNotResetPassword);
    // Older links mailed to the same person stop working too.
    await tx.passwordResetToken.updateMany({ where: { user_id: token.user_id, used_at: null }, data: { used_at: now } });
  });
  return { reset: true, email: token.user.email };
}
