// The unsubscribe-all rule (participant-core.md §5): "The unsubscribe-all checkbox clears all other subscriptions
// (daily and duo set to 0); turning on any other clears it." The screen and PUT /api/users/{id}/subscription apply the
// same function, so what the form shows is what the server stores (and the table's CHECK holds).
import { SUBSCRIPTION_LEVELS, SUBSCRIPTION_SWITCHES, type SubscriptionValues } from './types';

/** A new account's preferences: everything on (the table's column defaults). */
export const DEFAULT_SUBSCRIPTION: SubscriptionValues = {
  email_friend_requests: true,
  email_wall_posts: true,
  email_team: true,
  email_gallery: true,
  email_badges: true,
  email_daily: 1,
  email_duo: 1,
  email_unsubscribe_all: false,
};

export const ALL_OFF: SubscriptionValues = {
  email_friend_requests: false,
  email_wall_posts: false,
  email_team: false,
  email_gallery: false,
  email_badges: false,
  email_daily: 0,
  email_duo: 0,
  email_unsubscribe_all: true,
};

const isOn = (values: Partial<SubscriptionValues>, key: keyof SubscriptionValues) => Boolean(values[key]);

/**
 * `current` changed by `change`. Unsubscribe-all asked for wins over anything asked beside it; otherwise any
 * subscription the change turns on clears unsubscribe-all.
 */
export function applySubscriptionChange(current: SubscriptionValues, change: Partial<SubscriptionValues>): SubscriptionValues {
  if (change.email_unsubscribe_all === true) return { ...ALL_OFF };
  const next: SubscriptionValues = { ...current, ...change };
  const turnsOneOn = [...SUBSCRIPTION_SWITCHES, ...SUBSCRIPTION_LEVELS].some((key) => isOn(change, key));
  if (turnsOneOn) next.email_unsubscribe_all = false;
  // A row saying "unsubscribed from all" with something still on cannot be stored (the CHECK): all off it is.
  if (next.email_unsubscribe_all) return { ...ALL_OFF };
  return next;
}
