// The friendship codes of the specs, shared by the server and the client.

/** A friendships row's status: P pending, A accepted, D declined, X moderator (a moderator ended it). */
export const FRIENDSHIP_STATUS = { pending: 'P', accepted: 'A', declined: 'D', moderator: 'X' } as const;
export type FriendshipStatusCode = (typeof FRIENDSHIP_STATUS)[keyof typeof FRIENDSHIP_STATUS];

/** The friend status derived for another user: available 0, incoming request 1, outgoing request 2, friend 3. */
export const FRIEND_STATUS = { available: 0, incoming: 1, outgoing: 2, friend: 3 } as const;
export type FriendStatus = (typeof FRIEND_STATUS)[keyof typeof FRIEND_STATUS];

/** GET /friendships?status=…: the caller's friends (A), requests they received, requests they sent. */
export const FRIENDSHIP_LIST_KINDS = ['A', 'received_requests', 'sent_requests'] as const;
export type FriendshipListKind = (typeof FRIENDSHIP_LIST_KINDS)[number];
