// Writes of tips: favorites (custom content likes) and shares. A share (by a link, a network, email or to the wall)
// is recorded with its medium and counts toward the tips_shared badge in the same transaction.
import { db, type Tx } from '@/server/db';
import { withDomainEvents, type EventRecorder } from '@/server/events/domain-events';
import { awardBadgesFor } from '@/server/badges/award';
import { NotFound } from '@/server/platform/errors';
import { findContentById } from '@/server/content/queries';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { TIP_MESSAGES as M } from '@/lib/recipes/messages';
import type { ShareMedium } from '@/lib/recipes/schemas';
import type { UserLike } from '@/lib/recipes/types';
import type { TipShare } from '@/lib/tips/types';
import { findTip, isReleased, programDay, TIPS_CATEGORY } from './queries';

export interface TipWriter {
  promotion: ResolvedPromotion;
  userId: number;
}

/** Content a participant may favorite: visible to the promotion, and for a tip, released. */
async function likeableContent(writer: TipWriter, id: number): Promise<void> {
  const row = await findContentById(writer.promotion.id, id);
  if (!row) throw new NotFound(M.contentNotFound);
  if (row.category === TIPS_CATEGORY && !isReleased(row, programDay(writer.promotion))) throw new NotFound(M.tipNotFound);
}

export async function readContentLike(writer: TipWriter, id: number): Promise<UserLike> {
  await likeableContent(writer, id);
  const row = await db.customContentLike.findUnique({ where: { user_id_custom_content_id: { user_id: writer.userId, custom_content_id: id } }, select: { user_id: true } });
  return { id, favorited: row !== null };
}

export async function likeContent(writer: TipWriter, id: number): Promise<UserLike> {
  await likeableContent(writer, id);
  await db.customContentLike.createMany({ data: [{ user_id: writer.userId, custom_content_id: id, promotion_id: writer.promotion.id }], skipDuplicates: true });
  return { id, favorited: true };
}

export async function unlikeContent(writer: TipWriter, id: number): Promise<UserLike> {
  await likeableContent(writer, id);
  await db.customContentLike.deleteMany({ where: { user_id: writer.userId, custom_content_id: id } });
  return { id, favorited: false };
}

/** Inside a write's transaction: one share of a tip, and the tips_shared badge when its goal is reached. */
export async function recordTipShare(
  tx: Tx,
  share: { promotionId: number; userId: number; tipId: number; via: ShareMedium },
  events: EventRecorder,
): Promise<TipShare> {
  const row = await tx.customContentShare.create({
    data: { promotion_id: share.promotionId, user_id: share.userId, custom_content_id: share.tipId, via: share.via },
    select: { id: true, custom_content_id: true, via: true, created_at: true },
  });
  await awardBadgesFor(tx, { userId: share.userId, promotionId: share.promotionId, category: 'tips_shared' }, events);
  return { ...row, created_at: row.created_at.toISOString() };
}

/** POST /tips/{id}/shares?via=: the tip was shared elsewhere (a network, a copied link). */
export async function shareTip(writer: TipWriter, id: number, via: ShareMedium): Promise<TipShare> {
  if (!(await findTip(writer.promotion, id))) throw new NotFound(M.tipNotFound);
  return withDomainEvents((tx, events) => recordTipShare(tx, { promotionId: writer.promotion.id, userId: writer.userId, tipId: id, via }, events));
}
