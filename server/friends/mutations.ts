// Writes of friends: a request (to a participant, or by email to someone without an account yet), accept, decline,
// resend, withdraw and remove, the email invitation of a list of addresses and an email to a friend. Each checks the
// object rules of server/auth/abilities.ts, writes in one transaction under the pair's advisory lock, awards the
// badges there, and records what follows (notifications, the invitation mail) for after the commit.
//
// Rules the spec leaves to us: a second request while one is pending either way is refused (422), so is a request
// to someone who is already a friend; a declined request lets either ask again (the declined row makes way for the
// new one); a row a moderator closed (X) refuses everything (403). Only successful requests count toward the flood
// limit (guess kind 'friend_request').
import { Prisma } from '@/generated/prisma/client';
import { db, type Tx } from '@/server/db';
import { withDomainEvents } from '@/server/events/domain-events';
import type { EventRecorder } from '@/server/events';
import { awardBadgesFor } from '@/server/badges/award';
import { DomainError, Forbidden, Invalid, NotFound, TooManyRequests } from '@/server/platform/errors';
import { releaseGuess, reserveGuess, type GuessKind } from '@/server/security/guess-throttle';
import { isFriendshipParty, mayAnswerFriendship, mayDeleteFriendship, mayEmailFriend, mayResendFriendship } from '@/server/auth/abilities';
import { sendEmail } from '@/server/mail/send';
import { defineCommand } from '@/server/platform/sql';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import type { UserRow } from '@/server/users/queries';
import { PARTICIPANT_ROLES, type Role } from '@/lib/roles';
import { FRIENDSHIP_STATUS, isInviteEmail, MAX_INVITE_EMAILS, splitInviteEmails } from '@/lib/friends/constants';
import { FRIEND_MESSAGES as M } from '@/lib/friends/messages';
import type { CreateFriendshipInput, FriendEmailInput, InviteEmailsInput, UpdateFriendshipInput } from '@/lib/friends/schemas';
import type { InviteResult } from '@/lib/friends/types';
import { fullName } from '@/lib/users/names';
import { canInviteByEmail } from '@/server/registration/availability';
import { findFriendship, friendshipSelect, type FriendshipRow } from './queries';
import { friendEmail } from './invite-email';
import { negotiateLocale } from '@/lib/i18n/negotiate';
import { labelsFor } from '@/server/i18n/promotion-labels';

/** Who is acting: the account and the request's client address (the flood limits key on the account). */
export interface FriendWriter {
  user: UserRow;
  ip: string;
}

const nameOf = (user: UserRow) => fullName(user.profile?.first_name, user.profile?.last_name) || 'Someone';

/**
 * One request at a time per pair of people (or per sender and address): two simultaneous requests between the same
 * two people would otherwise both see "nothing pending" and write two pending rows. No unique index can say "one
 * pending row per unordered pair" without a migration, so the writers serialize on a transaction-scoped lock.
 */
const lockPairSql = defineCommand({
  name: 'friends.lockPair',
  sql: (promotionId: number, key: string) => Prisma.sql`SELECT pg_advisory_xact_lock(hashtext(${key}::text), ${promotionId}::int)`,
  examples: [[1, 'friendship:1:2']],
});
const pairKey = (a: number, b: number) => `friendship:${Math.min(a, b)}:${Math.max(a, b)}`;
const emailKey = (userId: number, email: string) => `friendship:${userId}:${email}`;
const lockFor = (tx: Tx, promotionId: number, row: { friender_id: number; friendee_id: number | null; friend_email: string | null }) =>
  lockPairSql.run(tx, promotionId, row.friendee_id !== null ? pairKey(row.friender_id, row.friendee_id) : emailKey(row.friender_id, row.friend_email ?? ''));

/** Counts the attempt toward the account's flood limit (429 beyond it); a refused attempt (any error) is taken back. */
async function throttled<T>(kind: GuessKind, writer: FriendWriter, promotionId: number, work: () => Promise<T>): Promise<T> {
  const reservation = await reserveGuess({ kind, ip: writer.ip, target: `user:${writer.user.id}`, promotionId });
  try {
    return await work();
  } catch (error) {
    await releaseGuess(reservation);
    throw error;
  }
}

