// Whose stats and badges a caller may read: /users/{id}/stats and /users/{id}/badges take 'me' or the caller's own
// id; a coordinator-or-above may read users of their promotion (a Master any); anyone else gets a 404
// (server/users/target.ts resolveTargetUser, the rule of /users/{id}).
import { NotFound } from '@/server/platform/errors';
import { resolveTargetUser } from '@/server/users/target';
import { findUserById, type UserRow } from '@/server/users/queries';
import { promotionById, type ResolvedPromotion } from '@/server/tenancy/promotion-context';

export async function resolveStatsTarget(
  caller: UserRow,
  id: number | 'me',
  hostPromotion: ResolvedPromotion | null,
  message: string,
): Promise<{ target: UserRow; promotion: ResolvedPromotion }> {
  const targetId = await resolveTargetUser(caller, id, hostPromotion?.id ?? null);
  const target = targetId === caller.id ? caller : await findUserById(targetId);
  // Accounts without a promotion (masters, resellers…) have no points, scenes or badges.
  if (!target || target.promotion_id === null) throw new NotFound(message);
  const promotion = hostPromotion?.id === target.promotion_id ? hostPromotion : await promotionById(target.promotion_id);
  if (!promotion) throw new NotFound(message);
  return { target, promotion };
}
