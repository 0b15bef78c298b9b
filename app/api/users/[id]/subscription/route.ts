import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { userIdParamSchema } from '@/lib/users/schemas';
import { resolveSubscriptionOwner } from '@/server/subscriptions/owner';
import { findSubscription } from '@/server/subscriptions/queries';
import { updateSubscription } from '@/server/subscriptions/mutations';
import { serializeSubscription } from '@/server/subscriptions/serialize';
import { subscriptionChangeSchema } from '@/lib/subscriptions/schemas';

// GET /users/{id}/subscription: the email preferences ('me' or one's own id; a Master any user's), the defaults
// while none were saved. PUT: any of them, with the unsubscribe-all rule applied; answers the saved preferences.
export const GET = route({ response: responses.emailSubscriptionSchema, scope: 'signed-in', action: 'email_preferences.manage', params: userIdParamSchema }, async ({ actor, params }) => {
  const owner = await resolveSubscriptionOwner(actor, params.id);
  return serializeSubscription(await findSubscription(owner.id));
});

export const PUT = route(
  { response: responses.emailSubscriptionSchema, scope: 'signed-in', action: 'email_preferences.manage', params: userIdParamSchema, body: subscriptionChangeSchema },
  async ({ actor, params, body }) => {
    const owner = await resolveSubscriptionOwner(actor, params.id);
    return serializeSubscription(await updateSubscription(owner, body));
  },
);
