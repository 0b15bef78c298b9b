import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { webhookParamsSchema } from '@/lib/webhooks/schemas';
import { auditSource } from '@/server/audit/record';
import { rotateWebhookSecret } from '@/server/webhooks/endpoints';

// A new signing secret, answered once; the replaced one signs too for WEBHOOK_SECRET_GRACE_HOURS (docs/webhooks.md).
export const POST = route({ response: responses.webhookEndpointWithSecretSchema, scope: 'dashboard', action: 'organizations.administer', params: webhookParamsSchema },
  (ctx) => rotateWebhookSecret({ actor: ctx.actor, ip: auditSource(ctx).ip }, ctx.params.id, ctx.params.webhookId));
