// Webhook endpoints of an organization (docs/webhooks.md): registered by who administers the organization (masters; a
// reseller its own), optionally for one of its promotions. The URL must pass the outbound-URL guard (https, public
// address; decision 011) when saved, and again at every connection. The signing secret is sealed at rest and shown once.
import 'server-only';
import type { Actor } from '@/server/auth/actor';
import { recordAudit } from '@/server/audit/record';
import { db } from '@/server/db';
import { findOrganization } from '@/server/organizations/queries';
import { Invalid, NotFound } from '@/server/platform/errors';
import { checkOutboundUrl, OutboundUrlError } from '@/server/security/outbound-url';
import { seal } from '@/server/sso/secrets';
import type { WebhookEndpointValues } from '@/lib/webhooks/schemas';
import type { WebhookFormat } from '@/lib/webhooks/events';
import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@/lib/webhooks/types';
import { WEBHOOK_SECRET_GRACE_HOURS } from '@/lib/webhooks/events';
import { WEBHOOK_MESSAGES } from '@/lib/webhooks/messages';
import { newWebhookSecret } from './signing';
import { forgetWebhookSubscriptions } from './subscriptions';

interface Source {
  actor: Actor;
  ip: string | null;
}

export { WEBHOOK_MESSAGES };

const select = {
  id: true, organization_id: true, promotion_id: true, url: true, format: true, events: true, description: true, enabled: true, created_at: true,
  secret_rotated_at: true, previous_secret_expires_at: true,
  deliveries: { orderBy: { created_at: 'desc' as const }, take: 1, select: { status: true, created_at: true } },
};
type Row = {
  id: number; organization_id: number; promotion_id: number | null; url: string; format: string; events: string[]; description: string | null;
  enabled: boolean; created_at: Date; secret_rotated_at: Date | null; previous_secret_expires_at: Date | null; deliveries: { status: string; created_at: Date }[];
};

function serialize(row: Row): WebhookEndpoint {
  const last = row.deliveries[0];
  return {
    id: row.id, organization_id: row.organization_id, promotion_id: row.promotion_id, url: row.url, format: row.format as WebhookFormat,
    events: row.events, description: row.description, enabled: row.enabled, created_at: row.created_at.toISOString(),
    secret_rotated_at: row.secret_rotated_at?.toISOString() ?? null,
    // A grace period that has run out is no longer one.
    previous_secret_expires_at: row.previous_secret_expires_at && row.previous_secret_expires_at.getTime() > Date.now() ? row.previous_secret_expires_at.toISOString() : null,
    last_delivery: last ? { status: last.status, created_at: last.created_at.toISOString() } : null,
  };
}

async function checked(organizationId: number, values: WebhookEndpointValues): Promise<WebhookEndpointValues> {
  try {
    checkOutboundUrl(values.url);
  } catch (error) {
    if (error instanceof OutboundUrlError) throw new Invalid(WEBHOOK_MESSAGES.badUrl);
    throw error;
  }
  if (values.promotion_id !== null) {
    const promotion = await db.promotion.findFirst({ where: { id: values.promotion_id, organization_id: organizationId }, select: { id: true } });
    if (!promotion) throw new Invalid(WEBHOOK_MESSAGES.badPromotion);
  }
  return values;
}

export async function listWebhooks(actor: Actor, organizationId: number): Promise<WebhookEndpoint[]> {
  await findOrganization(actor, organizationId);
  const rows = await db.webhookEndpoint.findMany({ where: { organization_id: organizationId }, orderBy: { id: 'asc' }, select });
  return rows.map(serialize);
}

export async function findWebhook(actor: Actor, organizationId: number, webhookId: number): Promise<WebhookEndpoint> {
  await findOrganization(actor, organizationId);
  const row = await db.webhookEndpoint.findFirst({ where: { id: webhookId, organization_id: organizationId }, select });
  if (!row) throw new NotFound(WEBHOOK_MESSAGES.notFound);
  return serialize(row);
}

