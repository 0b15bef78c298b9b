// Reads of registration: email uniqueness and locations (the Initial Assessment is read by server/evaluations).
import { db } from '@/server/db';

/** Is the (lower-case) email used by another live or deleted account of this scope? (users_promotion_id_email_key) */
export async function isEmailTaken(promotionId: number | null, email: string, exceptUserId?: number): Promise<boolean> {
  const row = await db.user.findFirst({
    where: { promotion_id: promotionId, email, ...(exceptUserId ? { id: { not: exceptUserId } } : {}) },
    select: { id: true },
  });
  return row !== null;
}

/** A location of this promotion and whether it is a leaf (registration picks the deepest level). */
export async function findRegistrationLocation(promotionId: number, locationId: number) {
  const row = await db.location.findFirst({
    where: { id: locationId, promotion_id: promotionId },
    select: { id: true, _count: { select: { children: true } } },
  });
  return row ? { id: row.id, isLeaf: row._count.children === 0 } : null;
}

export async function promotionHasLocations(promotionId: number): Promise<boolean> {
  return (await db.location.findFirst({ where: { promotion_id: promotionId }, select: { id: true } })) !== null;
}
