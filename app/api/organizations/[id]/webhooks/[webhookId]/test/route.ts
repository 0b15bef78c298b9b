import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { webhookParamsSchema } from '@/lib/webhooks/schemas';
import { sendTest } from '@/server/webhooks/deliveries';

// Sends a webhook.test message to this endpoint.
export const POST = route({ response: responses.webhookTestQueuedSchema, scope: 'dashboard', action: 'organizations.administer', params: webhookParamsSchema, status: 202 },
  ({ actor, params }) => sendTest(actor, params.id, params.webhookId));
