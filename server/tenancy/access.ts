// Which promotions an account administers (docs/tenancy.md, docs/decisions/009-authorization.md):
// masters every promotion; resellers the promotions of their organizations; super coordinators the promotions
// they cover; coordinators of every level their own promotion (location and regional coordinators then only their
// sub-tree of locations, an object-level rule). Posters administer nothing: they post on walls as wall experts.
import { db } from '@/server/db';
import type { Actor } from '@/server/auth/actor';

export type { Actor };

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
      return false;
    default:
      return actor.promotion_id === promotionId;
  }
}

/** A promotion's wall: whoever administers the promotion, and posters, the experts who write on every program's wall. */
export async function canReachWall(actor: Actor, promotionId: number): Promise<boolean> {
  return actor.role === 'Poster' || canAccessPromotion(actor, promotionId);
}

/** The ids of every promotion an account administers (for grouped promotion lists). */
export async function coveredPromotionIds(actor: Actor): Promise<number[] | 'all'> {
  if (actor.role === 'Master') return 'all';
  if (actor.role === 'Poster') return [];
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
