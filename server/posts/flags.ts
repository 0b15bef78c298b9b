// The history of a post's reports (post_flags, issue 32): the wall's Report opens one (who, when, the reason they
// gave) beside the post's is_flagged / flagged_by pair, and an unreport (the wall's or the review queue's) closes it.
// One open report per post (a partial unique index): the wall flags only an unflagged post.
import 'server-only';
import type { Tx } from '@/server/db';

export async function openPostFlag(tx: Tx, flag: { promotionId: number; postId: number; flaggedBy: number; reason: string | null }): Promise<void> {
  await tx.postFlag.create({ data: { promotion_id: flag.promotionId, post_id: flag.postId, flagged_by: flag.flaggedBy, reason: flag.reason } });
}

export async function clearPostFlag(tx: Tx, postId: number, clearedBy: number): Promise<void> {
  await tx.postFlag.updateMany({ where: { post_id: postId, cleared_at: null }, data: { cleared_at: new Date(), cleared_by: clearedBy } });
}
