// "Pair Me": a participant waits in the promotion's queue until someone else of the same promotion joins, and the two
// are paired at once into a new duo (paired_duo). Exactly once under concurrency: a join takes the joiner's duo lock
// (the 2-duo limit, a waiting entry counts as a duo), then the promotion's queue lock, so joins pair one at a time and
// each sees every entry committed before it; the partner's entry is taken FOR UPDATE SKIP LOCKED (an entry being
// withdrawn right now is passed over). A pairing turns the partner's waiting entry into a duo: their count is
// unchanged, so their lock is not needed.
import { db } from '@/server/db';
import { withDomainEvents } from '@/server/events';
import { Forbidden, Invalid, NotFound } from '@/server/platform/errors';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import type { UserRow } from '@/server/users/queries';
import { DUO_MESSAGES as M } from '@/lib/duos/messages';
import type { JoinPairQueueInput } from '@/lib/duos/schemas';
import type { PairStatus } from '@/lib/duos/types';
import { assertDuosOn, assertNewDuosOpen, assertUnderLimit } from './policy';
import { duoCounts, pairStatusOf } from './queries';
import { lockDuoUsers } from './mutations';
import { lockPairQueueSql, pickPairTemplateSql, pickPartnerSql } from './sql';

const entrySelect = { id: true, state: true, duo_id: true } as const;

/**
 * POST /duo_pair_queues {user_id}: the caller joins the queue (under the limit, not already waiting). If someone
 * else is waiting, both are paired now into a started duo: the one who waited longer is its sender, the template
 * the collection's first the two have used least. Answers the caller's entry (queued, or paired with its duo).
 */
export async function joinPairQueue(promotion: ResolvedPromotion, user: UserRow, input: JoinPairQueueInput): Promise<PairStatus> {
  const collectionId = assertNewDuosOpen(promotion);
  if (input.user_id !== null && input.user_id !== user.id) throw new Forbidden(M.pairOnlyYourself);
  const entry = await withDomainEvents(async (tx, events) => {
    await lockDuoUsers(tx, user.id);
    const counts = await duoCounts(promotion.id, [user.id], tx);
    if (await tx.duoPairQueue.findFirst({ where: { user_id: user.id, state: 'queued' }, select: { id: true } })) throw new Invalid(M.alreadyQueued);
    assertUnderLimit(counts.get(user.id) ?? 0, null);
    await lockPairQueueSql.run(tx, promotion.id);
    const partner = await pickPartnerSql.first(tx, promotion.id, user.id);
    if (!partner) {
      return tx.duoPairQueue.create({ data: { promotion_id: promotion.id, user_id: user.id, state: 'queued' }, select: entrySelect });
    }
    const template = await pickPairTemplateSql.first(tx, promotion.id, collectionId, partner.user_id, user.id);
    if (!template) throw new Invalid(M.noCollection);
    const now = new Date();
    const duo = await tx.duo.create({
      data: {
        promotion_id: promotion.id, sender_id: partner.user_id, receiver_id: user.id, duo_template_id: template.duo_template_id,
        state: 'pending', started_at: now, paired_duo: true,
      },
      select: { id: true },
    });
    await tx.duoPairQueue.update({ where: { id: partner.id }, data: { state: 'paired', duo_id: duo.id } });
    const mine = await tx.duoPairQueue.create({
      data: { promotion_id: promotion.id, user_id: user.id, state: 'paired', duo_id: duo.id }, select: entrySelect,
    });
    events.record('duo.paired', { promotionId: promotion.id, duoId: duo.id, userIds: [partner.user_id, user.id] });
    return mine;
  });
  return pairStatusOf(promotion, user.id, entry);
}

/** PUT /duo_pair_queues/{id}/withdrawal: the caller leaves the queue (their own entry, while it waits). */
export async function withdrawFromPairQueue(promotion: ResolvedPromotion, user: UserRow, id: number): Promise<PairStatus> {
  assertDuosOn(promotion);
  const entry = await db.duoPairQueue.findFirst({ where: { id, user_id: user.id, promotion_id: promotion.id }, select: entrySelect });
  if (!entry) throw new NotFound(M.queueEntryNotFound);
  // Only a waiting entry: a pairing that took it a moment ago wins (its row lock makes this wait, then miss).
  const withdrawn = await db.duoPairQueue.updateMany({ where: { id, state: 'queued' }, data: { state: 'withdrawn' } });
  if (withdrawn.count !== 1) throw new Invalid(M.notQueued);
  return pairStatusOf(promotion, user.id, { ...entry, state: 'withdrawn' });
}
