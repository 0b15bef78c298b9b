// Reads of password reset: only a token's sha256 is stored (password_reset_tokens), so a database leak yields no
// usable link; a token is found by its hash, and only while unused, unexpired and of an account of this host.
import { createHash } from 'node:crypto';
import { db } from '@/server/db';
import type { AccountScope } from '@/server/tenancy/account-scope';

export const hashResetToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** An unused, unexpired token of an account of this host; null for anything else (including another host's). */
export function findUsableResetToken(scope: AccountScope, token: string) {
  return db.passwordResetToken.findFirst({
    where: {
      token_hash: hashResetToken(token),
      used_at: null,
      expires_at: { gt: new Date() },
      user: { promotion_id: scope.promotionId, deleted_at: null },
    },
    select: { id: true, user_id: true, user: { select: { email: true, profile: { select: { first_name: true } } } } },
  });
}
