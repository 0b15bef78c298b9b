import { route } from '@/server/http/route';
import { idParamSchema } from '@/lib/schemas';
import { webhookEndpointSchema } from '@/lib/webhooks/schemas';
import { auditSource } from '@/server/audit/record';
import { createWebhook, listWebhooks } from '@/server/webhooks/endpoints';

// The organization's webhook endpoints (docs/webhooks.md); a new one answers its signing secret, this once.
export const GET = route({ scope: 'dashboard', action: 'organizations.administer', params: idParamSchema },
  async ({ actor, params }) => ({ data: await listWebhooks(actor, params.id) }));

export const POST = route({ scope: 'dashboard', action: 'organizations.administer', params: idParamSchema, body: webhookEndpointSchema, status: 201 },
  (ctx) => createWebhook({ actor: ctx.actor, ip: auditSource(ctx).ip }, ctx.params.id, ctx.body));
