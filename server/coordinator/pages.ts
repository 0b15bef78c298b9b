// What the coordinator dashboard's pages share: the guard (every coordinator level and the accounts above them), the
// promotion (the host's; on the dashboard host the one named by ?promotion_id, which super users pick), the viewer's
// reach and the tabs they see. A hidden tab is the 404 page, as the API refuses it.
import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { requireRolePage } from '@/server/pages/guards';
import { actorOf, type Actor } from '@/server/auth/actor';
import { canAccessPromotion } from '@/server/tenancy/access';
import { promotionById, type ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { COORDINATOR_OR_ABOVE_ROLES, isParticipant, type Role } from '@/lib/roles';
import { visibleTabs, type CoordinatorTab } from '@/lib/coordinator/constants';
import type { UserRow } from '@/server/users/queries';
import { coordinatorScope, type CoordinatorScope } from './context';

export const COORDINATOR_PAGE_ROLES: readonly Role[] = [...COORDINATOR_OR_ABOVE_ROLES, 'Location Coordinator', 'Regional Coordinator'];

export interface CoordinatorPage {
  user: UserRow;
  actor: Actor;
  promotion: ResolvedPromotion;
  scope: CoordinatorScope;
  tabs: CoordinatorTab[];
  /** '?promotion_id=N' on the dashboard host (links and API calls name the promotion there), else ''. */
  promotionQuery: string;
}

const idOf = (raw: string | string[] | undefined) => (typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) < 2 ** 31 ? Number(raw) : null);

export async function requireCoordinatorPage(tab: CoordinatorTab | null, search: Record<string, string | string[] | undefined>): Promise<CoordinatorPage> {
  const context = await requireRolePage(COORDINATOR_PAGE_ROLES);
  const actor = actorOf(context.user);
  let promotion = context.promotion;
  let promotionQuery = '';
  if (!promotion && context.host.isDashboard) {
    const id = idOf(search.promotion_id);
    // Super users pick their promotion first.
    if (id === null) redirect('/switch-promotion');
    promotion = await promotionById(id);
    promotionQuery = `?promotion_id=${id}`;
  }
  if (!promotion) notFound();
  const belongs = actor.promotion_id === promotion.id && isParticipant(actor.role);
  if (!belongs && !(await canAccessPromotion(actor, promotion.id))) notFound();
  const tabs = visibleTabs(actor.role, promotion.flags);
  if (tab && !tabs.includes(tab)) notFound();
  const scope = await coordinatorScope(promotion, { actor, locationId: context.user.location_id });
  return { user: context.user, actor, promotion, scope, tabs, promotionQuery };
}

/** A location the viewer may pick (filters, the participant's edit): indented by its depth in the tree. */
export interface ReachLocation {
  id: number;
  name: string;
  depth: number;
}

/** The locations of the viewer's reach, top levels first, each followed by what lies under it (three levels). */
export function reachLocations(scope: CoordinatorScope): ReachLocation[] {
  const { tree, reach } = scope;
  const allowed = reach === 'all' ? null : new Set(reach);
  const out: ReachLocation[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const node of tree.childrenOf(parent)) {
      if (!allowed || allowed.has(node.id)) out.push({ id: node.id, name: node.name, depth });
      if (depth < 2) walk(node.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}
