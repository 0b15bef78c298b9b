// Writes of duos: invite a friend, accept, decline, withdraw, archive. Each checks the object rules of
// server/auth/abilities.ts; the ones that change someone's duo count run under both people's locks (id order) and
// count in one statement, so the 2-duo limit holds under simultaneous requests. Declining or withdrawing deletes the
// row (its journal reflections keep their text: posts.duo_id is set null). What follows (notifications, which are
// also the screens' live update) is recorded for after the commit (server/composition/fan-out/duos.ts).
import { Prisma } from '@/generated/prisma/client';
import { db, type Tx } from '@/server/db';
import { withDomainEvents } from '@/server/events';
import { awardBadgesFor } from '@/server/badges/award';
import { Forbidden, Invalid, NotFound } from '@/server/platform/errors';
import { releaseGuess, reserveGuess } from '@/server/security/guess-throttle';
import { isDuoParty, mayAnswerDuo, mayWithdrawDuo } from '@/server/auth/abilities';
import { areFriends } from '@/server/friends/queries';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import type { UserRow } from '@/server/users/queries';
import { PARTICIPANT_ROLES } from '@/lib/roles';
import { DUO_MESSAGES as M } from '@/lib/duos/messages';
import type { ArchiveDuosInput, CreateDuoInput } from '@/lib/duos/schemas';
import type { DuoEnded } from '@/lib/duos/types';
import { fullName } from '@/lib/users/names';
import { assertDuosOn, assertNewDuosOpen, assertUnderLimit } from './policy';
import { duoCounts } from './queries';
import { lockDuoUserSql } from './sql';

export interface DuoWriter {
  user: UserRow;
  ip: string;
}

export const nameOf = (user: { profile?: { first_name: string | null; last_name: string | null } | null }) =>
  fullName(user.profile?.first_name, user.profile?.last_name) || 'Someone';

/** Both people's duo locks, in id order (no two writers ever wait on each other the other way round). */
export async function lockDuoUsers(tx: Tx, ...userIds: number[]): Promise<void> {
  for (const id of [...new Set(userIds)].sort((a, b) => a - b)) await lockDuoUserSql.run(tx, id);
}

const pendingBetween = (promotionId: number, a: number, b: number): Prisma.DuoWhereInput => ({
  promotion_id: promotionId, state: 'pending', started_at: null,
  OR: [{ sender_id: a, receiver_id: b }, { sender_id: b, receiver_id: a }],
});

/**
 * POST /duos {receiver_id, duo_template_id}: a pending invitation to a friend, with a template of the promotion's
 * collection. Both people under the limit (counted under their locks), no invitation already waiting between them.
 * Counts toward sent_duo_requests (badge, in the transaction) and the duo_request flood limit. Answers the new id.
 */
export async function inviteToDuo(promotion: ResolvedPromotion, writer: DuoWriter, input: CreateDuoInput): Promise<number> {
  const collectionId = assertNewDuosOpen(promotion);
  const me = writer.user.id;
  if (input.receiver_id === me) throw new Invalid(M.notYourself);
  const receiver = await db.user.findFirst({
    where: { id: input.receiver_id, promotion_id: promotion.id, deleted_at: null, role: { in: [...PARTICIPANT_ROLES] } },
    select: { id: true, profile: { select: { first_name: true, last_name: true } } },
  });
  if (!receiver) throw new NotFound(M.userNotFound);
  const template = await db.duoCollectionTemplate.findFirst({ where: { duo_collection_id: collectionId, duo_template_id: input.duo_template_id }, select: { duo_template_id: true } });
  if (!template) throw new NotFound(M.templateNotFound);
  if (!(await areFriends(promotion.id, me, receiver.id))) throw new Invalid(M.onlyFriends);

  const reservation = await reserveGuess({ kind: 'duo_request', ip: writer.ip, target: `user:${me}`, promotionId: promotion.id });
  try {
    return await withDomainEvents(async (tx, events) => {
      await lockDuoUsers(tx, me, receiver.id);
      if (await tx.duo.findFirst({ where: pendingBetween(promotion.id, me, receiver.id), select: { id: true } })) throw new Invalid(M.alreadyInvited);
      const counts = await duoCounts(promotion.id, [me, receiver.id], tx);
      assertUnderLimit(counts.get(me) ?? 0, null);
      assertUnderLimit(counts.get(receiver.id) ?? 0, nameOf(receiver));
      const duo = await tx.duo.create({
        data: { promotion_id: promotion.id, sender_id: me, receiver_id: receiver.id, duo_template_id: template.duo_template_id, state: 'pending' },
        select: { id: true },
      });
      await awardBadgesFor(tx, { userId: me, promotionId: promotion.id, category: 'sent_duo_requests' }, events);
      events.record('duo.requested', { promotionId: promotion.id, duoId: duo.id, userId: me, receiverId: receiver.id, actorName: nameOf(writer.user) });
      return duo.id;
    });
  } catch (error) {
    await releaseGuess(reservation);
    throw error;
  }
}

