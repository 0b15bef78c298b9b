import { route } from '@/server/http/route';
import { AppError } from '@/server/http/errors';
import type { HostContext } from '@/server/tenancy/promotion-context';
import type { UserRow } from '@/server/users/queries';
import { accountScope, jsonObjectBody, parseInput } from '@/server/onboarding/input';
import { isEmailTaken } from '@/server/registration/queries';
import { validateFieldSchema } from '@/lib/onboarding/schemas';
import { ONBOARDING_MESSAGES as M } from '@/lib/onboarding/messages';

// GET /users/validate?field=email&value=… and POST /users/validate {field, value} → 200 {valid: true} or
// 422 {errors: ['Email has already been taken.']} within the host's promotion. A signed-in user's own address
// counts as free (the settings form checks a changed email the same way).
async function validate(host: HostContext, user: UserRow | null, input: unknown) {
  const scope = accountScope(host);
  const { value } = parseInput(validateFieldSchema, input);
  const self = user && user.promotion_id === scope.promotionId ? user.id : undefined;
  if (await isEmailTaken(scope.promotionId, value, self)) throw new AppError(422, M.emailTaken);
  return { valid: true };
}

export const GET = route({ auth: 'optional' }, ({ host, user, url }) => validate(host, user, Object.fromEntries(url.searchParams)));
export const POST = route({ auth: 'optional', body: jsonObjectBody }, ({ host, user, body }) => validate(host, user, body));
