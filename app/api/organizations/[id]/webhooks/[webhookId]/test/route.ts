import { route } from '@/server/http/route';
import { webhookParamsSchema } from '@/lib/webhooks/schemas';
import { sendTest } from '@/server/webhooks/deliveries';

// Sends a webhook.test message to this endpoint.
export const POST = route({ scope: 'dashboard', action: 'organizations.administer', params: webhookParamsSchema, status: 202 },
  ({ actor, params }) => sendTest(actor, params.id, params.webhookId));
