// Friendship reads. The rule (server/friends/sql.ts): friends in a promotion are joined by an accepted friendships
// row of that promotion, whichever of them asked.
import { Prisma } from '@/generated/prisma/client';
import { db } from '@/server/db';
import type { Page } from '@/server/platform/pagination';
import { col, defineQuery } from '@/server/platform/sql';
import { acceptedFriendshipsSql } from './sql';

/** Accepted friendship between two users of a promotion, whichever of them asked (friendships (friender_id, status)). */
export async function areFriends(promotionId: number, a: number, b: number): Promise<boolean> {
  const row = await db.friendship.findFirst({
    where: { promotion_id: promotionId, status: 'A', OR: [{ friender_id: a, friendee_id: b }, { friender_id: b, friendee_id: a }] },
    select: { id: true },
  });
  return row !== null;
}

// The caller's friends who still have an account, with what the tag dialog and the friends list show. Served by
// friendships (friender_id, status) and (friendee_id, status) (a BitmapOr), then users, profiles and locations by key.
const friendsFrom = (promotionId: number, userId: number) => Prisma.sql`
  FROM (${acceptedFriendshipsSql(Prisma.sql, Prisma.sql`${promotionId}`, Prisma.sql`${userId}`)}) fr
  JOIN users u ON u.id = fr.friend_id AND u.promotion_id = ${promotionId} AND u.deleted_at IS NULL`;

/** One page of a user's accepted friends, by first then last name (case-insensitive), ties by user id. */
const acceptedFriendsSql = defineQuery({
  name: 'friends.acceptedFriends',
  columns: {
    friendship_id: col.int, user_id: col.int, first_name: col.text.orNull, last_name: col.text.orNull, image_url: col.text.orNull,
    location_id: col.int.orNull, location_name: col.text.orNull,
  },
  sql: (promotionId: number, userId: number, take: number | null, skip: number) => Prisma.sql`
    SELECT fr.friendship_id, u.id AS user_id, p.first_name, p.last_name, p.image_url, l.id AS location_id, l.name AS location_name
    ${friendsFrom(promotionId, userId)}
    LEFT JOIN profiles p ON p.user_id = u.id
    LEFT JOIN locations l ON l.id = u.location_id
    ORDER BY lower(coalesce(p.first_name, '')), lower(coalesce(p.last_name, '')), u.id
    LIMIT ${take} OFFSET ${skip}`,
  examples: [[1, 1, null, 0]],
});

const acceptedFriendCountSql = defineQuery({
  name: 'friends.acceptedFriendCount',
  columns: { total: col.int },
  sql: (promotionId: number, userId: number) => Prisma.sql`SELECT count(*)::int AS total ${friendsFrom(promotionId, userId)}`,
  examples: [[1, 1]],
});

export type FriendRow = Awaited<ReturnType<typeof acceptedFriendsSql.all>>[number];

/** A page of the caller's accepted friends and their number, side by side. */
export async function listAcceptedFriends(promotionId: number, userId: number, page: Page): Promise<{ rows: FriendRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    acceptedFriendsSql.all(db, promotionId, userId, page.take ?? null, page.skip),
    acceptedFriendCountSql.first(db, promotionId, userId),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Which of `others` are accepted friends of `userId` in the promotion: one read, whichever of them asked. */
export async function friendsAmong(promotionId: number, userId: number, others: number[]): Promise<Set<number>> {
  if (others.length === 0) return new Set();
  const rows = await db.friendship.findMany({
    where: {
      promotion_id: promotionId, status: 'A',
      OR: [{ friender_id: userId, friendee_id: { in: others } }, { friendee_id: userId, friender_id: { in: others } }],
    },
    select: { friender_id: true, friendee_id: true },
  });
  return new Set(rows.map((r) => (r.friender_id === userId ? r.friendee_id! : r.friender_id)));
}

/** Every friendships row between two users of a promotion, either way (friendships (friender_id, status)). */
export function friendshipsBetween(promotionId: number, a: number, b: number) {
  return db.friendship.findMany({
    where: { promotion_id: promotionId, OR: [{ friender_id: a, friendee_id: b }, { friender_id: b, friendee_id: a }] },
    select: { id: true, friender_id: true, status: true, updated_at: true },
    orderBy: [{ updated_at: 'desc' }, { id: 'desc' }],
  });
}
export type FriendshipBetweenRow = Awaited<ReturnType<typeof friendshipsBetween>>[number];

/** What the friends screens show of a person (the friender or friendee of a request). */
export const personSelect = {
  id: true, deleted_at: true,
  profile: { select: { first_name: true, last_name: true, image_url: true } },
  location: { select: { id: true, name: true } },
} as const;

export const friendshipSelect = {
  id: true, promotion_id: true, status: true, friender_id: true, friendee_id: true, friend_email: true, message: true, updated_at: true,
  friender: { select: personSelect },
  friendee: { select: personSelect },
} as const;

export type FriendshipRow = NonNullable<Awaited<ReturnType<typeof findFriendship>>>;

/** One friendships row of the promotion with both people, or null (another promotion's row is as unknown as none). */
export function findFriendship(promotionId: number, id: number) {
  return db.friendship.findFirst({ where: { id, promotion_id: promotionId }, select: friendshipSelect });
}

/**
 * Pending requests others sent to the caller (received) or the caller sent (sent: to participants and to addresses
 * without an account), newest first, with their number. A request whose other person's account is gone is not listed.
 * Served by friendships (friendee_id, status) and (friender_id, status).
 */
export async function listPendingRequests(promotionId: number, userId: number, kind: 'received' | 'sent', page: Page) {
  const where: Prisma.FriendshipWhereInput = kind === 'received'
    ? { promotion_id: promotionId, status: 'P', friendee_id: userId, friender: { deleted_at: null } }
    : { promotion_id: promotionId, status: 'P', friender_id: userId, OR: [{ friendee_id: null }, { friendee: { deleted_at: null } }] };
  const [rows, total] = await Promise.all([
    db.friendship.findMany({ where, select: friendshipSelect, orderBy: [{ updated_at: 'desc' }, { id: 'desc' }], skip: page.skip, take: page.take }),
    db.friendship.count({ where }),
  ]);
  return { rows, total };
}

/**
 * Every friendships row between the caller and each of `others` (one read: the people search's statuses), grouped by
 * the other person, newest first as friendStatusOf expects.
 */
export async function friendshipsWith(promotionId: number, userId: number, others: number[]): Promise<Map<number, FriendshipBetweenRow[]>> {
  const byOther = new Map<number, FriendshipBetweenRow[]>();
  if (others.length === 0) return byOther;
  const rows = await db.friendship.findMany({
    where: {
      promotion_id: promotionId,
      OR: [{ friender_id: userId, friendee_id: { in: others } }, { friendee_id: userId, friender_id: { in: others } }],
    },
    select: { id: true, friender_id: true, friendee_id: true, status: true, updated_at: true },
    orderBy: [{ updated_at: 'desc' }, { id: 'desc' }],
  });
  for (const { friendee_id, ...row } of rows) {
    const other = row.friender_id === userId ? friendee_id! : row.friender_id;
    byOther.set(other, [...(byOther.get(other) ?? []), row]);
  }
  return byOther;
}
