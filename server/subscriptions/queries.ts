// Reads of email preferences. A user without a row has the defaults (rows are written on the first save or
// unsubscribe), so every reader goes through here rather than reading the table directly.
import { db } from '@/server/db';
import { DEFAULT_SUBSCRIPTION } from '@/lib/subscriptions/rules';
import type { SubscriptionValues } from '@/lib/subscriptions/types';

export const subscriptionSelect = {
  email_friend_requests: true, email_wall_posts: true, email_team: true, email_gallery: true, email_badges: true,
  email_daily: true, email_duo: true, email_unsubscribe_all: true, updated_at: true,
} as const;

export interface StoredSubscription {
  userId: number;
  values: SubscriptionValues;
  updatedAt: Date | null;
}

type Row = { [K in keyof typeof subscriptionSelect]: K extends 'updated_at' ? Date : K extends 'email_daily' | 'email_duo' ? number : boolean };

/** Stored 0/1 as the type says; any other stored number counts as on. */
const level = (n: number): 0 | 1 => (n === 0 ? 0 : 1);

export function valuesOf(row: Row): SubscriptionValues {
  return {
    email_friend_requests: row.email_friend_requests,
    email_wall_posts: row.email_wall_posts,
    email_team: row.email_team,
    email_gallery: row.email_gallery,
    email_badges: row.email_badges,
    email_daily: level(row.email_daily),
    email_duo: level(row.email_duo),
    email_unsubscribe_all: row.email_unsubscribe_all,
  };
}

export async function findSubscription(userId: number): Promise<StoredSubscription> {
  const row = await db.emailSubscription.findUnique({ where: { user_id: userId }, select: subscriptionSelect });
  return row ? { userId, values: valuesOf(row), updatedAt: row.updated_at } : { userId, values: { ...DEFAULT_SUBSCRIPTION }, updatedAt: null };
}
