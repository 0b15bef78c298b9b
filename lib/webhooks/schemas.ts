// What the webhooks page sends (docs/webhooks.md). The URL's https and public-address rules are the server's
// (server/security/outbound-url.ts); here only its shape.
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_FORMATS, type WebhookFormat } from './events';
import { WEBHOOK_MESSAGES as M } from './messages';

export const webhookEndpointSchema = z.object({
  url: z.string().trim().min(1, M.urlRequired).max(2000).url(M.urlInvalid),
  format: z.enum(Object.keys(WEBHOOK_FORMATS) as [WebhookFormat, ...WebhookFormat[]]).default('standard'),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES as [string, ...string[]])).max(WEBHOOK_EVENT_TYPES.length).default([]),
  promotion_id: z.coerce.number().int().positive().nullable().default(null),
  description: z.string().trim().max(255).nullable().default(null),
  enabled: z.boolean().default(true),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointSchema>;
export type WebhookEndpointValues = z.output<typeof webhookEndpointSchema>;

export const webhookParamsSchema = z.object({ id: z.coerce.number().int().positive(), webhookId: z.coerce.number().int().positive() });
export const webhookDeliveryParamsSchema = webhookParamsSchema.extend({ deliveryId: z.string().max(60) });
