// Permissions as data: which roles may perform each action (STYLE.md "Permissions as data").
// Handlers declare the action they need; the route wrapper checks it. Tenant checks come on top.
import { COORDINATOR_OR_ABOVE_ROLES, ROLES, type Role } from './roles';

export const PERMISSIONS = {
  /** POST /users/{id}/unlock — administration.md §6: coordinators and above unlock accounts. */
  'users.unlock': COORDINATOR_OR_ABOVE_ROLES,
  /** Masters view and edit another user's settings (participant-core.md §6). */
  'users.manage_others': ['Master'],
  /** Development mail outbox. */
  'dev.outbox': ['Master'],
  /** Any signed-in user. */
  'signed_in': ROLES,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
