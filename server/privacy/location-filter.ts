// Differencing through nested location filters (docs/privacy.md): a viewer can ask for a region and for each site
// in it, and subtract. The location tree within the viewer's reach is protected as a whole (suppressTree): a filter
// on a location whose sub-tree could give away a group of 1 to k-1 people is answered with every figure hidden.
import 'server-only';
import { db } from '@/server/db';
import { suppressTree } from './suppression';

/** True when the figures of this location filter must be hidden for a viewer with this reach (null: the promotion). */
export async function locationFilterHidden(k: number, promotionId: number, reach: readonly number[] | null, locationId: number): Promise<boolean> {
  const [locations, people] = await Promise.all([
    db.location.findMany({ where: { promotion_id: promotionId }, select: { id: true, parent_location_id: true } }),
    // users (promotion_id, location_id): participants per location, the same people the Stats tab counts
    db.user.groupBy({ by: ['location_id'], where: { promotion_id: promotionId, deleted_at: null, role: 'User' }, _count: { _all: true } }),
  ]);
  const inReach = reach === null ? null : new Set(reach);
  const count = new Map(people.map((p) => [p.location_id, p._count._all]));
  const nodes = locations
    .filter((l) => inReach === null || inReach.has(l.id))
    .map((l) => ({ id: l.id, parentId: l.parent_location_id, people: count.get(l.id) ?? 0 }));
  // People without a location are part of the promotion-wide view only.
  const unplaced = inReach === null ? count.get(null) ?? 0 : 0;
  return suppressTree(k, nodes, unplaced).has(locationId);
}
