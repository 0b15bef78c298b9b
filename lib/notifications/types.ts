// The notification centre's JSON (social-engagement.md §3 "Notification", §4 Notifications, §7): answered by
// app/api/notifications/**, built by server/notifications/serialize.ts, read by the /notifications screens and the
// header. The header counts are one call (GET /api/header_counts) refreshed on login and on realtime events.
import type { ListResponse } from '@/lib/list-response';

/** The screens page by this many ("Show more"). Here, not in ./schemas.ts: the header's bell reads it on every page,
 * and the schemas module would bring zod into every page's first-load JavaScript (docs/benchmarks.md). */
export const NOTIFICATION_PAGE_SIZE = 20;

/** Derived from the key's words (social-engagement.md §3): what icon and which screen a notification belongs to. */
export type NotificationType = 'post' | 'message' | 'team' | 'friend' | 'duo' | 'device' | 'badge' | 'announcement' | 'other';

export interface Notification {
  id: number;
  key: string;
  type: NotificationType;
  title: string | null;
  message: string;
  /** The first words of the comment, post or message it is about (lib/notifications/excerpt.ts); null when none, or
   * withheld (a message's words while an administrator views as the person). */
  excerpt: string | null;
  link: string | null;
  read: boolean;
  seen: boolean;
  cleared: boolean;
  created_at: string;
}

/** What the header shows beside its menus; each is a count the user can act on. */
export interface HeaderCounts {
  /** Friend requests received and not yet answered. */
  friends: number;
  /** Invitations to a team the user has not answered, plus requests to join the team the user leads. */
  team_requests: number;
  /** Duo invitations received, pending and not started. */
  duo_requests: number;
  /** The journey goal was hit and the celebration not yet seen (goal_hit and not seen_goal_hit). */
  journey_goal: boolean;
  /** Notifications not yet seen (the bell). */
  notifications: number;
  /** Conversations with messages the user has not seen (muted ones excepted): the mega menu's unread count. */
  messages: number;
}

/** GET /api/notifications: newest first; meta.unseen_count is the bell's count after the page was read. */
export type NotificationList = ListResponse<Notification, { unseen_count: number }>;

/**
 * POST /api/notifications/mark_as_read | mark_as_cleared | mark_as_seen: how many rows moved forward and the
 * user's unseen count afterwards (the bell updates without another call).
 */
export interface MarkNotificationsResult {
  updated: number;
  unseen_count: number;
}
