// Webhook deliveries (docs/webhooks.md). emitWebhook() stores one delivery per subscribed endpoint and queues a
// `webhooks.deliver` job for it; the job signs the body for this attempt and POSTs it through the outbound-URL guard
// (decision 011: https, public addresses only, checked at the connection, every redirect hop too). A 2xx answer
// delivers it; anything else fails the job, which pg-boss retries with backoff; redelivery by hand queues it again.
// The delivery id (the webhook-id header) is derived from the endpoint and the event's key, so an event handled twice
// (the outbox drain after a crash) is stored and sent once.
import 'server-only';
import { createHash } from 'node:crypto';
import { Prisma } from '@/generated/prisma/client';
import { db } from '@/server/db';
import { enqueue } from '@/server/jobs/enqueue';
import { logger } from '@/server/platform/logger';
import { guardedFetch } from '@/server/security/outbound-url';
import { unseal } from '@/server/sso/secrets';
import type { WebhookFormat } from '@/lib/webhooks/events';
import { bodyOf, type WebhookMessage } from './format';
import { webhookHeaders } from './signing';
import { subscribedEventTypes } from './subscriptions';
import { promotionById } from '@/server/tenancy/promotion-context';

const TIMEOUT_MS = 10_000;
const ERROR_CHARS = 500;

export interface WebhookEvent {
  type: string;
  promotionId: number | null;
  organizationId?: number;
  /** Stable for one occurrence ("user.registered:42"), so the same occurrence is delivered once per endpoint. */
  key: string;
  data: Record<string, unknown>;
}

const deliveryIdOf = (endpointId: number, key: string) => `msg_${createHash('sha256').update(`${endpointId}:${key}`).digest('base64url').slice(0, 27)}`;

async function promotionOf(promotionId: number | null) {
  if (promotionId === null) return null;
  return db.promotion.findUnique({ where: { id: promotionId }, select: { id: true, name: true, subdomain: true, organization_id: true } });
}

/** Stores and queues the deliveries of one event for every enabled endpoint subscribed to it. Answers how many. */
export async function emitWebhook(event: WebhookEvent, onlyEndpointId?: number): Promise<number> {
  // No endpoint of the organization subscribes to it: nothing to read (./subscriptions.ts). A redelivery names its endpoint.
  if (onlyEndpointId === undefined) {
    const organizationId = event.organizationId ?? (event.promotionId === null ? undefined : (await promotionById(event.promotionId))?.organization.id);
    if (organizationId !== undefined && !(await subscribedEventTypes(organizationId)).has(event.type)) return 0;
  }
  const promotion = await promotionOf(event.promotionId);
  const organizationId = event.organizationId ?? promotion?.organization_id;
  if (organizationId === undefined) return 0;
  const endpoints = await db.webhookEndpoint.findMany({
    where: {
      organization_id: organizationId, enabled: true,
      ...(onlyEndpointId ? { id: onlyEndpointId } : { events: { has: event.type } }),
      OR: [{ promotion_id: null }, ...(promotion ? [{ promotion_id: promotion.id }] : [])],
    },
    select: { id: true },
  });
  if (endpoints.length === 0) return 0;
  const message: WebhookMessage = {
    type: event.type,
    timestamp: new Date().toISOString(),
    data: { ...event.data, promotion: promotion ? { id: promotion.id, name: promotion.name, subdomain: promotion.subdomain } : null },
  };
  let queued = 0;
  for (const endpoint of endpoints) {
    const id = deliveryIdOf(endpoint.id, event.key);
    try {
      await db.webhookDelivery.create({ data: { id, endpoint_id: endpoint.id, event_type: event.type, payload: message as unknown as Prisma.InputJsonValue } });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') continue; // delivered before
      throw error;
    }
    await enqueue('webhooks.deliver', { deliveryId: id });
    queued += 1;
  }
  return queued;
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, ERROR_CHARS);
}

export interface AttemptResult {
  status: 'delivered' | 'failed' | 'skipped';
  statusCode: number | null;
}

/**
 * One attempt. Throws on a failure while retries remain, so the queue retries it; the delivery row records every
 * attempt either way. `final` (the last retry, or a test) records a failure without throwing.
 */
export async function attemptDelivery(deliveryId: string, options: { final?: boolean } = {}): Promise<AttemptResult> {
  const delivery = await db.webhookDelivery.findUnique({
    where: { id: deliveryId },
    select: { id: true, payload: true, status: true, endpoint: { select: { url: true, format: true, secret_sealed: true, enabled: true, previous_secret_sealed: true, previous_secret_expires_at: true } } },
  });
  if (!delivery || delivery.status === 'delivered') return { status: 'skipped', statusCode: null };
  const secret = unseal(delivery.endpoint.secret_sealed);
  // During a rotation's grace period the replaced secret signs too (docs/webhooks.md "Rotating the secret").
  const { previous_secret_sealed: previousSealed, previous_secret_expires_at: previousUntil } = delivery.endpoint;
  const previous = previousSealed && previousUntil && previousUntil.getTime() > Date.now() ? unseal(previousSealed) : null;
  const body = bodyOf(delivery.endpoint.format as WebhookFormat, delivery.payload as unknown as WebhookMessage);
  let statusCode: number | null = null;
  let failure: string | null = null;
  try {
    if (!delivery.endpoint.enabled) throw new Error('The endpoint is disabled.');
    if (!secret) throw new Error('The signing secret cannot be read (AUTH_SECRET changed).');
    const response = await guardedFetch(delivery.endpoint.url, {
      method: 'POST', redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { 'content-type': 'application/json', 'user-agent': 'Renew-Webhooks/1', ...webhookHeaders(previous ? [secret, previous] : [secret], delivery.id, body) },
      body,
    });
    statusCode = response.status;
    if (response.status < 200 || response.status >= 300) failure = `HTTP ${response.status}`;
  } catch (error) {
    failure = describe(error);
  }
  const now = new Date();
  await db.webhookDelivery.update({
    where: { id: deliveryId },
    data: {
      attempts: { increment: 1 }, last_attempt_at: now, last_status_code: statusCode, last_error: failure,
      ...(failure ? { status: 'failed' } : { status: 'delivered', delivered_at: now }),
    },
  });
  if (!failure) return { status: 'delivered', statusCode };
  if (options.final) return { status: 'failed', statusCode };
  logger.warn('webhook delivery failed; the queue retries it', { deliveryId, statusCode, error: failure });
  throw new Error(`Webhook delivery ${deliveryId} failed: ${failure}`);
}
