import { route } from '@/server/http/route';
import { webhookDeliveryParamsSchema } from '@/lib/webhooks/schemas';
import { redeliver } from '@/server/webhooks/deliveries';

// Redelivery by hand: the same message (same webhook-id) is queued again and signed anew.
export const POST = route({ status: 204, scope: 'dashboard', action: 'organizations.administer', params: webhookDeliveryParamsSchema },
  ({ actor, params }) => redeliver(actor, params.id, params.webhookId, params.deliveryId));
