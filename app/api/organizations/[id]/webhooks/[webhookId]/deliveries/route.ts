import { route } from '@/server/http/route';
import { webhookParamsSchema } from '@/lib/webhooks/schemas';
import { listDeliveries } from '@/server/webhooks/deliveries';

// The endpoint's delivery log, newest first (the last 50).
export const GET = route({ scope: 'dashboard', action: 'organizations.administer', params: webhookParamsSchema },
  async ({ actor, params }) => ({ data: await listDeliveries(actor, params.id, params.webhookId) }));
