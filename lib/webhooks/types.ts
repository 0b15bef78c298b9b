// The webhooks page's data (docs/webhooks.md).
import type { WebhookFormat } from './events';

export interface WebhookEndpoint {
  id: number;
  organization_id: number;
  promotion_id: number | null;
  url: string;
  format: WebhookFormat;
  events: string[];
  description: string | null;
  enabled: boolean;
  created_at: string;
  /** When the signing secret was last rotated (null: never). */
  secret_rotated_at: string | null;
  /** Until when the replaced secret still signs next to the current one (null: no grace period running). */
  previous_secret_expires_at: string | null;
  /** The last delivery's status, for the list */
  last_delivery: { status: string; created_at: string } | null;
}

/** Answered once, on creation and on rotation: the signing secret is never shown again. */
export interface WebhookEndpointWithSecret extends WebhookEndpoint {
  secret: string;
}

export interface WebhookDelivery {
  id: string;
  event_type: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  last_attempt_at: string | null;
  delivered_at: string | null;
  created_at: string;
}
