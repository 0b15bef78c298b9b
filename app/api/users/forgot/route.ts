import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { accountScope } from '@/server/tenancy/account-scope';
import { jsonObjectBody, parseInput } from '@/server/http/input';
import { requestPasswordReset } from '@/server/password-reset/mutations';
import { forgotPasswordBodySchema } from '@/lib/onboarding/schemas';

// POST /users/forgot {email} → {email_sent: true}; 404 'No account was found with that email.'; 429 past 5 an hour.
export const POST = route({ response: responses.passwordResetRequestedSchema, scope: 'public', action: 'password.reset', body: jsonObjectBody }, async ({ host, body, ip }) => {
  const { email } = parseInput(forgotPasswordBodySchema, body);
  return requestPasswordReset(accountScope(host), email, ip);
});
