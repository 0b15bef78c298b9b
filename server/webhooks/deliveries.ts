// The delivery log of an endpoint (the webhooks page), redelivery by hand and "Send test" (docs/webhooks.md).
import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Actor } from '@/server/auth/actor';
import { db } from '@/server/db';
import { enqueue } from '@/server/jobs/enqueue';
import { NotFound } from '@/server/platform/errors';
import { WEBHOOK_TEST_EVENT } from '@/lib/webhooks/events';
import type { WebhookDelivery } from '@/lib/webhooks/types';
import { WEBHOOK_MESSAGES } from '@/lib/webhooks/messages';
import { emitWebhook } from './deliver';
import { findWebhook } from './endpoints';

const LOG_SIZE = 50;

export async function listDeliveries(actor: Actor, organizationId: number, webhookId: number): Promise<WebhookDelivery[]> {
  await findWebhook(actor, organizationId, webhookId);
  const rows = await db.webhookDelivery.findMany({ where: { endpoint_id: webhookId }, orderBy: { created_at: 'desc' }, take: LOG_SIZE });
  return rows.map((row) => ({
    id: row.id, event_type: row.event_type, status: row.status as WebhookDelivery['status'], attempts: row.attempts,
    last_status_code: row.last_status_code, last_error: row.last_error, last_attempt_at: row.last_attempt_at?.toISOString() ?? null,
    delivered_at: row.delivered_at?.toISOString() ?? null, created_at: row.created_at.toISOString(),
  }));
}

/** Queues the same message (same webhook-id, signed anew) again, whatever its status: receivers dedupe by id. */
export async function redeliver(actor: Actor, organizationId: number, webhookId: number, deliveryId: string): Promise<void> {
  await findWebhook(actor, organizationId, webhookId);
  const updated = await db.webhookDelivery.updateMany({ where: { id: deliveryId, endpoint_id: webhookId }, data: { status: 'pending' } });
  if (updated.count === 0) throw new NotFound(WEBHOOK_MESSAGES.deliveryNotFound);
  await enqueue('webhooks.deliver', { deliveryId });
}

/** A webhook.test message to this endpoint only (disabled endpoints too are skipped by emitWebhook: enable it first). */
export async function sendTest(actor: Actor, organizationId: number, webhookId: number): Promise<{ queued: number }> {
  const endpoint = await findWebhook(actor, organizationId, webhookId);
  const queued = await emitWebhook({
    type: WEBHOOK_TEST_EVENT, promotionId: endpoint.promotion_id, organizationId, key: `test:${randomBytes(8).toString('hex')}`,
    data: { summary: 'If you can read this, the webhook works.' },
  }, webhookId);
  return { queued };
}
