// The accepted-friend rule as SQL, written once: two users are friends in a promotion when a friendships row of
// that promotion joins them, whichever of them asked, with status 'A' (accepted) — a pending, declined or
// moderator-ended row, or an email invite nobody has taken up yet (no friendee), is no friendship. Served by
// friendships (friender_id, status) and (friendee_id, status).
// No imports on purpose: the leaderboard SQL texts use it, and bench/explain.ts runs those as they are.

/** A tagged template that renders SQL: `sqlText` for plain texts with positional parameters, or Prisma.sql. */
export type SqlTag<F> = (strings: TemplateStringsArray, ...values: F[]) => F;

/** Renders a template to plain text; the values are SQL expressions such as '$2::int'. */
export const sqlText: SqlTag<string> = (strings, ...values) =>
  strings.reduce((out, part, i) => out + String(values[i - 1]) + part);

/**
 * The ids of `user`'s accepted friends in `promotion`: one row per friend, one column friend_id. With sqlText the
 * arguments are SQL expressions ('$1::int'); with Prisma.sql they are bound values.
 */
export function acceptedFriendIdsSql<F>(tag: SqlTag<F>, promotion: F, user: F): F {
  return tag`SELECT CASE WHEN f.friender_id = ${user} THEN f.friendee_id ELSE f.friender_id END AS friend_id
  ${acceptedFriendshipsOf(tag, promotion, user)}`;
}

/** As acceptedFriendIdsSql, with the friendship's own id: columns friendship_id, friend_id (the friends list). */
export function acceptedFriendshipsSql<F>(tag: SqlTag<F>, promotion: F, user: F): F {
  return tag`SELECT f.id AS friendship_id, CASE WHEN f.friender_id = ${user} THEN f.friendee_id ELSE f.friender_id END AS friend_id
  ${acceptedFriendshipsOf(tag, promotion, user)}`;
}

/** The rule itself: FROM and WHERE of `user`'s accepted friendships in `promotion`. */
function acceptedFriendshipsOf<F>(tag: SqlTag<F>, promotion: F, user: F): F {
  return tag`FROM friendships f
  WHERE f.promotion_id = ${promotion} AND f.status = 'A' AND f.friendee_id IS NOT NULL
    AND (f.friender_id = ${user} OR f.friendee_id = ${user})`;
}
