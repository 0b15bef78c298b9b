// What a notification is about, read from its key (social-engagement.md §3 "Notification": the key contains post,
// message, team, friend, device/fitbit or badge, and the ids it refers to), and where it leads. Shared by the
// serializer (the JSON's `type` and `link`) and the screens (icon, toast rules).
import type { NotificationType } from './types';

// Keys as their writers make them: friend_request_{friendship}, friend_accepted_{friendship}, post_comment_{post}_{comment},
// post_tag_{post}, post_like_{post}_{liker}, message_{conversation}, team_invite_{invite}, team_request_{invite},
// badge_{badge}, duo_*, device_* / fitbit_*, promotion_notification_{announcement}.
const ANNOUNCEMENT_PREFIXES = ['promotion_notification', 'coordinator', 'announcement'];

/** Each word of a key that names a kind; the first such word of the key decides. */
const WORD_TYPES: Record<string, NotificationType> = {
  post: 'post',
  comment: 'post',
  like: 'post',
  tag: 'post',
  message: 'message',
  conversation: 'message',
  team: 'team',
  friend: 'friend',
  duo: 'duo',
  device: 'device',
  fitbit: 'device',
  badge: 'badge',
};

export function notificationTypeOf(key: string): NotificationType {
  const lower = key.toLowerCase();
  if (ANNOUNCEMENT_PREFIXES.some((p) => lower.startsWith(p))) return 'announcement';
  for (const word of lower.split(/[^a-z]+/)) {
    const type = WORD_TYPES[word];
    if (type) return type;
  }
  return 'other';
}

/** Where a notification of a kind leads when its row names no link. */
export const DEFAULT_LINKS: Record<NotificationType, string | null> = {
  post: '/wall/all',
  message: '/messages',
  team: '/artprize/myteam',
  friend: '/friends/my',
  duo: '/duo/all',
  device: '/settings',
  badge: '/badges',
  announcement: null,
  other: null,
};

/**
 * The link a notification follows: its own when it is a path of this site (never another site: a stored link is
 * followed on a click, so `//evil.example` or `javascript:` must not pass), else its kind's screen.
 */
export function notificationLink(type: NotificationType, link: string | null): string | null {
  if (link && link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\')) return link;
  return DEFAULT_LINKS[type];
}

/** What a screen reader says for a kind (the icon's meaning). */
export const TYPE_LABELS: Record<NotificationType, string> = {
  post: 'Wall',
  message: 'Message',
  team: 'Team',
  friend: 'Friend',
  duo: 'Duo',
  device: 'Device',
  badge: 'Badge',
  announcement: 'Announcement',
  other: 'Notification',
};
