// The friendship codes and limits of the specs, shared by the server and the client.

/** A friendships row's status: P pending, A accepted, D declined, X moderator (a moderator ended it). */
export const FRIENDSHIP_STATUS = { pending: 'P', accepted: 'A', declined: 'D', moderator: 'X' } as const;
export type FriendshipStatusCode = (typeof FRIENDSHIP_STATUS)[keyof typeof FRIENDSHIP_STATUS];

/** The friend status derived for another user: available 0, incoming request 1, outgoing request 2, friend 3. */
export const FRIEND_STATUS = { available: 0, incoming: 1, outgoing: 2, friend: 3 } as const;
export type FriendStatus = (typeof FRIEND_STATUS)[keyof typeof FRIEND_STATUS];

/** GET /friendships?status=…: the caller's friends (A), requests they received, requests they sent. */
export const FRIENDSHIP_LIST_KINDS = ['A', 'received_requests', 'sent_requests'] as const;
export type FriendshipListKind = (typeof FRIENDSHIP_LIST_KINDS)[number];

/** GET /users/search?for=…: what the people search is for (duos and teams join with their issues). */
export const USER_SEARCH_PURPOSES = ['friends', 'duos', 'team'] as const;
export type UserSearchPurpose = (typeof USER_SEARCH_PURPOSES)[number];

/** People search starts at 3 characters, 300 ms after the last keystroke (as the team member search). */
export const USER_SEARCH_MIN_CHARS = 3;
export const USER_SEARCH_DEBOUNCE_MS = 300;
/** At most this many people per search (ours). */
export const USER_SEARCH_LIMIT = 20;
/** Addresses in one email invitation (ours: a team's worth, each one is a mail). */
export const MAX_INVITE_EMAILS = 20;
/** The spec's resent flag: 'Sent' shows this long after a resend. */
export const RESENT_FLAG_MS = 4000;
/** A friend request's message and an email to a friend (ours). */
export const MAX_FRIEND_MESSAGE = 1000;
export const MAX_FRIEND_EMAIL_MESSAGE = 2000;

/**
 * The spec's address check for invitations: word, plus, minus, dot and percent characters, then @, a domain, a dot
 * and 2 to 4 letters.
 */
export const INVITE_EMAIL_PATTERN = /^[\w.+%-]+@[\w-]+(\.[\w-]+)*\.[A-Za-z]{2,4}$/;

export const isInviteEmail = (value: string) => INVITE_EMAIL_PATTERN.test(value);

/** Invitation addresses: whitespace stripped, split on ; or , , empty parts dropped (case kept for messages). */
export function splitInviteEmails(text: string): string[] {
  return text.replace(/\s+/g, '').split(/[;,]/).filter(Boolean);
}

/** A search text with ; or , names several people (the client then offers an invitation by email). */
export const isMultiUserSearch = (text: string) => /[;,]/.test(text);
