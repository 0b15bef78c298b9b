// Reads of registration: email uniqueness (locations are read by server/locations, the Initial Assessment by
// server/evaluations).
import { db } from '@/server/db';

/** Is the (lower-case) email used by another live or deleted account of this scope? (users_promotion_id_email_key) */
export async function isEmailTaken(promotionId: number | null, email: string, exceptUserId?: number): Promise<boolean> {
  const row = await db.user.findFirst({
    where: { promotion_id: promotionId, email, ...(exceptUserId ? { id: { not: exceptUserId } } : {}) },
    select: { id: true },
  });
  return row !== null;
}