const between = (promotionId: number, a: number, b: number): Prisma.FriendshipWhereInput => ({
  promotion_id: promotionId, OR: [{ friender_id: a, friendee_id: b }, { friender_id: b, friendee_id: a }],
});

type Target = { kind: 'user'; id: number } | { kind: 'email'; email: string };

/** Whom a request is for: a participant of the promotion (by id, or by an address that has an account), or an address. */
async function resolveTarget(promotion: ResolvedPromotion, user: UserRow, input: { friendee_id?: number | null; friend_email?: string | null }): Promise<Target> {
  if (input.friendee_id != null) {
    if (input.friendee_id === user.id) throw new Invalid(M.noRequestToYourself);
    const target = await db.user.findFirst({
      where: { id: input.friendee_id, promotion_id: promotion.id, deleted_at: null, role: { in: [...PARTICIPANT_ROLES] } }, select: { id: true },
    });
    if (!target) throw new NotFound(M.userNotFound);
    return { kind: 'user', id: target.id };
  }
  const email = input.friend_email!;
  if (email === user.email.toLowerCase()) throw new Invalid(M.noRequestToYourself);
  const account = await db.user.findFirst({ where: { promotion_id: promotion.id, email }, select: { id: true, role: true, deleted_at: true } });
  if (account) {
    if (account.deleted_at || !PARTICIPANT_ROLES.includes(account.role as Role)) throw new Invalid(M.notAParticipant);
    return { kind: 'user', id: account.id };
  }
  if (!(await canInviteByEmail(promotion))) throw new Invalid(M.registrationClosed);
  return { kind: 'email', email };
}

/** Writes the pending row under the pair's lock, after the rules (see the file comment). */
async function createRequest(promotion: ResolvedPromotion, writer: FriendWriter, target: Target, message: string | null): Promise<FriendshipRow> {
  const me = writer.user.id;
  return withDomainEvents(async (tx, events) => {
    if (target.kind === 'user') {
      await lockPairSql.run(tx, promotion.id, pairKey(me, target.id));
      const rows = await tx.friendship.findMany({ where: between(promotion.id, me, target.id), select: { friender_id: true, status: true } });
      if (rows.some((r) => r.status === FRIENDSHIP_STATUS.moderator)) throw new Forbidden(M.moderator);
      if (rows.some((r) => r.status === FRIENDSHIP_STATUS.accepted)) throw new Invalid(M.alreadyFriends);
      const pending = rows.filter((r) => r.status === FRIENDSHIP_STATUS.pending);
      if (pending.some((r) => r.friender_id === me)) throw new Invalid(M.alreadyRequested);
      if (pending.length) throw new Invalid(M.theyAlreadyAsked);
      // A declined request makes way for the new one: one row per pair tells the whole story.
      await tx.friendship.deleteMany({ where: { ...between(promotion.id, me, target.id), status: FRIENDSHIP_STATUS.declined } });
    } else {
      await lockPairSql.run(tx, promotion.id, emailKey(me, target.email));
      const invited = await tx.friendship.findFirst({
        where: { promotion_id: promotion.id, friender_id: me, friendee_id: null, friend_email: target.email, status: FRIENDSHIP_STATUS.pending }, select: { id: true },
      });
      if (invited) throw new Invalid(M.alreadyInvited);
    }
    const row = await tx.friendship.create({
      data: {
        promotion_id: promotion.id, friender_id: me, status: FRIENDSHIP_STATUS.pending, message,
        friendee_id: target.kind === 'user' ? target.id : null, friend_email: target.kind === 'email' ? target.email : null,
      },
      select: friendshipSelect,
    });
    recordRequested(events, promotion, writer, row, false);
    return row;
  });
}