/** The duo, for one of its two people; anyone else (or another promotion) finds nothing. */
async function duoOf(promotion: ResolvedPromotion, user: UserRow, id: number) {
  assertDuosOn(promotion);
  const duo = await db.duo.findFirst({
    where: { id, promotion_id: promotion.id },
    select: { id: true, sender_id: true, receiver_id: true, state: true, started_at: true },
  });
  if (!duo || !isDuoParty(user, duo)) throw new NotFound(M.duoNotFound);
  return duo;
}

/**
 * PUT /duos/{id}/accept: the receiver accepts a pending invitation: started_at is set (the spec's "accepted"); the
 * first day both log makes it active (server/duos/completion.ts). The count does not change (the invitation counted).
 */
export async function acceptDuo(promotion: ResolvedPromotion, writer: DuoWriter, id: number): Promise<void> {
  const duo = await duoOf(promotion, writer.user, id);
  if (!mayAnswerDuo(writer.user, duo)) throw new Forbidden(M.onlyReceiverAnswers);
  await withDomainEvents(async (tx, events) => {
    // Only an invitation still waiting is answered: of two answers at once, one wins.
    const accepted = await tx.duo.updateMany({ where: { id, state: 'pending', started_at: null }, data: { started_at: new Date() } });
    if (accepted.count !== 1) throw new Invalid(M.notPending);
    events.record('duo.accepted', { promotionId: promotion.id, duoId: id, userId: writer.user.id, senderId: duo.sender_id, actorName: nameOf(writer.user) });
  });
}

/** PUT /duos/{id}/decline: the receiver declines a pending invitation; the row is deleted. */
export async function declineDuo(promotion: ResolvedPromotion, writer: DuoWriter, id: number): Promise<DuoEnded> {
  const duo = await duoOf(promotion, writer.user, id);
  if (!mayAnswerDuo(writer.user, duo)) throw new Forbidden(M.onlyReceiverAnswers);
  await withDomainEvents(async (tx, events) => {
    const gone = await tx.duo.deleteMany({ where: { id, state: 'pending', started_at: null } });
    if (gone.count !== 1) throw new Invalid(M.notPending);
    events.record('duo.ended', { promotionId: promotion.id, duoId: id, userId: writer.user.id, otherId: duo.sender_id, how: 'declined' });
  });
  return { id, ended: 'declined' };
}

/**
 * PUT /duos/{id}/withdrawl (the spec's spelling): either person leaves a duo not completed yet — an invitation they
 * sent or received, or a started duo; the row is deleted. A completed duo stays (it is archived instead).
 */
export async function withdrawDuo(promotion: ResolvedPromotion, writer: DuoWriter, id: number): Promise<DuoEnded> {
  const duo = await duoOf(promotion, writer.user, id);
  if (!mayWithdrawDuo(writer.user, duo)) throw new NotFound(M.duoNotFound);
  await withDomainEvents(async (tx, events) => {
    const gone = await tx.duo.deleteMany({ where: { id, state: { in: ['pending', 'active'] } } });
    if (gone.count !== 1) throw new Invalid(M.alreadyCompleted);
    const otherId = duo.sender_id === writer.user.id ? duo.receiver_id : duo.sender_id;
    events.record('duo.ended', { promotionId: promotion.id, duoId: id, userId: writer.user.id, otherId, how: 'withdrawn' });
  });
  return { id, ended: 'withdrawn' };
}

/**
 * PUT /duos/archive {id?}: the caller's side of their completed duos (or of the one named) is archived — the
 * full-screen "completed" overlay has been seen. Answers the ids that changed.
 */
export async function archiveDuos(promotion: ResolvedPromotion, user: UserRow, input: ArchiveDuosInput): Promise<number[]> {
  assertDuosOn(promotion);
  if (input.id !== null) {
    const duo = await duoOf(promotion, user, input.id);
    if (duo.state !== 'completed') throw new Invalid(M.notCompleted);
  }
  const only = input.id !== null ? { id: input.id } : {};
  return db.$transaction(async (tx) => {
    const where = { promotion_id: promotion.id, state: 'completed', ...only };
    const [sent, received] = await Promise.all([
      tx.duo.updateManyAndReturn({ where: { ...where, sender_id: user.id, is_sender_archived: false }, data: { is_sender_archived: true }, select: { id: true } }),
      tx.duo.updateManyAndReturn({ where: { ...where, receiver_id: user.id, is_receiver_archived: false }, data: { is_receiver_archived: true }, select: { id: true } }),
    ]);
    return [...sent, ...received].map((d) => d.id).sort((a, b) => a - b);
  });
}
