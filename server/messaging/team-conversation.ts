// A team's conversation follows the team (social-engagement.md "Team competition"; conversation_type 't'): the teams
// feature calls syncTeamConversation in the transaction of every change of a team's members or name — creating a
// team, accepting an invite or a request, leaving, removing, renaming, deleting. The conversation's people are then
// exactly the team's: newcomers join, people who came back rejoin, people who left are out (left_at), and the
// members' screens hear of it after the commit ('conversation.changed').
import type { Tx } from '@/server/db';
import type { EventRecorder } from '@/server/events/domain-events';
import { sendMessageSql } from './sql';

/** What changed, for the caller's tests and logs. */
export interface TeamConversationSync {
  conversationId: number;
  created: boolean;
  joined: number[];
  left: number[];
}

/**
 * Makes the team's conversation match the team: created if missing (named after the team, opened with a 'created'
 * row by its leader), renamed with the team, members set to the team's current members. A deleted team (status 2)
 * keeps no one in its conversation. Null when the team does not exist.
 */
export async function syncTeamConversation(tx: Tx, teamId: number, events: EventRecorder): Promise<TeamConversationSync | null> {
  const team = await tx.team.findUnique({
    where: { id: teamId },
    select: {
      promotion_id: true, name: true, status: true,
      members: { select: { user_id: true, is_leader: true }, orderBy: [{ is_leader: 'desc' }, { created_at: 'asc' }] },
      conversation: { select: { id: true, name: true, last_message_at: true, members: { select: { user_id: true, left_at: true } } } },
    },
  });
  if (!team) return null;
  const wanted = team.status === 2 ? [] : team.members.map((m) => m.user_id);
  let conversation = team.conversation;
  let created = false;
  if (!conversation) {
    if (wanted.length === 0) return null;
    const made = await tx.conversation.create({
      data: { promotion_id: team.promotion_id, conversation_type: 't', team_id: teamId, name: team.name, created_by_id: wanted[0] },
      select: { id: true, name: true, last_message_at: true },
    });
    conversation = { ...made, members: [] };
    created = true;
  } else if (conversation.name !== team.name) {
    await tx.conversation.update({ where: { id: conversation.id }, data: { name: team.name }, select: { id: true } });
  }
  const conversationId = conversation.id;
  const known = new Map(conversation.members.map((m) => [m.user_id, m.left_at]));
  const fresh = wanted.filter((id) => !known.has(id));
  const back = wanted.filter((id) => known.has(id) && known.get(id) !== null);
  const left = [...known].filter(([id, leftAt]) => leftAt === null && !wanted.includes(id)).map(([id]) => id);

  if (fresh.length) {
    await tx.conversationMember.createMany({
      data: fresh.map((user_id) => ({ conversation_id: conversationId, user_id, promotion_id: team.promotion_id, last_message_at: conversation.last_message_at })),
    });
  }
  if (back.length) {
    await tx.conversationMember.updateMany({
      where: { conversation_id: conversationId, user_id: { in: back } },
      data: { left_at: null, last_message_at: conversation.last_message_at, last_seen_at: null },
    });
  }
  if (left.length) {
    await tx.conversationMember.updateMany({ where: { conversation_id: conversationId, user_id: { in: left }, left_at: null }, data: { left_at: new Date() } });
  }
  // "… started the conversation", as group conversations open; it also gives the new conversation its place in lists.
  if (created) await sendMessageSql.first(tx, team.promotion_id, conversationId, wanted[0], '', null, 'created');

  const renamed = !created && conversation.name !== team.name;
  const joined = [...fresh, ...back];
  if (created || renamed || joined.length || left.length) {
    events.record('conversation.changed', {
      promotionId: team.promotion_id, conversationId, type: created || renamed ? 'conversation' : 'action', memberIds: wanted, removedIds: left,
    });
  }
  return { conversationId, created, joined, left };
}
