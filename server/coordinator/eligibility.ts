// The Eligibility tab's read-only roster (until the eligibility screens take it over): counts and the first records.
import 'server-only';
import { db } from '@/server/db';
import type { EligibilityRoster } from '@/lib/coordinator/types';


export async function eligibilityRoster(promotionId: number, take = 50): Promise<EligibilityRoster> {
  const [total, registered, rows] = await Promise.all([
    db.eligibility.count({ where: { promotion_id: promotionId } }),
    db.eligibility.count({ where: { promotion_id: promotionId, user_id: { not: null } } }),
    db.eligibility.findMany({
      where: { promotion_id: promotionId }, orderBy: { id: 'asc' }, take,
      select: { id: true, identifier: true, first_name: true, last_name: true, email: true, user_id: true },
    }),
  ]);
  return { total, registered, rows: rows.map(({ user_id, ...r }) => ({ ...r, registered: user_id !== null })) };
}
