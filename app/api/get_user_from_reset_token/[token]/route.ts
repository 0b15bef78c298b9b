import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { NotFound } from '@/server/platform/errors';
import { accountScope } from '@/server/tenancy/account-scope';
import { findUsableResetToken } from '@/server/password-reset/queries';
import { ONBOARDING_MESSAGES as M } from '@/lib/onboarding/messages';
import { resetTokenParamSchema } from '@/lib/onboarding/schemas';

// GET /get_user_from_reset_token/{token} → {first_name, email} of the link's account, or 404 for an unknown,
// expired, used or other-host token. Only the person holding the mailed link can ask.
export const GET = route({ response: responses.resetTokenUserSchema, scope: 'public', action: 'password.reset', params: resetTokenParamSchema }, async ({ host, params }) => {
  const token = await findUsableResetToken(accountScope(host), params.token);
  if (!token) throw new NotFound(M.cannotVerifyResetToken);
  return { first_name: token.user.profile?.first_name ?? '', email: token.user.email };
});
