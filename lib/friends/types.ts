// The friends JSON (docs/api-contracts.md): answered by app/api/friendships and app/api/friendship_status,
// built by server/friends/serialize.ts, read by lib/query/friends.ts, the user popup and the wall's tag dialog.
import type { ListResponse } from '@/lib/list-response';
import type { FriendStatus } from './constants';

/** The other person of a friendship, whichever of the two asked. */
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
 * GET /friendship_status/{userId}: the derived status (available 0, incoming 1, outgoing 2, friend 3) and the
 * friendships row it comes from (null when available), which the accept, withdraw and remove calls name.
 * A 403 on this call means a moderator closed the friendship (status X).
 */
export interface FriendshipStatusAnswer {
  status: FriendStatus;
  friendship_id: number | null;
}
