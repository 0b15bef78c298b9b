// Socket.IO rooms (social-engagement.md §4 "Real-time socket"). Shared by the sidecar, publishers and the client hook.
export const REALTIME_EVENTS = [
  'entryUpdated', 'userUpdated', 'TeamInviteAccepted', 'UserTeamRequestAccepted', 'conversationAlert',
  'newPostCreated', 'newLikeCreated', 'notificationPublished', 'newCoordinatorNotification',
] as const;
export type RealtimeEvent = (typeof REALTIME_EVENTS)[number];

export const userChannel = (userId: number) => `user_${userId}`;
export const teamChannel = (teamId: number) => `team_${teamId}`;
/** A promotion's channel is its websocket_channel column. */
export const promotionChannel = (websocketChannel: string) => websocketChannel;
