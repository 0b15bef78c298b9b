import { route } from '@/server/http/route';
import { webhookEndpointSchema, webhookParamsSchema } from '@/lib/webhooks/schemas';
import { auditSource } from '@/server/audit/record';
import { deleteWebhook, findWebhook, updateWebhook } from '@/server/webhooks/endpoints';

// One webhook endpoint of the organization (docs/webhooks.md).
export const GET = route({ scope: 'dashboard', action: 'organizations.administer', params: webhookParamsSchema },
  ({ actor, params }) => findWebhook(actor, params.id, params.webhookId));

export const PUT = route({ scope: 'dashboard', action: 'organizations.administer', params: webhookParamsSchema, body: webhookEndpointSchema },
  (ctx) => updateWebhook({ actor: ctx.actor, ip: auditSource(ctx).ip }, ctx.params.id, ctx.params.webhookId, ctx.body));

export const DELETE = route({ scope: 'dashboard', action: 'organizations.administer', params: webhookParamsSchema },
  (ctx) => deleteWebhook({ actor: ctx.actor, ip: auditSource(ctx).ip }, ctx.params.id, ctx.params.webhookId));
