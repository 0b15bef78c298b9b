// The friends JSON (docs/api-contracts.md): answered by app/api/friendships, app/api/friendship_status,
// app/api/users/search and app/api/emails/invite, built by server/friends/serialize.ts, read by lib/query/friends.ts,
// the friends screens, the user popup and the wall's tag dialog.
import type { ListResponse } from '@/lib/list-response';
import type { FriendshipStatusCode, FriendStatus } from './constants';

/** A person as the friends screens show them. */
export interface Friendee {
  id: number;
  full_name: string;
  image: { url: string | null };
  location: { id: number; name: string } | null;
}

/** GET /friendships?status=A: one accepted friendship of the caller (id is the friendship's). */
export interface Friend {
  id: number;
  status: 'A';
  friendee: Friendee;
}
export type FriendList = ListResponse<Friend>;

/**
 * GET /friendships?status=received_requests|sent_requests, POST /friendships, PUT /friendships/{id}: one friendships
 * row. friendee is null for a request by email to someone without an account yet (friend_email says to whom).
 */
export interface FriendRequest {
  id: number;
  status: FriendshipStatusCode;
  friender: Friendee;
  friendee_id: number | null;
  friendee: Friendee | null;
  friend_email: string | null;
  message: string | null;
  updated_at: string;
}
export type FriendRequestList = ListResponse<FriendRequest>;

/**
 * GET /friendship_status/{userId}: the derived status (available 0, incoming 1, outgoing 2, friend 3) and the
 * friendships row it comes from (null when available), which the accept, withdraw and remove calls name.
 * A 403 on this call means a moderator closed the friendship (status X).
 */
export interface FriendshipStatusAnswer {
  status: FriendStatus;
  friendship_id: number | null;
}

/** GET /users/search?for=friends: a participant of the promotion with the caller's friend status. */
export interface UserSearchResult extends Friendee, FriendshipStatusAnswer {}
export type UserSearchList = ListResponse<UserSearchResult>;

/** POST /emails/invite: who was invited (or asked, when the address has an account) and who was skipped and why. */
export interface InviteResult {
  invited: { email: string; friendship_id: number; has_account: boolean }[];
  skipped: { email: string; reason: string }[];
}

/** POST /friendships/{id}/email: the email to a friend was queued. */
export interface FriendEmailResult {
  email_sent: true;
}
