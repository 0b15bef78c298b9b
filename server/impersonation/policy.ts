// Whom an administrator may view the product as (docs/impersonation.md). The route's action
// (users.impersonate: coordinator-or-above) says who may impersonate at all; this says whom:
// - a participant of a promotion the administrator administers (resolveTargetUser: a coordinator their own
//   promotion, a super user what they cover, a master any);
// - never oneself, never a deleted account, never an account without a promotion (masters, resellers, super
//   coordinators, posters live on the dashboard host, where there is nothing to view as them);
// - a Coordinator only by an account above coordinators (a master, reseller or super coordinator), so a coordinator
//   never acts as a peer; and never a master by a non-master (masters have no promotion, so never at all here).
import 'server-only';
import { isParticipant, type Role } from '@/lib/roles';

const ABOVE_COORDINATORS: readonly Role[] = ['Master', 'Reseller', 'Super Coordinator'];

/** True when `actorRole` may view the product as an account of `targetRole` (the rules above, by role alone). */
export function mayImpersonateRole(actorRole: Role, targetRole: Role): boolean {
  if (!isParticipant(targetRole)) return false;
  if (targetRole === 'Coordinator') return ABOVE_COORDINATORS.includes(actorRole);
  return true;
}
