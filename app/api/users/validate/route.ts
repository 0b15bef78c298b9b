import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import type { HostContext } from '@/server/tenancy/promotion-context';
import type { UserRow } from '@/server/users/queries';
import { accountScope } from '@/server/tenancy/account-scope';
import { jsonObjectBody, parseInput } from '@/server/http/input';
import { assertEmailFree } from '@/server/registration/validate';
import { validateFieldSchema } from '@/lib/onboarding/schemas';
import type { EmailAvailable } from '@/lib/onboarding/types';

// GET /users/validate?field=email&value=… and POST /users/validate {field, value} → 200 {valid: true} or
// 422 {errors: ['Email has already been taken.']} within the host's promotion. A signed-in user's own address
// counts as free (the settings form checks a changed email the same way). "Taken" answers are throttled per client
// address and per address asked about.
async function validate(host: HostContext, user: UserRow | null, input: unknown, ip: string) {
  const scope = accountScope(host);
  const { value } = parseInput(validateFieldSchema, input);
  const self = user && user.promotion_id === scope.promotionId ? user.id : undefined;
  await assertEmailFree(scope.promotionId, value, ip, self);
  return { valid: true } satisfies EmailAvailable;
}

export const GET = route({ response: responses.emailAvailableSchema, scope: 'public', action: 'registration.validate' }, ({ host, user, url, ip }) => validate(host, user, Object.fromEntries(url.searchParams), ip));
export const POST = route({ response: responses.emailAvailableSchema, scope: 'public', action: 'registration.validate', body: jsonObjectBody }, ({ host, user, body, ip }) => validate(host, user, body, ip));
