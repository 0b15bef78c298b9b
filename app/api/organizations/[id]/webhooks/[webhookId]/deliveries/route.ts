import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { webhookParamsSchema } from '@/lib/webhooks/schemas';
import { listDeliveries } from '@/server/webhooks/deliveries';

// The endpoint's delivery log, newest first (the last 50).
export const GET = route({ response: responses.webhookDeliveryListSchema, scope: 'dashboard', action: 'organizations.administer', params: webhookParamsSchema },
  async ({ actor, params }) => ({ data: await listDeliveries(actor, params.id, params.webhookId) }));
