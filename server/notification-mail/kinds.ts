// Which notifications are emailed, and under which of the user's email preferences. A notification's kind is read
// from its key prefix (lib/notifications/kinds.ts lists the keys their writers make). Keys not listed here are never
// emailed: messages (the conversation has its own alerts), likes (too many, too little news), announcements.
// Imported by server/jobs/queues.ts for the job's payload schema: keep it free of database imports.
import type { SubscriptionValues } from '@/lib/subscriptions/types';

export const NOTIFICATION_MAIL_KINDS = ['friends', 'wall', 'team', 'badges', 'duo', 'gallery'] as const;
export type NotificationMailKind = (typeof NOTIFICATION_MAIL_KINDS)[number];

interface KindRule {
  /** Key prefixes of the notifications of this kind. */
  prefixes: readonly string[];
  /** The preference that must be on (1 for email_duo). */
  preference: keyof Omit<SubscriptionValues, 'email_unsubscribe_all'>;
}

export const KIND_RULES: { readonly [K in NotificationMailKind]: KindRule } = {
  friends: { prefixes: ['friend_request_', 'friend_accepted_'], preference: 'email_friend_requests' },
  wall: { prefixes: ['post_comment_', 'post_tag_'], preference: 'email_wall_posts' },
  team: { prefixes: ['team_'], preference: 'email_team' },
  badges: { prefixes: ['badge_'], preference: 'email_badges' },
  duo: { prefixes: ['duo_'], preference: 'email_duo' },
  gallery: { prefixes: ['gallery_'], preference: 'email_gallery' },
};

/** The emailed kind of a notification key, or null when such notifications are not emailed. */
export function mailKindOf(key: string): NotificationMailKind | null {
  for (const kind of NOTIFICATION_MAIL_KINDS) {
    if (KIND_RULES[kind].prefixes.some((prefix) => key.startsWith(prefix))) return kind;
  }
  return null;
}

/** LIKE patterns of a kind's keys (prefixes contain no LIKE wildcards other than the escaped underscore). */
export function keyPatterns(kind: NotificationMailKind): string[] {
  return KIND_RULES[kind].prefixes.map((prefix) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/** Does the user want this kind by email: unsubscribe-all stops everything, else the kind's own preference. */
export function wantsKind(subscription: SubscriptionValues, kind: NotificationMailKind): boolean {
  if (subscription.email_unsubscribe_all) return false;
  return Boolean(subscription[KIND_RULES[kind].preference]);
}
