// Which promotions a signed-in user may act on (docs/tenancy.md):
// masters reach everything; super users only the promotions they cover; everyone else only their own.
import { db } from '@/server/db';
import type { Role } from '@/lib/roles';

export interface Actor {
  id: number;
  role: Role;
  promotion_id: number | null;
  reseller_id: number | null;
}

export async function canAccessPromotion(actor: Actor, promotionId: number): Promise<boolean> {
  switch (actor.role) {
    case 'Master':
      return true;
    case 'Super Coordinator': {
      const covered = await db.superCoordinatorPromotion.findUnique({
        where: { user_id_promotion_id: { user_id: actor.id, promotion_id: promotionId } },
        select: { promotion_id: true },
      });
      return covered !== null;
    }
    case 'Reseller': {
      if (actor.reseller_id === null) return false;
      const count = await db.promotion.count({ where: { id: promotionId, organization: { reseller_id: actor.reseller_id } } });
      return count > 0;
    }
    case 'Poster':
      // Wall experts post on every promotion's wall (social-engagement.md §2 "/wallexpert/walls/{wallable_id}").
      return true;
    default:
      return actor.promotion_id === promotionId;
  }
}

/** The ids of every promotion a super user covers (for grouped promotion lists). */
export async function coveredPromotionIds(actor: Actor): Promise<number[] | 'all'> {
  if (actor.role === 'Master' || actor.role === 'Poster') return 'all';
  if (actor.role === 'Super Coordinator') {
    const rows = await db.superCoordinatorPromotion.findMany({ where: { user_id: actor.id }, select: { promotion_id: true } });
    return rows.map((r) => r.promotion_id);
  }
  if (actor.role === 'Reseller' && actor.reseller_id !== null) {
    const rows = await db.promotion.findMany({ where: { organization: { reseller_id: actor.reseller_id } }, select: { id: true } });
    return rows.map((r) => r.id);
  }
  return actor.promotion_id === null ? [] : [actor.promotion_id];
}
