import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { webhookEndpointSchema, webhookParamsSchema } from '@/lib/webhooks/schemas';
import { auditSource } from '@/server/audit/record';
import { deleteWebhook, findWebhook, updateWebhook } from '@/server/webhooks/endpoints';

// One webhook endpoint of the organization (docs/webhooks.md).
export const GET = route({ response: responses.webhookEndpointSchema, scope: 'dashboard', action: 'organizations.administer', params: webhookParamsSchema },
  ({ actor, params }) => findWebhook(actor, params.id, params.webhookId));

export const PUT = route({ response: responses.webhookEndpointSchema, scope: 'dashboard', action: 'organizations.administer', params: webhookParamsSchema, body: webhookEndpointSchema },
  (ctx) => updateWebhook({ actor: ctx.actor, ip: auditSource(ctx).ip }, ctx.params.id, ctx.params.webhookId, ctx.body));

export const DELETE = route({ status: 204, scope: 'dashboard', action: 'organizations.administer', params: webhookParamsSchema },
  (ctx) => deleteWebhook({ actor: ctx.actor, ip: auditSource(ctx).ip }, ctx.params.id, ctx.params.webhookId));
