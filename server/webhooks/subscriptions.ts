// Which webhook events an organization's enabled endpoints subscribe to, kept per process (docs/webhooks.md). Most
// organizations have no endpoint, yet every event asked the database who listens: a participant's log asked twice
// (how many activities they had logged, for activity.first_logged) before the endpoints were even looked for. Now an
// event no endpoint of the organization subscribes to costs no statement (docs/multi-node.md "Webhook subscriptions").
// The set is a filter in front of the real lookup (emitWebhook still selects the endpoints, by promotion too), so it
// may say "subscribed" too often but must never miss one: a change to an endpoint clears it in every process
// (forgetWebhookSubscriptions → NOTIFY, server/platform/cluster-invalidation.ts), it lives PROMOTION_CACHE_TTL_MS at
// most, and while this process is not LISTENing every call reads the database.
import 'server-only';
import { db } from '@/server/db';
import { PROMOTION_CACHE_TTL_MS } from '@/lib/promotion-cache';
import { announceClusterChange, clusterCacheTrusted, onClusterChange } from '@/server/platform/cluster-invalidation';

const cache = new Map<number, { at: number; types: ReadonlySet<string> }>();
onClusterChange('webhooks', () => cache.clear());

/** The event types some enabled endpoint of the organization subscribes to (any of its promotions, or all). */
export async function subscribedEventTypes(organizationId: number): Promise<ReadonlySet<string>> {
  const trusted = clusterCacheTrusted();
  const known = trusted ? cache.get(organizationId) : undefined;
  if (known && Date.now() - known.at < PROMOTION_CACHE_TTL_MS) return known.types;
  const rows = await db.webhookEndpoint.findMany({ where: { organization_id: organizationId, enabled: true }, select: { events: true } });
  const types = new Set(rows.flatMap((r) => r.events));
  if (trusted) cache.set(organizationId, { at: Date.now(), types });
  return types;
}

/** After an endpoint was created, changed or deleted: every process reads the subscriptions again. */
export function forgetWebhookSubscriptions(): Promise<void> {
  return announceClusterChange('webhooks');
}
