// Who takes evaluations: the participants of the host's promotion (accounts of another promotion, or of none,
// such as masters and super coordinators, have no evaluations here).
import { NotFound } from '@/server/platform/errors';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { EVALUATION_MESSAGES as M } from '@/lib/evaluations/messages';
import { INT4_MAX } from '@/lib/schemas';

/** `?promotion_id=` must name the host's promotion; any other id is a 404, never a leak. */
export function assertSamePromotion(promotion: ResolvedPromotion, promotionId: string | undefined): void {
  if (promotionId !== undefined && promotionId !== String(promotion.id)) throw new NotFound(M.promotionNotFound);
}

/** A path id that is not a positive integer names no definition. */
export function definitionIdOf(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0 || id > INT4_MAX) throw new NotFound(M.notFound);
  return id;
}
