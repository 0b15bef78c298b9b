// The events an organization can subscribe a webhook to (docs/webhooks.md), with the names its people read.
export const WEBHOOK_EVENTS = {
  'user.registered': 'A participant registered',
  'activity.first_logged': 'A participant logged their first activity',
  'team.formed': 'A team formed (its first member joined the leader)',
  'scene.completed': 'A participant completed a scene',
  'post.flagged': 'A wall post was reported',
  'eligibility_file.processed': 'An eligibility file finished processing',
  'promotion.ended': 'A program ended',
} as const;
export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as WebhookEventType[];

/** The event "Send test" delivers; never subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_FORMATS = {
  standard: 'JSON, signed (Standard Webhooks)',
  slack: 'Slack incoming webhook',
  teams: 'Microsoft Teams incoming webhook',
} as const;
export type WebhookFormat = keyof typeof WEBHOOK_FORMATS;

/** After a secret rotation, how long the replaced secret keeps signing next to the new one (docs/webhooks.md). */
export const WEBHOOK_SECRET_GRACE_HOURS = 24;
