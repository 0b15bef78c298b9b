import { route } from '@/server/http/route';
import { AppError } from '@/server/http/errors';
import { accountScope, jsonObjectBody, parseInput } from '@/server/onboarding/input';
import { unsubscribeEverything } from '@/server/onboarding/unsubscribe';
import { unsubscribeBodySchema } from '@/lib/onboarding/schemas';
import { ONBOARDING_MESSAGES as M } from '@/lib/onboarding/messages';

// POST /unsubscribe {email, promotion_id} → {unsubscribed: true}, also for an address with no account (not
// revealed). promotion_id must be the host's promotion (404 otherwise); it may be left out.
export const POST = route({ auth: 'optional', body: jsonObjectBody }, async ({ host, body }) => {
  const scope = accountScope(host);
  const input = parseInput(unsubscribeBodySchema, body);
  if (input.promotion_id !== undefined && input.promotion_id !== scope.promotionId) throw new AppError(404, M.promotionNotFound);
  return unsubscribeEverything(scope, input.email);
});