export async function createWebhook(source: Source, organizationId: number, input: WebhookEndpointValues): Promise<WebhookEndpointWithSecret> {
  await findOrganization(source.actor, organizationId);
  const values = await checked(organizationId, input);
  const secret = newWebhookSecret();
  const row = await db.$transaction(async (tx) => {
    const created = await tx.webhookEndpoint.create({ data: { organization_id: organizationId, ...values, secret_sealed: seal(secret) }, select });
    await recordAudit(tx, {
      actorId: source.actor.id, ip: source.ip, action: 'create', recordType: 'WebhookEndpoint', recordId: created.id, organizationId,
      after: { url: values.url, format: values.format, events: values.events, promotion_id: values.promotion_id },
    });
    return created;
  });
  await forgetWebhookSubscriptions();
  return { ...serialize(row), secret };
}

export async function updateWebhook(source: Source, organizationId: number, webhookId: number, input: WebhookEndpointValues): Promise<WebhookEndpoint> {
  const before = await findWebhook(source.actor, organizationId, webhookId);
  const values = await checked(organizationId, input);
  const row = await db.$transaction(async (tx) => {
    const updated = await tx.webhookEndpoint.update({ where: { id: webhookId }, data: values, select });
    await recordAudit(tx, {
      actorId: source.actor.id, ip: source.ip, action: 'update', recordType: 'WebhookEndpoint', recordId: webhookId, organizationId,
      before: { url: before.url, format: before.format, events: before.events, promotion_id: before.promotion_id, enabled: before.enabled },
      after: { url: values.url, format: values.format, events: values.events, promotion_id: values.promotion_id, enabled: values.enabled },
    });
    return updated;
  });
  await forgetWebhookSubscriptions();
  return serialize(row);
}

/**
 * A new signing secret, answered once. The replaced one keeps signing next to it for WEBHOOK_SECRET_GRACE_HOURS, so a
 * receiver switches to the new secret at its own pace; a second rotation within that time drops the oldest secret
 * (at most two sign at once).
 */
export async function rotateWebhookSecret(source: Source, organizationId: number, webhookId: number): Promise<WebhookEndpointWithSecret> {
  await findWebhook(source.actor, organizationId, webhookId);
  const secret = newWebhookSecret();
  const now = new Date();
  const row = await db.$transaction(async (tx) => {
    const current = await tx.webhookEndpoint.findUniqueOrThrow({ where: { id: webhookId }, select: { secret_sealed: true } });
    const updated = await tx.webhookEndpoint.update({
      where: { id: webhookId },
      data: {
        secret_sealed: seal(secret), previous_secret_sealed: current.secret_sealed,
        previous_secret_expires_at: new Date(now.getTime() + WEBHOOK_SECRET_GRACE_HOURS * 3_600_000), secret_rotated_at: now,
      },
      select,
    });
    await recordAudit(tx, {
      actorId: source.actor.id, ip: source.ip, action: 'rotate_secret', recordType: 'WebhookEndpoint', recordId: webhookId, organizationId,
      before: { secret: 'old' }, after: { secret: 'new', previous_secret_expires_at: updated.previous_secret_expires_at?.toISOString() ?? null },
    });
    return updated;
  });
  return { ...serialize(row), secret };
}

export async function deleteWebhook(source: Source, organizationId: number, webhookId: number): Promise<void> {
  const before = await findWebhook(source.actor, organizationId, webhookId);
  await db.$transaction(async (tx) => {
    await tx.webhookEndpoint.delete({ where: { id: webhookId } });
    await recordAudit(tx, {
      actorId: source.actor.id, ip: source.ip, action: 'delete', recordType: 'WebhookEndpoint', recordId: webhookId, organizationId,
      before: { url: before.url, format: before.format, events: before.events },
    });
  });
  await forgetWebhookSubscriptions();
}
