// What follows a message or a conversation change after the commit, end to end through the real sidecar: members'
// sockets hear conversationAlert (the sender's other tabs too), nobody else's does; leaving drops the conversation
// (remove_conversation) for the leaver. Message notifications collapse to one per conversation until cleared, and
// muted members get none. The team hook keeps a team's conversation equal to its members.
import { describe, expect, it } from 'vitest';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { befriend, createCompetition, createTeam } from '../helpers/journey-factories';
import { callRoute } from '../helpers/http';
import { eventsDuring, nextEvent, testSidecar } from '../helpers/realtime-sockets';
import { listenToRealtime } from '../helpers/realtime-events';
import { POST as createConversation } from '@/app/api/conversations/route';
import { DELETE as leave } from '@/app/api/conversations/[id]/route';
import { POST as send } from '@/app/api/conversations/[id]/messages/route';
import { GET as listConversations } from '@/app/api/users/[id]/conversations/route';
import { PUT as volume } from '@/app/api/users/[id]/conversation_volume/route';
import { db } from '@/server/db';
import { withDomainEvents } from '@/server/events/domain-events';
import { syncTeamConversation } from '@/server/messaging/team-conversation';
import { todayIn } from '@/lib/promotion-dates';
import type { ConversationAlert } from '@/lib/realtime/events';

type P = Awaited<ReturnType<typeof createPromotion>>;
const sidecar = testSidecar();
const realtime = listenToRealtime();

async function person(p: P, firstName: string) {
  const user = await createUser({ promotionId: p.id, firstName, lastName: 'Lee' });
  return { id: user.id, cookie: await signInCookie(user, { promotionId: p.id }), host: p.host };
}
type Who = Awaited<ReturnType<typeof person>>;

const start = (who: Who, members: number[], content = 'Hello', name?: string) =>
  callRoute(createConversation, { method: 'POST', host: who.host, path: '/api/conversations', cookie: who.cookie, body: { content, members, name } });
const sendTo = (who: Who, id: number, content: string) =>
  callRoute(send, { method: 'POST', host: who.host, path: `/api/conversations/${id}/messages`, cookie: who.cookie, params: { id: String(id) }, body: { content } });
const messageNotifications = (userId: number, conversationId: number) =>
  db.notification.findMany({ where: { user_id: userId, key: `message_${conversationId}` }, orderBy: { id: 'asc' } });

describe('conversationAlert', () => {
  it('a message reaches every member’s sockets (the sender’s other tab too) and no one else’s', async () => {
    const p = await createPromotion();
    const maya = await person(p, 'Maya');
    const jordan = await person(p, 'Jordan');
    const outsider = await person(p, 'Out');
    await befriend(p.id, maya, jordan);
    const id = (await start(maya, [jordan.id])).json.id as number;

    const jordanTab = await sidecar.connect(p.host, jordan.cookie);
    const mayaOtherTab = await sidecar.connect(p.host, maya.cookie);
    const outsiderTab = await sidecar.connect(p.host, outsider.cookie);
    let messageId = 0;
    const seenOutside = await eventsDuring(outsiderTab, async () => {
      const toJordan = nextEvent<ConversationAlert>(jordanTab, 'conversationAlert');
      const toMaya = nextEvent<ConversationAlert>(mayaOtherTab, 'conversationAlert');
      const res = await sendTo(maya, id, 'Are you in?');
      expect(res.status).toBe(201);
      messageId = res.json.id;
      expect(await toJordan).toEqual({ type: 'message', conversation_id: id, message_id: messageId });
      expect(await toMaya).toEqual({ type: 'message', conversation_id: id, message_id: messageId });
    });
    expect(seenOutside).toEqual([]);
  });

  it('leaving: the leaver hears remove_conversation, the others an action alert; the conversation drops out of the leaver’s list', async () => {
    const p = await createPromotion();
    const [maya, jordan, sam] = [await person(p, 'Maya'), await person(p, 'Jordan'), await person(p, 'Sam')];
    await befriend(p.id, maya, jordan);
    await befriend(p.id, maya, sam);
    const id = (await start(maya, [jordan.id, sam.id], 'Hi all', 'Walkers')).json.id as number;
    const samTab = await sidecar.connect(p.host, sam.cookie);
    const mayaTab = await sidecar.connect(p.host, maya.cookie);
    const toSam = nextEvent<ConversationAlert>(samTab, 'conversationAlert');
    const toMaya = nextEvent<ConversationAlert>(mayaTab, 'conversationAlert');
    const res = await callRoute(leave, { method: 'DELETE', host: p.host, path: `/api/conversations/${id}`, cookie: sam.cookie, params: { id: String(id) } });
    expect(res.status).toBe(204);
    expect(await toSam).toEqual({ type: 'remove_conversation', conversation_id: id });
    expect(await toMaya).toEqual({ type: 'action', conversation_id: id });
    const list = await callRoute(listConversations, { host: p.host, path: '/api/users/me/conversations', cookie: sam.cookie, params: { id: 'me' } });
    expect(list.json.data).toEqual([]);
  });
});

