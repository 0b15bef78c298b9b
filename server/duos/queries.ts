// Reads of duos (the duos issue brings the rest). A duo is the user's whichever side of it they are on.
import { db } from '@/server/db';

/** Completed duos of a user in a promotion; duos (sender_id, state) / (receiver_id, state). */
export function countCompletedDuos(userId: number, promotionId: number): Promise<number> {
  return db.duo.count({ where: { promotion_id: promotionId, state: 'completed', OR: [{ sender_id: userId }, { receiver_id: userId }] } });
}
