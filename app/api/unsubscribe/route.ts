import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { NotFound } from '@/server/platform/errors';
import { accountScope } from '@/server/tenancy/account-scope';
import { jsonObjectBody, parseInput } from '@/server/http/input';
import { assertMayUnsubscribe } from '@/server/unsubscribe/policy';
import { signedUnsubscribeSchema } from '@/lib/onboarding/schemas';
import { unsubscribeEverything } from '@/server/unsubscribe/mutations';
import { ONBOARDING_MESSAGES as M } from '@/lib/onboarding/messages';

// POST /unsubscribe {email, promotion_id, token} → {unsubscribed: true}, also for an address with no account (not
// revealed). promotion_id must be the host's promotion (404 otherwise); it may be left out. The token is the one
// in the email's link (403 without a valid one, unless signed in here as that address).
export const POST = route({ response: responses.unsubscribedSchema, scope: 'public', action: 'mail.unsubscribe', body: jsonObjectBody }, async ({ host, body, user }) => {
  const scope = accountScope(host);
  const input = parseInput(signedUnsubscribeSchema, body);
  if (input.promotion_id !== undefined && input.promotion_id !== scope.promotionId) throw new NotFound(M.promotionNotFound);
  assertMayUnsubscribe(scope, input.email, input.token, user);
  return unsubscribeEverything(scope, input.email);
});
