// Email preferences (participant-core.md §3 "Settings: Subscription", social-engagement.md §3 "Subscription"): the JSON
// of GET/PUT /api/users/{id}/subscription, built by server/subscriptions/serialize.ts, read by /settings/email.

/** The five on/off switches. */
export const SUBSCRIPTION_SWITCHES = ['email_friend_requests', 'email_wall_posts', 'email_team', 'email_gallery', 'email_badges'] as const;
/** The two stored as 0 or 1 (the spec's "0 or on"). */
export const SUBSCRIPTION_LEVELS = ['email_daily', 'email_duo'] as const;

export type SubscriptionSwitch = (typeof SUBSCRIPTION_SWITCHES)[number];
export type SubscriptionLevel = (typeof SUBSCRIPTION_LEVELS)[number];
/** Every subscription the unsubscribe-all choice clears (and whose turning on clears it). */
export type SubscriptionField = SubscriptionSwitch | SubscriptionLevel;

export type SubscriptionValues = { [K in SubscriptionSwitch]: boolean } & { [K in SubscriptionLevel]: 0 | 1 } & {
  email_unsubscribe_all: boolean;
};

export interface EmailSubscription extends SubscriptionValues {
  user_id: number;
  /** When the preferences were last saved; null while the user never had a row (the defaults apply). */
  updated_at: string | null;
}
