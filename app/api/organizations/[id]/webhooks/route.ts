import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { idParamSchema } from '@/lib/schemas';
import { webhookEndpointSchema } from '@/lib/webhooks/schemas';
import { auditSource } from '@/server/audit/record';
import { createWebhook, listWebhooks } from '@/server/webhooks/endpoints';
import { wholeList } from '@/server/platform/pagination';

// The organization's webhook endpoints (docs/webhooks.md); a new one answers its signing secret, this once.
export const GET = route({ response: responses.webhookEndpointListSchema, scope: 'dashboard', action: 'organizations.administer', params: idParamSchema },
  async ({ actor, params, url }) => wholeList(await listWebhooks(actor, params.id), url));

export const POST = route({ response: responses.webhookEndpointWithSecretSchema, scope: 'dashboard', action: 'organizations.administer', params: idParamSchema, body: webhookEndpointSchema, status: 201 },
  (ctx) => createWebhook({ actor: ctx.actor, ip: auditSource(ctx).ip }, ctx.params.id, ctx.body));
