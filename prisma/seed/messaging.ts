// Conversations of every type (i individual, g group, t team) with members and messages. Each member's
// last_message_at mirrors the conversation's (as the send mutation keeps it); last_seen_at gives unseen threads.
import { once, type Tx } from './lib/once.ts';
import { insertMany } from './lib/bulk.ts';
import type { SeedContext } from './lib/context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { at } from './dates.ts';
import { loadParticipants } from './participants.ts';
import { circleOf } from './social-friends.ts';
import { MAYA_JORDAN, MAYA_FRIEND, LUNCH_WALKERS, TEAM_CHAT, type Thread } from './data/messages.ts';

interface ConversationPlan {
  type: 'i' | 'g' | 't';
  name?: string;
  teamId?: number;
  members: number[];
  thread: Thread;
  startDaysAgo: number;
  /** Members (by index) who have not opened the latest messages yet. */
  unseen?: number[];
  muted?: number[];
  left?: number[];
}

export async function seedMessaging(ctx: SeedContext): Promise<void> {
  const { db, acme } = ctx;
  await once(
    db, 'messaging',
    async () => (await db.conversation.count({ where: { promotion_id: acme.id } })) > 0,
    async (tx) => {
      const { maya, jordan, settled } = circleOf(await loadParticipants(ctx));
      const teams = await tx.team.findMany({
        where: { promotion_id: acme.id, status: { not: 2 } }, orderBy: { id: 'asc' },
        select: { id: true, name: true, members: { select: { user_id: true, is_leader: true }, orderBy: { is_leader: 'desc' } } },
      });
      const plans: ConversationPlan[] = [
        { type: 'i', members: [maya.id, jordan.id], thread: MAYA_JORDAN, startDaysAgo: 6, unseen: [0] },
        { type: 'i', members: [maya.id, settled[2].id], thread: MAYA_FRIEND, startDaysAgo: 3 },
        { type: 'g', name: 'Lunch walkers', members: [maya.id, jordan.id, settled[0].id, settled[4].id, settled[6].id], thread: LUNCH_WALKERS, startDaysAgo: 10, muted: [3], left: [4] },
        ...teams.map((t, i): ConversationPlan => ({
          type: 't', name: t.name, teamId: t.id, members: t.members.map((m) => m.user_id),
          thread: TEAM_CHAT.filter(([speaker]) => speaker < t.members.length), startDaysAgo: 12 - i, unseen: i === 0 ? [] : [1],
        })),
      ];
      for (const plan of plans) await writeConversation(tx, acme.id, plan, acme.daysSoFar);
    },
    ctx.log,
  );
}

async function writeConversation(tx: Tx, promotionId: number, plan: ConversationPlan, days: string[]) {
  const start = days[Math.max(0, days.length - 1 - plan.startDaysAgo)];
  const startAt = at(start, 9);
  const step = Math.max(1, Math.floor((Date.now() - 3_600_000 - startAt.getTime()) / (plan.thread.length + 1)));
  const times = plan.thread.map((_, i) => new Date(startAt.getTime() + (i + 1) * step));
  const last = times[times.length - 1] ?? startAt;
  const conversation = await tx.conversation.create({
    data: {
      promotion_id: promotionId, conversation_type: plan.type, team_id: plan.teamId ?? null, name: plan.name ?? null,
      created_by_id: plan.members[0], last_message_at: last, created_at: startAt,
    },
    select: { id: true },
  });
  await tx.conversationMember.createMany({
    data: plan.members.map((userId, i) => {
      const seenUpTo = plan.unseen?.includes(i) ? times[times.length - 2] ?? startAt : last;
      return {
        conversation_id: conversation.id, user_id: userId, promotion_id: promotionId, last_message_at: last, last_seen_at: seenUpTo,
        muted: plan.muted?.includes(i) ?? false, left_at: plan.left?.includes(i) ? new Date(last.getTime() + 60_000) : null, created_at: startAt,
      };
    }),
  });
  const messages: Prisma.MessageCreateManyInput[] = [
    // Group and team conversations open with a 'created' action row (shown as "… started the conversation").
    ...(plan.type === 'i' ? [] : [{ promotion_id: promotionId, conversation_id: conversation.id, user_id: plan.members[0], action: 'created', content: '', created_at: startAt }]),
    ...plan.thread.map(([speaker, text], i) => ({
      promotion_id: promotionId, conversation_id: conversation.id, user_id: plan.members[speaker % plan.members.length], action: 'message', content: text, created_at: times[i],
    })),
  ];
  await insertMany(tx, 'messages', messages);
}
