// What every coordinator dashboard call starts from: the viewer's location reach in this promotion (location
// coordinators their location, regional coordinators their sub-tree, everyone else the promotion) and the tree.
import 'server-only';
import { coordinatorReach, type LocationReach } from '@/server/auth/abilities';
import { loadLocationTree, locationFilterIds } from '@/server/locations/queries';
import type { LocationTree } from '@/server/locations/tree';
import type { Actor } from '@/server/auth/actor';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { Forbidden, NotFound } from '@/server/platform/errors';
import { isSuperUser } from '@/lib/roles';
import { visibleTabs, type CoordinatorTab } from '@/lib/coordinator/constants';
import { COORDINATOR_MESSAGES as M } from '@/lib/coordinator/messages';

export interface CoordinatorScope {
  promotionId: number;
  reach: LocationReach;
  tree: LocationTree;
}

export interface Viewer {
  actor: Actor;
  /** The viewer's own location (location and regional coordinators are bound to it). */
  locationId: number | null;
}

export async function coordinatorScope(promotion: { id: number }, viewer: Viewer): Promise<CoordinatorScope> {
  const tree = await loadLocationTree(promotion.id);
  // A coordinator's location from another promotion (bad data) covers nothing.
  const reach = coordinatorReach(viewer.actor, viewer.locationId, (id) => (tree.get(id) ? tree.subtreeIds(id) : []));
  return { promotionId: promotion.id, reach, tree };
}

/**
 * The location filter of a call narrowed to the reach: no filter is the whole reach; a location outside it (or of
 * another promotion) is a 404, as the leaderboards answer an unknown location.
 */
export async function narrowedReach(scope: CoordinatorScope, locationId: number | undefined): Promise<LocationReach> {
  if (locationId === undefined) return scope.reach;
  const ids = (await locationFilterIds(scope.promotionId, locationId, scope.tree))!;
  if (scope.reach === 'all') return ids;
  const allowed = new Set(scope.reach);
  if (!allowed.has(locationId)) throw new NotFound(M.locationNotFound);
  return ids.filter((id) => allowed.has(id));
}

/** Each tab is checked on the server too: Teams while teams are on; Flagged Posts and Eligibility not for super users. */
export function assertTabVisible(promotion: Pick<ResolvedPromotion, 'flags'>, actor: Actor, tab: CoordinatorTab): void {
  if (!visibleTabs(actor.role, promotion.flags).includes(tab)) {
    throw tab === 'teams' ? new NotFound(M.teamsOff) : new Forbidden(M.tabHidden);
  }
}

export const isSuperUserViewer = (actor: Actor) => isSuperUser(actor.role);

/** A route handler's scope: the resolved promotion and the signed-in account (its location binds the reach). */
export function requestScope(ctx: { promotion: { id: number }; actor: Actor; user: { location_id: number | null } }): Promise<CoordinatorScope> {
  return coordinatorScope(ctx.promotion, { actor: ctx.actor, locationId: ctx.user.location_id });
}
