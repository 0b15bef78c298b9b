import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { accountScope } from '@/server/tenancy/account-scope';
import { jsonObjectBody } from '@/server/http/input';
import { findUsableResetToken } from '@/server/password-reset/queries';
import { verifyResetBodySchema } from '@/lib/onboarding/schemas';
import type { PasswordResetCheck } from '@/lib/onboarding/types';

// POST /users/verify_password_reset {thing} → {allow: true|false}. Always 200: the answer is the allow flag.
export const POST = route({ response: responses.passwordResetCheckSchema, scope: 'public', action: 'password.reset', body: jsonObjectBody }, async ({ host, body }) => {
  const scope = accountScope(host);
  const parsed = verifyResetBodySchema.safeParse(body);
  if (!parsed.success) return { allow: false } satisfies PasswordResetCheck;
  return { allow: (await findUsableResetToken(scope, parsed.data.thing)) !== null } satisfies PasswordResetCheck;
});
