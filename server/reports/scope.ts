// How far a viewer's reports reach (administration.md §6 "Reports"): location and regional coordinators see their own
// location's sub-tree in every report; the rest the promotion. A lookup (the promotion's location tree), so it lives
// beside policy.ts, which decides from facts only.
import 'server-only';
import type { Role } from '@/lib/roles';
import { coordinatorReach } from '@/server/auth/abilities';
import { loadLocationTree } from '@/server/locations/queries';

/** The location ids a viewer's reports are limited to, or null for the whole promotion. */
export async function viewerLocationScope(viewer: { role: Role; location_id: number | null }, promotionId: number): Promise<number[] | null> {
  if (viewer.role !== 'Location Coordinator' && viewer.role !== 'Regional Coordinator') return null;
  const tree = await loadLocationTree(promotionId);
  // The dashboard's rule (server/auth/abilities.ts); a location of another promotion reaches no one.
  const reach = coordinatorReach(viewer, viewer.location_id, (id) => (tree.get(id) ? tree.subtreeIds(id) : []));
  return reach === 'all' ? null : [...reach];
}
