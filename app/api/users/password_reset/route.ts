import { route } from '@/server/http/route';
import { accountScope, jsonObjectBody, parseInput } from '@/server/onboarding/input';
import { resetPassword } from '@/server/onboarding/password-reset';
import { passwordResetBodySchema } from '@/lib/onboarding/schemas';

// PUT /users/password_reset {thing, password, password_confirmation?} → {reset: true, email}.
// 422 'Cannot verify reset password token.' (unknown, expired or used), the organization's password rules,
// 'Passwords do not match.', or 'Could not reset password!'. Signs the account's other sessions out.
export const PUT = route({ scope: 'public', action: 'password.reset', body: jsonObjectBody }, async ({ host, body }) =>
  resetPassword(accountScope(host), parseInput(passwordResetBodySchema, body)),
);
