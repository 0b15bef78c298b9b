// Reads of support: who receives a promotion's contact requests, and one stored request for its email.
import { db } from '@/server/db';

/**
 * The promotion's coordinators: its Coordinator accounts and the Super Coordinators covering it, not deleted.
 * Location and regional coordinators answer for their part of the organization only, so they are not mailed
 * every request (docs/learn-and-support.md). Served by users (promotion_id) and super_coordinator_promotions.
 */
export async function contactRecipients(promotionId: number): Promise<string[]> {
  const rows = await db.user.findMany({
    where: {
      deleted_at: null,
      OR: [
        { promotion_id: promotionId, role: 'Coordinator' },
        { role: 'Super Coordinator', covered_promotions: { some: { promotion_id: promotionId } } },
      ],
    },
    select: { email: true },
    orderBy: { id: 'asc' },
  });
  return [...new Set(rows.map((r) => r.email.toLowerCase()))];
}

export async function findContactRequest(id: number) {
  return db.contactRequest.findUnique({
    where: { id },
    select: {
      id: true, promotion_id: true, user_id: true, first_name: true, last_name: true, organization: true, email: true, subject: true,
      message: true, extra_tags: true, info: true, created_at: true,
    },
  });
}
