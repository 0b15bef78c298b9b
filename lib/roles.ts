// Roles and the derived groups (participant, coordinator-or-above, super user, dashboard-only).
// The one source of truth for role checks, shared by server and client.

export const ROLES = [
  'User',
  'Coordinator',
  'Location Coordinator',
  'Regional Coordinator',
  'Super Coordinator',
  'Reseller',
  'Master',
  'Poster',
] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Participant = User or any coordinator level except super. */
export const PARTICIPANT_ROLES: readonly Role[] = ['User', 'Coordinator', 'Location Coordinator', 'Regional Coordinator'];
/** Coordinator-or-above = Coordinator, Master, Reseller, Super Coordinator. */
export const COORDINATOR_OR_ABOVE_ROLES: readonly Role[] = ['Coordinator', 'Master', 'Reseller', 'Super Coordinator'];
/** Above location coordinator = coordinator-or-above plus Regional Coordinator. */
export const ABOVE_LOCATION_COORDINATOR_ROLES: readonly Role[] = [...COORDINATOR_OR_ABOVE_ROLES, 'Regional Coordinator'];
/** Super user = Reseller or Super Coordinator. */
export const SUPER_USER_ROLES: readonly Role[] = ['Reseller', 'Super Coordinator'];
/** Dashboard-only = Master, Reseller, Super Coordinator (skip getting-started). */
export const DASHBOARD_ONLY_ROLES: readonly Role[] = ['Master', 'Reseller', 'Super Coordinator'];
/** Accounts that are not bound to one promotion and sign in on the dashboard host. */
export const CROSS_PROMOTION_ROLES: readonly Role[] = ['Master', 'Reseller', 'Super Coordinator', 'Poster'];

export const isParticipant = (role: Role) => PARTICIPANT_ROLES.includes(role);
export const isCoordinatorOrAbove = (role: Role) => COORDINATOR_OR_ABOVE_ROLES.includes(role);
export const isAboveLocationCoordinator = (role: Role) => ABOVE_LOCATION_COORDINATOR_ROLES.includes(role);
export const isSuperUser = (role: Role) => SUPER_USER_ROLES.includes(role);
export const isDashboardOnly = (role: Role) => DASHBOARD_ONLY_ROLES.includes(role);
export const isCrossPromotion = (role: Role) => CROSS_PROMOTION_ROLES.includes(role);
export const isMaster = (role: Role) => role === 'Master';
export const isPoster = (role: Role) => role === 'Poster';
