// Writes of messaging: start a conversation (or reuse the individual one of two people), send a message, add and
// remove group members, rename a group, leave, mark seen, mute. Only current members change a conversation; a
// team's conversation follows its team (team-conversation.ts). Realtime and notifications follow after the commit
// (server/composition/fan-out/messaging.ts).
import { db, type Tx } from '@/server/db';
import { dispatchEvents, withDomainEvents } from '@/server/events/domain-events';
import type { DomainEventMap } from '@/server/events/types';
import { Forbidden, Invalid, NotFound } from '@/server/platform/errors';
import { friendsAmong } from '@/server/friends/queries';
import { checkedPhoto } from '@/server/wall/targets';
import { reserveGuess } from '@/server/security/guess-throttle';
import { mayChangeConversation } from '@/server/auth/abilities';
import type { Actor } from '@/server/auth/actor';
import type { UserRow } from '@/server/users/queries';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { isParticipant, type Role } from '@/lib/roles';
import { fullName } from '@/lib/users/names';
import { MESSAGING_MESSAGES } from '@/lib/messaging/messages';
import type { ChangeMembersInput, ConversationVolumeInput, CreateConversationInput, SendMessageInput } from '@/lib/messaging/schemas';
import type { Message } from '@/lib/messaging/types';
import { membershipOrNotFound, type Membership } from './queries';
import { lockPairSql, markSeenSql, sendMessageSql } from './sql';
import { serializeMessage } from './serialize';

/** Who is writing: the account and the request's client address (the flood limit keys on the account). */
export interface MessageWriter {
  actor: Actor;
  user: UserRow;
  ip: string;
}

const senderName = (user: UserRow) => fullName(user.profile?.first_name, user.profile?.last_name) || 'Someone';

/** A message is text, a photo its writer uploaded to this promotion, or both; the default image counts as none. */
async function checkedMessage(promotionId: number, writerId: number, input: { content: string; image?: string | null }) {
  const image = (await checkedPhoto(promotionId, writerId, input.image))?.url ?? null;
  if (!input.content && !image) throw new Invalid(MESSAGING_MESSAGES.contentOrImage);
  return { content: input.content, image };
}

/**
 * People to put in a conversation: others (never the writer), participants of the promotion, each an accepted
 * friend of the writer (the one friendship rule, server/friends/queries.ts).
 */
async function checkedPeople(promotionId: number, actor: Actor, ids: number[], notFriends: string): Promise<number[]> {
  const others = [...new Set(ids)].filter((id) => id !== actor.id);
  if (others.length === 0) throw new Invalid(MESSAGING_MESSAGES.cannotMessageSelf);
  const users = await db.user.findMany({ where: { id: { in: others }, promotion_id: promotionId, deleted_at: null }, select: { id: true, role: true } });
  // Another promotion's person, or no such person: 404, the answer a friend request to them gets.
  if (users.length !== others.length || users.some((u) => !isParticipant(u.role as Role))) throw new NotFound(MESSAGING_MESSAGES.memberNotFound);
  const friends = await friendsAmong(promotionId, actor.id, others);
  if (others.some((id) => !friends.has(id))) throw new Invalid(notFriends);
  return others;
}

const throttle = (writer: MessageWriter, promotionId: number) =>
  reserveGuess({ kind: 'message_send', ip: writer.ip, target: `user:${writer.actor.id}`, promotionId });

interface Sent {
  id: number;
  created_at: Date;
  recipient_ids: number[];
}

/** The message row, written only while the sender is a current member (else 404). */
async function writeMessage(tx: Tx | typeof db, promotionId: number, conversationId: number, writer: MessageWriter, message: { content: string; image: string | null }): Promise<Sent> {
  const sent = await sendMessageSql.first(tx, promotionId, conversationId, writer.actor.id, message.content, message.image, 'message');
  if (!sent) throw new NotFound(MESSAGING_MESSAGES.conversationNotFound);
  return sent;
}

const messageSent = (promotionId: number, conversationId: number, writer: MessageWriter, sent: Sent): DomainEventMap['message.sent'] => ({
  promotionId, conversationId, messageId: sent.id, senderId: writer.actor.id, senderName: senderName(writer.user), recipientIds: sent.recipient_ids,
});

const asMessage = (writer: MessageWriter, conversationId: number, message: { content: string; image: string | null }, sent: Sent): Message =>
  serializeMessage({
    id: sent.id, conversation_id: conversationId, content: message.content, image_url: message.image, action: 'message', user_id: writer.actor.id,
    first_name: writer.user.profile?.first_name ?? null, last_name: writer.user.profile?.last_name ?? null,
    user_image: writer.user.profile?.image_url ?? null, created_at: sent.created_at,
  });