describe('message notifications', () => {
  it('collapse per conversation: two messages are one unread notification saying the latest; once cleared, the next starts a new one', async () => {
    const p = await createPromotion();
    const maya = await person(p, 'Maya');
    const jordan = await person(p, 'Jordan');
    await befriend(p.id, maya, jordan);
    const id = (await start(maya, [jordan.id], 'One')).json.id as number;
    await db.notification.updateMany({ where: { user_id: jordan.id }, data: { read: true, seen: true } });
    await sendTo(maya, id, 'Two');
    const rows = await messageNotifications(jordan.id, id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      title: 'New message', message: 'Maya Lee sent you a message.', link: `/messages?conversation=${id}`, read: false, seen: false, cleared: false,
    });
    // The sender is not notified of their own message.
    expect(await messageNotifications(maya.id, id)).toEqual([]);
    await realtime.waitFor(() => realtime.events.some((e) => e.channel === `user_${jordan.id}` && e.event === 'notificationPublished' && e.data.id === rows[0].id));
    expect(realtime.events.filter((e) => e.channel === `user_${jordan.id}` && e.event === 'notificationPublished' && e.data.key === `message_${id}`).length).toBeGreaterThanOrEqual(2);

    await db.notification.updateMany({ where: { id: rows[0].id }, data: { cleared: true, read: true, seen: true } });
    await sendTo(maya, id, 'Three');
    const after = await messageNotifications(jordan.id, id);
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({ cleared: false, read: false });
  });

  it('a group names itself in the notification; a muted member gets none', async () => {
    const p = await createPromotion();
    const [maya, jordan, sam] = [await person(p, 'Maya'), await person(p, 'Jordan'), await person(p, 'Sam')];
    await befriend(p.id, maya, jordan);
    await befriend(p.id, maya, sam);
    const id = (await start(maya, [jordan.id, sam.id], 'First', 'Walkers')).json.id as number;
    expect((await messageNotifications(jordan.id, id))[0].message).toBe('Maya Lee sent a message in Walkers.');
    const muted = await callRoute(volume, {
      method: 'PUT', host: p.host, path: '/api/users/me/conversation_volume', cookie: sam.cookie, params: { id: 'me' }, body: { mute: true, conversation_ids: [id] },
    });
    expect(muted.status).toBe(200);
    await db.notification.deleteMany({ where: { user_id: sam.id } });
    await sendTo(jordan, id, 'Quiet please');
    expect(await messageNotifications(sam.id, id)).toEqual([]);
    expect((await messageNotifications(maya.id, id))[0].message).toBe('Jordan Lee sent a message in Walkers.');
  });
});

describe('the team hook (syncTeamConversation)', () => {
  it('creates the team’s conversation, then keeps its members and name equal to the team’s', async () => {
    const p = await createPromotion();
    const [lead, ann, bo, cy] = [await person(p, 'Lead'), await person(p, 'Ann'), await person(p, 'Bo'), await person(p, 'Cy')];
    const competition = await createCompetition(p.id, todayIn('America/New_York'));
    const team = await createTeam(competition, 'Striders', { members: [lead, ann, bo] });
    const sync = () => withDomainEvents((tx, events) => syncTeamConversation(tx, team.id, events));
    const current = async (conversationId: number) =>
      (await db.conversationMember.findMany({ where: { conversation_id: conversationId, left_at: null }, select: { user_id: true } })).map((m) => m.user_id).sort((a, b) => a - b);

    const created = (await sync())!;
    expect(created.created).toBe(true);
    const conversation = await db.conversation.findUniqueOrThrow({ where: { id: created.conversationId }, include: { messages: true } });
    expect(conversation).toMatchObject({ conversation_type: 't', team_id: team.id, name: 'Striders' });
    expect(conversation.messages.map((m) => [m.action, m.user_id])).toEqual([['created', lead.id]]);
    expect(await current(created.conversationId)).toEqual([lead.id, ann.id, bo.id].sort((a, b) => a - b));
    const list = await callRoute(listConversations, { host: p.host, path: '/api/users/me/conversations', cookie: ann.cookie, params: { id: 'me' } });
    expect(list.json.data[0]).toMatchObject({ id: created.conversationId, conversation_type: 't', conversation_type_id: team.id, name: 'Striders' });

    // Bo leaves the team, Cy joins, the team is renamed: Bo hears remove_conversation, Cy is in.
    const boTab = await sidecar.connect(p.host, bo.cookie);
    const cyTab = await sidecar.connect(p.host, cy.cookie);
    const toBo = nextEvent<ConversationAlert>(boTab, 'conversationAlert');
    const toCy = nextEvent<ConversationAlert>(cyTab, 'conversationAlert');
    await db.teamMember.deleteMany({ where: { team_id: team.id, user_id: bo.id } });
    await db.teamMember.create({ data: { promotion_id: p.id, competition_id: competition.id, team_id: team.id, user_id: cy.id } });
    await db.team.update({ where: { id: team.id }, data: { name: 'Fast Striders' } });
    const changed = (await sync())!;
    expect(changed).toMatchObject({ created: false, joined: [cy.id], left: [bo.id] });
    expect(await toBo).toEqual({ type: 'remove_conversation', conversation_id: created.conversationId });
    expect(await toCy).toEqual({ type: 'conversation', conversation_id: created.conversationId });
    expect(await current(created.conversationId)).toEqual([lead.id, ann.id, cy.id].sort((a, b) => a - b));
    expect((await db.conversation.findUniqueOrThrow({ where: { id: created.conversationId } })).name).toBe('Fast Striders');

    // Bo comes back: the same membership row rejoins. Nothing changed: nothing is recorded.
    await db.teamMember.create({ data: { promotion_id: p.id, competition_id: competition.id, team_id: team.id, user_id: bo.id } });
    expect((await sync())!.joined).toEqual([bo.id]);
    expect(await db.conversationMember.count({ where: { conversation_id: created.conversationId, user_id: bo.id } })).toBe(1);
    expect(await sync()).toMatchObject({ joined: [], left: [] });
    expect(await db.conversation.count({ where: { team_id: team.id } })).toBe(1);

    // A deleted team keeps no one in its conversation.
    await db.team.update({ where: { id: team.id }, data: { status: 2 } });
    expect((await sync())!.left.sort((a, b) => a - b)).toEqual([lead.id, ann.id, bo.id, cy.id].sort((a, b) => a - b));
  });
});