function recordRequested(events: EventRecorder, promotion: ResolvedPromotion, writer: FriendWriter, row: { id: number; friendee_id: number | null; friend_email: string | null; message: string | null }, resent: boolean) {
  events.record('friend.requested', {
    promotionId: promotion.id, friendshipId: row.id, userId: writer.user.id, friendId: row.friendee_id, email: row.friendee_id === null ? row.friend_email : null,
    message: row.message, actorName: nameOf(writer.user), resent,
  });
}

/** POST /friendships: a new pending request (status P) to a participant or an address. */
export async function requestFriendship(promotion: ResolvedPromotion, writer: FriendWriter, input: CreateFriendshipInput): Promise<FriendshipRow> {
  const target = await resolveTarget(promotion, writer.user, input);
  return throttled('friend_request', writer, promotion.id, () => createRequest(promotion, writer, target, input.message ?? null));
}

/** The row, for one of its two people; anyone else (or another promotion) finds nothing. */
async function friendshipOf(promotion: ResolvedPromotion, user: UserRow, id: number): Promise<FriendshipRow> {
  const row = await findFriendship(promotion.id, id);
  if (!row || !isFriendshipParty(user, row)) throw new NotFound(M.friendshipNotFound);
  if (row.status === FRIENDSHIP_STATUS.moderator) throw new Forbidden(M.moderator);
  return row;
}

/** PUT /friendships/{id}: accept (A) or decline (D) by the friendee; resend (P) by the friender. Answers the row. */
export async function updateFriendship(promotion: ResolvedPromotion, writer: FriendWriter, id: number, input: UpdateFriendshipInput): Promise<FriendshipRow> {
  const row = await friendshipOf(promotion, writer.user, id);
  if (input.status === FRIENDSHIP_STATUS.pending) return resendFriendship(promotion, writer, row, input);
  if (!mayAnswerFriendship(writer.user, row)) throw new Forbidden(M.onlyFriendeeAnswers);
  if (row.status !== FRIENDSHIP_STATUS.pending) throw new Invalid(M.alreadyAnswered);
  const accept = input.status === FRIENDSHIP_STATUS.accepted;
  await withDomainEvents(async (tx, events) => {
    await lockFor(tx, promotion.id, row);
    // Only a request still pending is answered: of two answers at once, one wins.
    const answered = await tx.friendship.updateMany({ where: { id, status: FRIENDSHIP_STATUS.pending }, data: { status: input.status } });
    if (answered.count !== 1) throw new Invalid(M.alreadyAnswered);
    if (!accept) return;
    const frienderId = row.friender_id;
    // Requests the other way (older data) are settled by this friendship.
    await tx.friendship.deleteMany({ where: { ...between(promotion.id, frienderId, writer.user.id), status: FRIENDSHIP_STATUS.pending, id: { not: id } } });
    // buddies_added counts accepted friendships (server/badges/counters.ts): both people gained a friend.
    for (const userId of [writer.user.id, frienderId]) await awardBadgesFor(tx, { userId, promotionId: promotion.id, category: 'buddies_added' }, events);
    events.record('friend.accepted', { promotionId: promotion.id, friendshipId: id, userId: writer.user.id, friendId: frienderId, actorName: nameOf(writer.user) });
  });
  return (await findFriendship(promotion.id, id))!;
}

/** Resend: the request stays pending, its time (and message, when given) renewed; an address gets the mail again. */
async function resendFriendship(promotion: ResolvedPromotion, writer: FriendWriter, row: FriendshipRow, input: UpdateFriendshipInput): Promise<FriendshipRow> {
  if (!mayResendFriendship(writer.user, row)) throw new Forbidden(M.onlyFrienderResends);
  if (row.status !== FRIENDSHIP_STATUS.pending) throw new Invalid(M.notPending);
  if (input.friendee_id != null && input.friendee_id !== row.friendee_id) throw new Invalid(M.otherPerson);
  if (input.friend_email != null && row.friend_email !== null && input.friend_email !== row.friend_email) throw new Invalid(M.otherPerson);
  if (row.friendee_id === null && !(await canInviteByEmail(promotion))) throw new Invalid(M.registrationClosed);
  await throttled('friend_request', writer, promotion.id, () => withDomainEvents(async (tx, events) => {
    await lockFor(tx, promotion.id, row);
    const resent = await tx.friendship.updateMany({
      where: { id: row.id, status: FRIENDSHIP_STATUS.pending },
      data: { updated_at: new Date(), ...(input.message ? { message: input.message } : {}) },
    });
    if (resent.count !== 1) throw new Invalid(M.notPending);
    recordRequested(events, promotion, writer, { ...row, message: input.message ?? row.message }, true);
  }));
  return (await findFriendship(promotion.id, row.id))!;
}

