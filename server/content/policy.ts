// Who sees hidden content: coordinators and above of the promotion (administration.md content editor).
// Everyone else, signed in or not, reads only visible rows.
import { canAccessPromotion } from '@/server/tenancy/access';
import { isCoordinatorOrAbove, type Role } from '@/lib/roles';
import type { UserRow } from '@/server/users/queries';

export async function mayViewHiddenContent(user: UserRow | null, promotionId: number | null): Promise<boolean> {
  if (!user || !isCoordinatorOrAbove(user.role as Role)) return false;
  if (promotionId === null) return user.role === 'Master';
  return canAccessPromotion({ id: user.id, role: user.role as Role, promotion_id: user.promotion_id, reseller_id: user.reseller_id }, promotionId);
}
