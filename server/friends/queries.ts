// Friendship reads. The rule (server/friends/sql.ts): friends in a promotion are joined by an accepted friendships
// row of that promotion, whichever of them asked.
import { db } from '@/server/db';

/** Accepted friendship between two users of a promotion, whichever of them asked (friendships (friender_id, status)). */
export async function areFriends(promotionId: number, a: number, b: number): Promise<boolean> {
  const row = await db.friendship.findFirst({
    where: { promotion_id: promotionId, status: 'A', OR: [{ friender_id: a, friendee_id: b }, { friender_id: b, friendee_id: a }] },
    select: { id: true },
  });
  return row !== null;
}
