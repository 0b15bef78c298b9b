// Socket.IO rooms, rejoined on every reconnect. Shared by the sidecar, publishers and the client hook.
export const REALTIME_EVENTS = [
  'entryUpdated', 'userUpdated', 'TeamInviteAccepted', 'UserTeamRequestAccepted', 'conversationAlert',
  'newPostCreated', 'newLikeCreated', 'notificationPublished', 'newCoordinatorNotification',
] as const;
export type RealtimeEvent = (typeof REALTIME_EVENTS)[number];

/**
 * Sent by the sidecar itself (never published) when events may have been missed while its database connection was
 * down: the page refetches what it shows, as after a reconnect of its own socket (docs/realtime.md).
 */
export const RESYNC_EVENT = 'resync';

export function isRealtimeEvent(value: unknown): value is RealtimeEvent {
  return typeof value === 'string' && (REALTIME_EVENTS as readonly string[]).includes(value);
}

export const userChannel = (userId: number) => `user_${userId}`;
export const teamChannel = (teamId: number) => `team_${teamId}`;
/** A promotion's channel is its websocket_channel column. */
export const promotionChannel = (websocketChannel: string) => websocketChannel;

/** The team id of a `team_{id}` channel name, or null. */
export function teamIdOfChannel(channel: string): number | null {
  const match = /^team_([1-9]\d{0,9})$/.exec(channel);
  return match ? Number(match[1]) : null;
}

/** Events the client emits (joinChannel, addTeam); leaveChannel is ours. */
export const CLIENT_EVENTS = { joinChannel: 'joinChannel', leaveChannel: 'leaveChannel', addTeam: 'addTeam' } as const;

/** Acknowledgement of joinChannel / addTeam / leaveChannel. A refused join never joins the room. */
export type JoinAck = { ok: true; channel: string } | { ok: false; error: string };