/** POST /conversations/{id}/messages: one statement (message, last_message_at everywhere, sender's seen), then fan-out. */
export async function sendMessage(promotion: ResolvedPromotion, writer: MessageWriter, conversationId: number, input: SendMessageInput): Promise<Message> {
  const message = await checkedMessage(promotion.id, writer.actor.id, input);
  await throttle(writer, promotion.id);
  // One statement is its own transaction: the events follow its commit.
  const sent = await writeMessage(db, promotion.id, conversationId, writer, message);
  await dispatchEvents({ type: 'message.sent', payload: messageSent(promotion.id, conversationId, writer, sent) });
  return asMessage(writer, conversationId, message, sent);
}

/** The individual conversation both people are still in, if there is one. */
function findIndividual(tx: Tx, promotionId: number, a: number, b: number) {
  return tx.conversation.findFirst({
    where: {
      promotion_id: promotionId, conversation_type: 'i',
      AND: [{ members: { some: { user_id: a, left_at: null } } }, { members: { some: { user_id: b, left_at: null } } }],
    },
    orderBy: { last_message_at: { sort: 'desc', nulls: 'last' } },
    select: { id: true },
  });
}

/**
 * POST /conversations {content, image, members, name?}: with one other person, their individual conversation (the
 * existing one gets the message appended, `created` false); with more, a new group opened by a 'created' row.
 */
export async function createConversation(
  promotion: ResolvedPromotion, writer: MessageWriter, input: CreateConversationInput,
): Promise<{ id: number; created: boolean }> {
  const { actor } = writer;
  const others = await checkedPeople(promotion.id, actor, input.members, MESSAGING_MESSAGES.notFriends);
  const message = await checkedMessage(promotion.id, writer.actor.id, input);
  await throttle(writer, promotion.id);
  const type = others.length === 1 ? 'i' : 'g';
  return withDomainEvents(async (tx, events) => {
    if (type === 'i') {
      await lockPairSql.run(tx, actor.id, others[0]);
      const existing = await findIndividual(tx, promotion.id, actor.id, others[0]);
      if (existing) {
        events.record('message.sent', messageSent(promotion.id, existing.id, writer, await writeMessage(tx, promotion.id, existing.id, writer, message)));
        return { id: existing.id, created: false };
      }
    }
    const conversation = await tx.conversation.create({
      data: { promotion_id: promotion.id, conversation_type: type, name: type === 'g' ? (input.name ?? null) : null, created_by_id: actor.id },
      select: { id: true },
    });
    const memberIds = [actor.id, ...others];
    await tx.conversationMember.createMany({ data: memberIds.map((user_id) => ({ conversation_id: conversation.id, user_id, promotion_id: promotion.id })) });
    // Group conversations open with "… started the conversation".
    if (type === 'g') await sendMessageSql.first(tx, promotion.id, conversation.id, actor.id, '', null, 'created');
    events.record('conversation.changed', { promotionId: promotion.id, conversationId: conversation.id, type: 'conversation', memberIds, removedIds: [] });
    events.record('message.sent', messageSent(promotion.id, conversation.id, writer, await writeMessage(tx, promotion.id, conversation.id, writer, message)));
    return { id: conversation.id, created: true };
  });
}

/** The rules every change of a conversation passes: a current member, and a group (a team's follows its team). */
async function changeableOrThrow(promotionId: number, actor: Actor, conversationId: number): Promise<Membership> {
  const membership = await membershipOrNotFound(promotionId, actor.id, conversationId);
  if (membership.conversation.conversation_type === 't') throw new Forbidden(MESSAGING_MESSAGES.teamConversation);
  if (!mayChangeConversation(membership.conversation)) throw new Invalid(MESSAGING_MESSAGES.groupsOnly);
  return membership;
}

const currentMemberIds = async (tx: Tx, conversationId: number) =>
  (await tx.conversationMember.findMany({ where: { conversation_id: conversationId, left_at: null }, select: { user_id: true }, orderBy: { user_id: 'asc' } }))
    .map((m) => m.user_id);

/**
 * POST /conversations/{id}/users {operation, members}. add: the adder's friends join (people who had left rejoin).
 * remove: current members leave; when one person or none would be left, the conversation closes for them too
 * (social-engagement.md §4: removing members until one is left clears the conversation). Answers whether the caller
 * is still a member.
 */
