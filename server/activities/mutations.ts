// Bookmarks toggle on and off.
import { db } from '@/server/db';

/** Sets the bookmark, or toggles it when `bookmarked` is undefined; returns the new state. */
export async function setBookmark(promotionId: number, userId: number, activityId: number, bookmarked?: boolean): Promise<boolean> {
  const key = { user_id_activity_id: { user_id: userId, activity_id: activityId } };
  if (bookmarked === undefined) {
    // Toggle as one statement each way so two quick clicks cannot both insert.
    const removed = await db.activityBookmark.deleteMany({ where: { user_id: userId, activity_id: activityId, promotion_id: promotionId } });
    if (removed.count > 0) return false;
    bookmarked = true;
  }
  if (bookmarked) {
    await db.activityBookmark.upsert({ where: key, update: {}, create: { user_id: userId, activity_id: activityId, promotion_id: promotionId } });
    return true;
  }
  await db.activityBookmark.deleteMany({ where: { user_id: userId, activity_id: activityId, promotion_id: promotionId } });
  return false;
}
