// The signed-in account as the authorization layer sees it: built once per request by the route wrapper from the
// user row, with the role already checked against lib/roles.ts (authenticate refuses rows with an unknown role).
import type { Role } from '@/lib/roles';
import type { UserRow } from '@/server/users/queries';

export interface Actor {
  id: number;
  role: Role;
  /** The promotion a participant or coordinator belongs to; null for cross-promotion accounts. */
  promotion_id: number | null;
  /** The reseller a Reseller account acts for. */
  reseller_id: number | null;
}

/** The actor of an authenticated user row (its role was validated by authenticate()). */
export function actorOf(user: Pick<UserRow, 'id' | 'role' | 'promotion_id' | 'reseller_id'>): Actor {
  return { id: user.id, role: user.role as Role, promotion_id: user.promotion_id, reseller_id: user.reseller_id };
}