export async function changeMembers(promotion: ResolvedPromotion, actor: Actor, conversationId: number, input: ChangeMembersInput): Promise<boolean> {
  await changeableOrThrow(promotion.id, actor, conversationId);
  if (input.operation === 'add') {
    const added = await checkedPeople(promotion.id, actor, input.members, MESSAGING_MESSAGES.notFriendsToAdd);
    await withDomainEvents(async (tx, events) => {
      const conversation = await tx.conversation.findUniqueOrThrow({ where: { id: conversationId }, select: { last_message_at: true } });
      const known = await tx.conversationMember.findMany({ where: { conversation_id: conversationId, user_id: { in: added } }, select: { user_id: true, left_at: true } });
      const back = known.filter((m) => m.left_at !== null).map((m) => m.user_id);
      const fresh = added.filter((id) => !known.some((m) => m.user_id === id));
      if (back.length === 0 && fresh.length === 0) return;
      // Newcomers see the thread as unseen until they open it.
      await tx.conversationMember.updateMany({
        where: { conversation_id: conversationId, user_id: { in: back } },
        data: { left_at: null, last_message_at: conversation.last_message_at, last_seen_at: null },
      });
      await tx.conversationMember.createMany({
        data: fresh.map((user_id) => ({ conversation_id: conversationId, user_id, promotion_id: promotion.id, last_message_at: conversation.last_message_at })),
      });
      await tx.conversation.update({ where: { id: conversationId }, data: { updated_at: new Date() }, select: { id: true } });
      events.record('conversation.changed', {
        promotionId: promotion.id, conversationId, type: 'action', memberIds: await currentMemberIds(tx, conversationId), removedIds: [],
      });
    });
    return true;
  }
  const wanted = [...new Set(input.members)];
  return withDomainEvents(async (tx, events) => {
    const current = await currentMemberIds(tx, conversationId);
    if (wanted.some((id) => !current.includes(id))) throw new Invalid(MESSAGING_MESSAGES.notMember);
    let remaining = current.filter((id) => !wanted.includes(id));
    const removed = current.filter((id) => wanted.includes(id));
    if (remaining.length <= 1) {
      removed.push(...remaining);
      remaining = [];
    }
    await tx.conversationMember.updateMany({ where: { conversation_id: conversationId, user_id: { in: removed }, left_at: null }, data: { left_at: new Date() } });
    events.record('conversation.changed', { promotionId: promotion.id, conversationId, type: 'action', memberIds: remaining, removedIds: removed });
    return remaining.includes(actor.id);
  });
}

/** PUT /conversations/{id} {name}: a group's name, by a member. */
export async function renameConversation(promotion: ResolvedPromotion, actor: Actor, conversationId: number, name: string): Promise<void> {
  await changeableOrThrow(promotion.id, actor, conversationId);
  await withDomainEvents(async (tx, events) => {
    await tx.conversation.update({ where: { id: conversationId }, data: { name }, select: { id: true } });
    events.record('conversation.changed', {
      promotionId: promotion.id, conversationId, type: 'conversation', memberIds: await currentMemberIds(tx, conversationId), removedIds: [],
    });
  });
}

/** DELETE /conversations/{id}: the caller leaves (an individual or group conversation; a team's follows the team). */
export async function leaveConversation(promotion: ResolvedPromotion, actor: Actor, conversationId: number): Promise<void> {
  const membership = await membershipOrNotFound(promotion.id, actor.id, conversationId);
  if (membership.conversation.conversation_type === 't') throw new Forbidden(MESSAGING_MESSAGES.teamConversation);
  await withDomainEvents(async (tx, events) => {
    const { count } = await tx.conversationMember.updateMany({
      where: { conversation_id: conversationId, user_id: actor.id, left_at: null }, data: { left_at: new Date() },
    });
    if (count === 0) throw new NotFound(MESSAGING_MESSAGES.conversationNotFound);
    events.record('conversation.changed', {
      promotionId: promotion.id, conversationId, type: 'action', memberIds: await currentMemberIds(tx, conversationId), removedIds: [actor.id],
    });
  });
}

/** POST /conversations/{id}/seen: the caller has seen the thread (unseen clears). */
export async function markConversationSeen(promotion: ResolvedPromotion, actor: Actor, conversationId: number): Promise<void> {
  const changed = await markSeenSql.run(db, promotion.id, conversationId, actor.id);
  if (changed === 0) throw new NotFound(MESSAGING_MESSAGES.conversationNotFound);
}

/**
 * PUT /users/{id}/conversation_volume {mute, conversation_ids}: mutes or unmutes the caller's own memberships. An id
 * that is not one of the caller's current conversations is a 404 and nothing changes.
 */
export async function setConversationVolume(promotion: ResolvedPromotion, actor: Actor, input: ConversationVolumeInput) {
  const ids = [...new Set(input.conversation_ids)];
  return db.$transaction(async (tx) => {
    const where = { conversation_id: { in: ids }, user_id: actor.id, promotion_id: promotion.id, left_at: null };
    const { count } = await tx.conversationMember.updateMany({ where, data: { muted: input.mute } });
    if (count !== ids.length) throw new NotFound(MESSAGING_MESSAGES.conversationNotFound);
    return { mute: input.mute, conversation_ids: ids };
  });
}
