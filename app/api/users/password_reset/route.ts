import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { accountScope } from '@/server/tenancy/account-scope';
import { jsonObjectBody, parseInput } from '@/server/http/input';
import { resetPassword } from '@/server/password-reset/mutations';
import { passwordResetBodySchema } from '@/lib/onboarding/schemas';

// PUT /users/password_reset {thing, password, password_confirmation?} → {reset: true, email}.
// 422 'Cannot verify reset password token.' (unknown, expired or used), the organization's password rules,
// 'Passwords do not match.', or 'Could not reset password!'. Signs the account's other sessions out.
export const PUT = route({ response: responses.passwordResetDoneSchema, scope: 'public', action: 'password.reset', body: jsonObjectBody }, async ({ host, body }) =>
  resetPassword(accountScope(host), parseInput(passwordResetBodySchema, body)),
);