/** DELETE /friendships/{id}: the friender withdraws a pending request; either friend removes a friendship. */
export async function deleteFriendship(promotion: ResolvedPromotion, user: UserRow, id: number): Promise<void> {
  const row = await friendshipOf(promotion, user, id);
  if (!mayDeleteFriendship(user, row)) throw new Forbidden(M.onlyFrienderWithdraws);
  await db.friendship.deleteMany({ where: { id, promotion_id: promotion.id, status: { not: FRIENDSHIP_STATUS.moderator } } });
}

/**
 * POST /emails/invite: a request to each address (whitespace stripped, split on ; or ,). An address with an account
 * in the promotion becomes a request to that participant; one without an invitation mail. Every address is checked
 * first (nothing is sent while one is malformed); then each is asked on its own, and the ones a rule refuses (already
 * friends, already invited…) are answered as skipped with the reason.
 */
export async function inviteByEmails(promotion: ResolvedPromotion, writer: FriendWriter, input: InviteEmailsInput): Promise<InviteResult> {
  const emails = [...new Set(splitInviteEmails(input.emails).map((e) => e.toLowerCase()))];
  if (emails.length === 0) throw new Invalid(M.noInviteEmails);
  if (emails.length > MAX_INVITE_EMAILS) throw new Invalid(M.tooManyEmails(MAX_INVITE_EMAILS));
  const invalid = emails.filter((e) => !isInviteEmail(e));
  if (invalid.length) throw new Invalid(invalid.map(M.invalidEmail));
  const result: InviteResult = { invited: [], skipped: [] };
  for (const email of emails) {
    try {
      const target = await resolveTarget(promotion, writer.user, { friend_email: email });
      const row = await throttled('friend_request', writer, promotion.id, () => createRequest(promotion, writer, target, input.message ?? null));
      result.invited.push({ email, friendship_id: row.id, has_account: row.friendee_id !== null });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // Over the flood limit before anything was sent: the whole call is the 429.
      if (error instanceof TooManyRequests && result.invited.length === 0) throw error;
      result.skipped.push({ email, reason: error.messages[0] ?? M.notAParticipant });
    }
  }
  return result;
}

/** POST /friendships/{id}/email: a message to a friend, by email. Only across an accepted friendship. */
export async function emailFriend(promotion: ResolvedPromotion, writer: FriendWriter, id: number, input: FriendEmailInput): Promise<void> {
  const row = await friendshipOf(promotion, writer.user, id);
  if (!mayEmailFriend(writer.user, row)) throw new Forbidden(M.notFriends);
  const friendId = row.friender_id === writer.user.id ? row.friendee_id! : row.friender_id;
  const friend = await db.user.findFirst({
    where: { id: friendId, promotion_id: promotion.id, deleted_at: null }, select: { email: true, locale: true, profile: { select: { first_name: true } } },
  });
  if (!friend) throw new NotFound(M.userNotFound);
  await throttled('friend_email', writer, promotion.id, async () => {
    // In the friend's language, not the sender's.
    const locale = negotiateLocale({ saved: friend.locale, promotionDefault: promotion.row.default_locale });
    const mail = friendEmail({
      senderName: nameOf(writer.user), senderEmail: writer.user.email, recipientFirstName: friend.profile?.first_name ?? null, message: input.message,
      locale, friendLabel: labelsFor(locale, promotion.row).lower.friend,
    });
    await sendEmail({ to: friend.email, ...mail, kind: 'friend_email', promotionId: promotion.id, locale });
  });
}
