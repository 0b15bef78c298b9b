// The payload of every realtime event, by name: the one contract between publish() on the server and
// useRealtimeEvent() in the browser. Publishing an event with another payload, or listening with another type, is a
// compile error; an event added to REALTIME_EVENTS without a payload here is one too.
// The sidecar in between only relays: it checks the name (lib/realtime-channels.ts) and forwards the JSON as is.
import type { RealtimeEvent } from '@/lib/realtime-channels';
import type { CurrentUser } from '@/lib/users/types';
import type { Entry } from '@/lib/entries/types';
import type { WallLike } from '@/lib/wall/types';

/** A notification as the bell shows it (key, title, message, link, read, seen, cleared); badges add what was earned. */
export interface NotificationPayload {
  id: number;
  key: string;
  title: string | null;
  message: string;
  /** What it is about, in its first words (lib/notifications/excerpt.ts); absent or null when none. The sidecar
   * withholds a private one from a socket opened while an administrator views as the person. */
  excerpt?: string | null;
  link: string | null;
  read: boolean;
  seen: boolean;
  cleared: boolean;
  hidden: boolean;
  created_at: string;
  type: 'badge' | 'notification';
  badge?: { id: number; name: string; category: string; image: { url: string | null }; earned_on: string };
}

/** conversationAlert's data.type (message, action, conversation, remove_conversation) says what changed. */
export interface ConversationAlert {
  type: 'message' | 'action' | 'conversation' | 'remove_conversation';
  conversation_id?: number;
  message_id?: number;
}

/**
 * A new wall post or comment on the promotion's channel. Only where it sits and who wrote it: each client fetches
 * the post itself (GET /api/posts/{id}) when it shows it, so what a viewer may see of it stays the server's call.
 */
export interface WallPostCreated {
  id: number;
  user_id: number;
  wallable_type: string;
  wallable_id: number;
  parent_post_id: number | null;
  depth: number;
}

/** A team invitation or join request accepted (teams are not built yet). */
export interface TeamMembershipAccepted {
  team_id: number;
  user_id?: number;
}

export interface RealtimeEventMap {
  /** A day record changed (logged, unlogged, (de)activated, feels, quiz points): the weekly and home views refresh. */
  entryUpdated: Entry;
  /** The user changed (settings, flags, points moved): the user's other tabs replace their copy. */
  userUpdated: CurrentUser;
  /** A notification for the user (a badge earned). */
  notificationPublished: NotificationPayload;
  /** A like: of one of the user's reflections (on user_{id}), or of a wall post (on the promotion's channel). */
  newLikeCreated: WallLike;
  newPostCreated: WallPostCreated;
  conversationAlert: ConversationAlert;
  TeamInviteAccepted: TeamMembershipAccepted;
  UserTeamRequestAccepted: TeamMembershipAccepted;
  /** A coordinator's notice to the promotion's channel. */
  newCoordinatorNotification: NotificationPayload;
}

// Every declared event has a payload, and nothing else does (a missing or extra key fails here).
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const REALTIME_EVENT_MAP_IS_COMPLETE: Exact<keyof RealtimeEventMap, RealtimeEvent> = true;

export type RealtimePayload<E extends RealtimeEvent> = RealtimeEventMap[E];
