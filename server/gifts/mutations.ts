// Writes of gift points (docs/gifts.md): the bonuses a completed work earns, an offer, and its answer. Each runs in
// one transaction that records what follows (the target's and the giver's notifications) for after the commit.
//
// An accepted gift credits its points through the points module (docs/decisions/003-where-points-live.md) in the
// same transaction that sets applied, and only the transaction whose conditional update moved the row from waiting
// (applied null) to accepted credits: a double click or two tabs accepting at once credit the points once.
import type { Tx } from '@/server/db';
import { withDomainEvents } from '@/server/events/domain-events';
import { creditPoints } from '@/server/points/mutations';
import { mayAnswerGift, mayOfferGiftTo } from '@/server/auth/abilities';
import { Invalid, NotFound } from '@/server/platform/errors';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import type { UserRow } from '@/server/users/queries';
import { GIFT_MESSAGES as M } from '@/lib/gifts/messages';
import { fullName } from '@/lib/users/names';
import { assertProgramOpen, offerRefusal } from './policy';
import { findParticipant, findTargetBonus, giverState, isEligible, oldestGiftable, offerSelect, type OfferRow, type TargetBonusRow } from './queries';
import { grantWorkBonusesSql, lockGiverSql } from './sql';

const nameOf = (user: UserRow) => fullName(user.profile?.first_name, user.profile?.last_name) || 'Someone';

/**
 * A completed work (works.completed_at set) earns each member of its team one giftable bonus, once. Call it in the
 * transaction that completes the work; calling it again for the same work adds nothing.
 */
export async function grantWorkBonuses(tx: Tx, workId: number): Promise<number> {
  return grantWorkBonusesSql.run(tx, workId);
}

/** PUT /works/bonus_points/offer/{user_id}: the giver's oldest giftable bonus goes to the user, worth bonus_points now. */
export async function offerGift(promotion: ResolvedPromotion, giver: UserRow, targetUserId: number): Promise<OfferRow> {
  assertProgramOpen(promotion);
  if (!mayOfferGiftTo(giver, targetUserId)) throw new Invalid(M.notYourself);
  const target = await findParticipant(promotion.id, targetUserId);
  if (!target) throw new NotFound(M.userNotFound);
  return withDomainEvents(async (tx, events) => {
    await lockGiverSql.run(tx, promotion.id, giver.id);
    if (!(await isEligible(tx, promotion, giver.id, targetUserId))) throw new Invalid(M.notEligible);
    const refusal = offerRefusal(await giverState(tx, promotion.id, giver.id));
    if (refusal) throw new Invalid(refusal);
    const bonus = await oldestGiftable(tx, promotion.id, giver.id);
    if (!bonus) throw new Invalid(M.nothingToGive);
    const points = promotion.row.bonus_points;
    const row = await tx.workBonus.update({
      where: { id: bonus.id },
      data: { target_user_id: targetUserId, points, offered_at: new Date() },
      select: offerSelect,
    });
    events.record('gift.offered', { promotionId: promotion.id, workBonusId: row.id, userId: giver.id, targetUserId, actorName: nameOf(giver), points });
    return row;
  });
}

/** The bonus for its target to answer; anyone else (or another promotion) finds nothing. */
async function bonusFor(tx: Tx, promotion: ResolvedPromotion, user: UserRow, id: number): Promise<TargetBonusRow> {
  const row = await findTargetBonus(tx, promotion.id, id);
  if (!row || !mayAnswerGift(user, row)) throw new NotFound(M.giftNotFound);
  return row;
}

/**
 * PUT /works/bonus_points/accept | decline {target_work_bonus_id}. Accept: applied true, recorded_on the promotion's
 * today, the points credited to that day and the user's totals. Decline: applied false, and the giver holds a new
 * giftable bonus of the same work (a declined gift is not lost). Answering again the way it was answered changes
 * nothing and answers the row (a double click); answering the other way is a 422.
 */
export async function answerGift(promotion: ResolvedPromotion, user: UserRow, id: number, accept: boolean): Promise<TargetBonusRow> {
  assertProgramOpen(promotion);
  return withDomainEvents(async (tx, events) => {
    const row = await bonusFor(tx, promotion, user, id);
    const day = promotion.timeline.current_date;
    const now = new Date();
    // The conditional update is the decision: of two concurrent answers, the second waits on the row lock, then
    // finds applied no longer null and moves nothing.
    const moved = await tx.workBonus.updateMany({
      where: { id, promotion_id: promotion.id, target_user_id: user.id, applied: null },
      data: accept ? { applied: true, recorded_on: new Date(`${day}T00:00:00.000Z`), responded_at: now } : { applied: false, responded_at: now },
    });
    if (moved.count === 0) {
      const answered = await findTargetBonus(tx, promotion.id, id);
      if (answered?.applied === accept) return answered;
      throw new Invalid(answered?.applied ? M.alreadyAccepted : M.alreadyDeclined);
    }
    if (accept) {
      await creditPoints(tx, { userId: user.id, promotionId: promotion.id, day, kind: 'bonus', delta: row.points });
    } else if (row.earned_by_id !== null) {
      const original = await tx.workBonus.findUniqueOrThrow({ where: { id }, select: { work_id: true } });
      await tx.workBonus.create({
        data: { promotion_id: promotion.id, work_id: original.work_id, earned_by_id: row.earned_by_id, points: promotion.row.bonus_points },
      });
    }
    events.record('gift.answered', { promotionId: promotion.id, workBonusId: id, userId: user.id, giverId: row.earned_by_id, accepted: accept });
    return (await findTargetBonus(tx, promotion.id, id))!;
  });
}
