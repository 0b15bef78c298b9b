// The friends JSON of lib/friends/types.ts.
import { FRIEND_STATUS, FRIENDSHIP_STATUS, type FriendshipStatusCode } from '@/lib/friends/constants';
import type { Friend, Friendee, FriendRequest, FriendshipStatusAnswer } from '@/lib/friends/types';
import type { FriendRow, FriendshipBetweenRow, FriendshipRow } from './queries';
import { fullName } from '@/lib/users/names';

export function serializeFriend(row: FriendRow): Friend {
  return {
    id: row.friendship_id,
    status: FRIENDSHIP_STATUS.accepted,
    friendee: {
      id: row.user_id,
      full_name: fullName(row.first_name, row.last_name),
      image: { url: row.image_url },
      location: row.location_id !== null && row.location_name !== null ? { id: row.location_id, name: row.location_name } : null,
    },
  };
}

/**
 * The friend status of `other` as `callerId` sees it, from the rows between them (newest first): friend 3 on an
 * accepted row; a pending row is incoming 1 when the other asked, outgoing 2 when the caller did; otherwise available
 * 0 (declined rows included: either may ask again). 'moderator' when a moderator closed a friendship between them (X),
 * which the route answers as the spec's 403 and wins over everything else.
 */
export function friendStatusOf(rows: FriendshipBetweenRow[], callerId: number): FriendshipStatusAnswer | 'moderator' {
  if (rows.some((r) => r.status === FRIENDSHIP_STATUS.moderator)) return 'moderator';
  const accepted = rows.find((r) => r.status === FRIENDSHIP_STATUS.accepted);
  if (accepted) return { status: FRIEND_STATUS.friend, friendship_id: accepted.id };
  // Both may have asked before either answered: the other's request is the one the caller can act on.
  const pending = rows.filter((r) => r.status === FRIENDSHIP_STATUS.pending);
  const incoming = pending.find((r) => r.friender_id !== callerId);
  if (incoming) return { status: FRIEND_STATUS.incoming, friendship_id: incoming.id };
  const outgoing = pending.find((r) => r.friender_id === callerId);
  if (outgoing) return { status: FRIEND_STATUS.outgoing, friendship_id: outgoing.id };
  return { status: FRIEND_STATUS.available, friendship_id: null };
}

type PersonRow = NonNullable<FriendshipRow['friendee']>;

export function serializePerson(row: PersonRow): Friendee {
  return {
    id: row.id,
    full_name: fullName(row.profile?.first_name, row.profile?.last_name),
    image: { url: row.profile?.image_url ?? null },
    location: row.location ? { id: row.location.id, name: row.location.name } : null,
  };
}

/** A friendships row as the request lists, POST and PUT answer it. */
export function serializeRequest(row: FriendshipRow): FriendRequest {
  return {
    id: row.id,
    // The column is written only by server/friends (P, A, D, X); the database cannot say so.
    status: row.status as FriendshipStatusCode,
    friender: serializePerson(row.friender),
    friendee_id: row.friendee_id,
    friendee: row.friendee ? serializePerson(row.friendee) : null,
    friend_email: row.friend_email,
    message: row.message,
    updated_at: row.updated_at.toISOString(),
  };
}
