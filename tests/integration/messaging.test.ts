// Messaging's API against a real database: starting conversations (individual reuse, groups, friends only), sending
// (text or photo, trimmed, bounded, throttled), reading (members only, another promotion's ids 404, keyset pages,
// unseen and seen), membership (add, remove, leave, the one-left rule), rename, mute and the list's statements.
import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { countStatements } from '../helpers/statements';
import { createPromotion, createUser } from '../helpers/factories';
import { befriend, cookieFor, createCompetition, createTeam } from '../helpers/journey-factories';
import { todayIn } from '@/lib/promotion-dates';
import { withDomainEvents } from '@/server/events/domain-events';
import { syncTeamConversation } from '@/server/messaging/team-conversation';
import { POST as createConversation } from '@/app/api/conversations/route';
import { GET as showConversation, PUT as rename, DELETE as leave } from '@/app/api/conversations/[id]/route';
import { POST as changeUsers } from '@/app/api/conversations/[id]/users/route';
import { POST as seen } from '@/app/api/conversations/[id]/seen/route';
import { GET as thread, POST as send } from '@/app/api/conversations/[id]/messages/route';
import { GET as listConversations } from '@/app/api/users/[id]/conversations/route';
import { PUT as volume } from '@/app/api/users/[id]/conversation_volume/route';
import { db } from '@/server/db';
import { MESSAGING_MESSAGES } from '@/lib/messaging/messages';
import type { Conversation, ConversationList, Message, MessagePage } from '@/lib/messaging/types';

type P = Awaited<ReturnType<typeof createPromotion>>;
type Who = { id: number; cookie: string; host: string };

async function person(p: P, firstName: string, lastName = 'Lee'): Promise<Who> {
  const user = await createUser({ promotionId: p.id, firstName, lastName });
  return { id: user.id, cookie: await cookieFor(user), host: p.host };
}

const call = (who: Who, handler: Parameters<typeof callRoute>[0], method: string, path: string, params: Record<string, string> = {}, body?: unknown) =>
  callRoute(handler, { method, host: who.host, path, cookie: who.cookie, params, body });

const start = (who: Who, body: Record<string, unknown>) => call(who, createConversation, 'POST', '/api/conversations', {}, body);
const sendTo = (who: Who, id: number, body: Record<string, unknown>) =>
  call(who, send, 'POST', `/api/conversations/${id}/messages`, { id: String(id) }, body);
const read = (who: Who, id: number, qs = '') =>
  callRoute<MessagePage>(thread, { host: who.host, path: `/api/conversations/${id}/messages${qs ? `?${qs}` : ''}`, cookie: who.cookie, params: { id: String(id) } });
const list = (who: Who, qs = '') =>
  callRoute<ConversationList>(listConversations, { host: who.host, path: `/api/users/me/conversations${qs ? `?${qs}` : ''}`, cookie: who.cookie, params: { id: 'me' } });
const users = (who: Who, id: number, body: Record<string, unknown>) => call(who, changeUsers, 'POST', `/api/conversations/${id}/users`, { id: String(id) }, body);

async function circle(p: P) {
  const maya = await person(p, 'Maya', 'Lopez');
  const jordan = await person(p, 'Jordan', 'Reed');
  const sam = await person(p, 'Sam', 'Kim');
  const stranger = await person(p, 'Stra', 'Nger');
  await befriend(p.id, maya, jordan);
  await befriend(p.id, sam, maya);
  await befriend(p.id, jordan, sam);
  return { maya, jordan, sam, stranger };
}

describe('starting conversations', () => {
  it('one other friend: an individual conversation, reused (not duplicated) with the new message appended', async () => {
    const p = await createPromotion();
    const { maya, jordan } = await circle(p);
    const first = await start(maya, { content: '  Walk at noon?  ', members: [jordan.id], created_at: 'ignored' });
    expect(first.status).toBe(201);
    const c = first.json as Conversation;
    expect(c).toMatchObject({ conversation_type: 'i', conversation_type_id: null, name: null, conversation_name: 'Jordan Reed', unseen: false, muted: false, removed: false });
    expect(c.members).toEqual([{ user_id: jordan.id, friendee_id: jordan.id, full_name: 'Jordan Reed', image: { url: null } }]);
    expect(c.current_messages.map((m) => [m.action, m.content, m.user_name])).toEqual([['message', 'Walk at noon?', 'Maya Lopez']]);

    // Jordan starting a conversation with Maya lands in the same one.
    const again = await start(jordan, { content: 'Yes!', members: [maya.id] });
    expect(again.status).toBe(200);
    expect(again.json.id).toBe(c.id);
    expect((again.json as Conversation).current_messages.map((m) => m.content)).toEqual(['Walk at noon?', 'Yes!']);
    expect(await db.conversation.count({ where: { promotion_id: p.id } })).toBe(1);

    // Once Jordan has left it, a new message from Maya starts a new one.
    expect((await call(jordan, leave, 'DELETE', `/api/conversations/${c.id}`, { id: String(c.id) })).status).toBe(204);
    const fresh = await start(maya, { content: 'Back?', members: [jordan.id] });
    expect(fresh.status).toBe(201);
    expect(fresh.json.id).not.toBe(c.id);
  });

  it('two or more friends: a group opened by a "created" row; a non-friend is a 422 with a clear message and nothing is written', async () => {
    const p = await createPromotion();
    const { maya, jordan, sam, stranger } = await circle(p);
    const group = await start(maya, { content: 'Lunch walkers unite', members: [jordan.id, sam.id], name: '  Lunch walkers ' });
    expect(group.status).toBe(201);
    expect(group.json).toMatchObject({ conversation_type: 'g', name: 'Lunch walkers', conversation_name: 'Lunch walkers' });
    expect((group.json as Conversation).current_messages.map((m) => m.action)).toEqual(['created', 'message']);
    const unnamed = await start(maya, { content: 'Hi both', members: [jordan.id, sam.id] });
    expect(unnamed.json.conversation_name).toBe('Jordan and Sam');

    const before = await db.conversation.count();
    const refused = await start(maya, { content: 'Hi', members: [jordan.id, stranger.id] });
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual([MESSAGING_MESSAGES.notFriends]);
    expect(await db.conversation.count()).toBe(before);
    expect((await start(maya, { content: 'Me', members: [maya.id] })).json.errors).toEqual([MESSAGING_MESSAGES.cannotMessageSelf]);
    expect((await start(maya, { content: 'Hi', members: [] })).status).toBe(422);
  });

  it('another promotion’s person is not found, even a friend there', async () => {
    const p = await createPromotion();
    const other = await createPromotion();
    const maya = await person(p, 'Maya');
    const far = await person(other, 'Far');
    const res = await start(maya, { content: 'Hi', members: [far.id] });
    expect(res.status).toBe(404);
    expect(res.json.errors).toEqual([MESSAGING_MESSAGES.memberNotFound]);
  });
});

describe('sending', () => {
  it('needs text or an uploaded photo; trims; refuses the too long; answers the message as the thread shows it', async () => {
    const p = await createPromotion();
    const { maya, jordan } = await circle(p);
    const id = (await start(maya, { content: 'Hi', members: [jordan.id] })).json.id as number;
    for (const body of [{ content: '   ' }, {}, { content: '', image: null }]) {
      const res = await sendTo(maya, id, body);
      expect(res.status).toBe(422);
      expect(res.json.errors).toEqual([MESSAGING_MESSAGES.contentOrImage]);
    }
    expect((await sendTo(maya, id, { content: 'x'.repeat(2001) })).json.errors).toEqual([MESSAGING_MESSAGES.contentTooLong]);
    expect((await sendTo(maya, id, { content: 'Look', image: 'https://evil.example/p.png' })).status).toBe(422);

    const url = `/uploads/${p.id}/photo.jpg`;
    await db.uploadedFile.create({ data: { promotion_id: p.id, user_id: maya.id, url, storage_key: `k-${p.id}`, content_type: 'image/jpeg', byte_size: 10 } });
    const photo = await sendTo(maya, id, { content: '', image: url });
    expect(photo.status).toBe(201);
    expect(photo.json).toMatchObject({ content: '', image: { url }, action: 'message', user_id: maya.id, user_name: 'Maya Lopez', conversation_id: id });

    const text = await sendTo(jordan, id, { content: '  See you there  ', conversation_id: id, action: 'message' });
    expect(text.status).toBe(201);
    const m = text.json as Message;
    expect(m.content).toBe('See you there');
    expect(m.created_at_milliseconds).toBe(new Date(m.created_at).getTime());
    const page = await read(jordan, id);
    expect(page.json.data.at(-1)).toEqual(m);
  });

  it('one transaction moves the conversation to the top of every member’s list; the sender’s own message is seen', async () => {
    const p = await createPromotion();
    const { maya, jordan, sam } = await circle(p);
    const a = (await start(maya, { content: 'A', members: [jordan.id] })).json.id as number;
    const b = (await start(maya, { content: 'B', members: [sam.id] })).json.id as number;
    expect((await list(maya)).json.data.map((c) => c.id)).toEqual([b, a]);
    await sendTo(jordan, a, { content: 'A again' });
    const mine = (await list(maya)).json;
    expect(mine.data.map((c) => c.id)).toEqual([a, b]);
    expect(mine.meta.total_records).toBe(2);
    expect(mine.data[0]).toMatchObject({ unseen: true, current_messages: [expect.objectContaining({ content: 'A again' })] });
    expect((await list(jordan)).json.data[0]).toMatchObject({ id: a, unseen: false });
    const rows = await db.conversationMember.findMany({ where: { conversation_id: a }, select: { last_message_at: true } });
    const conversation = await db.conversation.findUniqueOrThrow({ where: { id: a } });
    expect(rows.every((r) => r.last_message_at!.getTime() === conversation.last_message_at!.getTime())).toBe(true);

    // Opening it clears unseen.
    expect((await call(maya, seen, 'POST', `/api/conversations/${a}/seen`, { id: String(a) })).status).toBe(204);
    expect((await list(maya)).json.data[0]).toMatchObject({ id: a, unseen: false, last_seen_at_milliseconds: expect.any(Number) });
  });

  it('a flood of messages gets 429', async () => {
    const p = await createPromotion();
    const { maya, jordan } = await circle(p);
    const id = (await start(maya, { content: 'Hi', members: [jordan.id] })).json.id as number;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await sendTo(maya, id, { content: `m${i}` })).status);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('reading', () => {
  it('only members read or write a conversation; one who left, a stranger and another promotion get 404', async () => {
    const p = await createPromotion();
    const other = await createPromotion();
    const { maya, jordan, sam, stranger } = await circle(p);
    const outsider = await person(other, 'Out');
    const id = (await start(maya, { content: 'Private', members: [jordan.id, sam.id] })).json.id as number;
    expect((await read(jordan, id)).status).toBe(200);
    for (const who of [stranger, outsider]) {
      const res = await read(who, id);
      expect(res.status).toBe(404);
      expect((res.json as unknown as { errors: string[] }).errors).toEqual([MESSAGING_MESSAGES.conversationNotFound]);
      expect((await sendTo(who, id, { content: 'Let me in' })).status).toBe(404);
      expect((await call(who, showConversation, 'GET', `/api/conversations/${id}`, { id: String(id) })).status).toBe(404);
      expect((await call(who, seen, 'POST', `/api/conversations/${id}/seen`, { id: String(id) })).status).toBe(404);
      expect((await call(who, leave, 'DELETE', `/api/conversations/${id}`, { id: String(id) })).status).toBe(404);
    }
    expect((await call(sam, leave, 'DELETE', `/api/conversations/${id}`, { id: String(id) })).status).toBe(204);
    expect((await read(sam, id)).status).toBe(404);
    expect((await sendTo(sam, id, { content: 'Still here?' })).status).toBe(404);
    expect((await list(sam)).json.data).toEqual([]);
    // Another user's list is not readable.
    const theirs = await callRoute(listConversations, { host: p.host, path: `/api/users/${maya.id}/conversations`, cookie: jordan.cookie, params: { id: String(maya.id) } });
    expect(theirs.status).toBe(404);
    expect((await callRoute(listConversations, { host: p.host, path: `/api/users/${maya.id}/conversations`, cookie: maya.cookie, params: { id: String(maya.id) } })).status).toBe(200);
  });

  it('pages a thread oldest first by keyset (before, page_size; 0 = all), with has_more_messages', async () => {
    const p = await createPromotion();
    const { maya, jordan } = await circle(p);
    const id = (await start(maya, { content: 'm0', members: [jordan.id] })).json.id as number;
    // Same timestamps for several rows: the id breaks the tie.
    const at = new Date();
    await db.message.createMany({ data: Array.from({ length: 9 }, (_, i) => ({ promotion_id: p.id, conversation_id: id, user_id: jordan.id, content: `m${i + 1}`, created_at: new Date(at.getTime() + Math.floor(i / 3) * 1000) })) });
    const newest = await read(maya, id, 'page_size=4');
    expect(newest.json.data.map((m) => m.content)).toEqual(['m6', 'm7', 'm8', 'm9']);
    expect(newest.json.meta.has_more_messages).toBe(true);
    const older = await read(maya, id, `page_size=4&before=${newest.json.data[0].id}`);
    expect(older.json.data.map((m) => m.content)).toEqual(['m2', 'm3', 'm4', 'm5']);
    const oldest = await read(maya, id, `page_size=4&before=${older.json.data[0].id}`);
    expect(oldest.json).toEqual({ data: [expect.objectContaining({ content: 'm0' }), expect.objectContaining({ content: 'm1' })], meta: expect.objectContaining({ has_more_messages: false }) });
    expect((await read(maya, id, 'page_size=0')).json.data).toHaveLength(10);
    expect((await read(maya, id, 'before=999999999')).status).toBe(404);
    expect((await read(maya, id, 'page_size=201')).status).toBe(422);
  });

  it('include=all carries the newest 20 of each thread; include=last one; page_size bounds the list', async () => {
    const p = await createPromotion();
    const { maya, jordan, sam } = await circle(p);
    const a = (await start(maya, { content: 'a0', members: [jordan.id] })).json.id as number;
    await db.message.createMany({ data: Array.from({ length: 25 }, (_, i) => ({ promotion_id: p.id, conversation_id: a, user_id: jordan.id, content: `a${i + 1}`, created_at: new Date(Date.now() + i) })) });
    await start(maya, { content: 'b0', members: [sam.id] });
    const all = (await list(maya, 'include=all')).json.data.find((c) => c.id === a)!;
    expect(all.current_messages).toHaveLength(20);
    expect(all.current_messages.at(-1)!.content).toBe('a25');
    expect(all.has_more_messages).toBe(true);
    const last = (await list(maya)).json.data.find((c) => c.id === a)!;
    expect(last.current_messages.map((m) => m.content)).toEqual(['a25']);
    const paged = await list(maya, 'page_size=1&page=2');
    expect(paged.json.data).toHaveLength(1);
    expect(paged.json.meta.total_records).toBe(2);
    expect((await list(maya, 'page_size=1&page=9')).json.meta.total_records).toBe(2);
    expect((await list(maya, 'include=all&page_size=0')).status).toBe(422);
  });

  it('a list page is two statements beside the session\'s, whatever it holds (no query per conversation or member)', async () => {
    const p = await createPromotion();
    const { maya, jordan, sam } = await circle(p);
    const statements = async () => {
      const { result: res, statements: n } = await countStatements(() => list(maya, 'include=all'));
      expect(res.status).toBe(200);
      return { n, conversations: res.json.data.length };
    };
    await start(maya, { content: 'a', members: [jordan.id] });
    const small = await statements();
    await start(maya, { content: 'b', members: [sam.id] });
    await start(maya, { content: 'c', members: [jordan.id, sam.id] });
    const big = await statements();
    expect([small.conversations, big.conversations]).toEqual([1, 3]);
    // The session's user, then the page and its members.
    expect(big.n).toBe(3);
    expect(small.n).toBe(3);
  });

  it('a thread page of a 100,000-message conversation reads a bounded index range (EXPLAIN), before and after a keyset', async () => {
    const p = await createPromotion();
    const { maya, jordan } = await circle(p);
    const id = (await start(maya, { content: 'first', members: [jordan.id] })).json.id as number;
    await db.$executeRawUnsafe(
      `INSERT INTO messages (promotion_id, conversation_id, user_id, content, created_at)
       SELECT $1, $2, $3, 'm' || g, now() - (g || ' seconds')::interval FROM generate_series(1, 100000) g`, p.id, id, jordan.id);
    await db.$executeRawUnsafe('ANALYZE messages');
    const { threadPageSql } = await import('@/server/messaging/sql');
    const anchor = (await read(maya, id, 'page_size=50')).json.data[0].id;
    for (const before of [null, anchor]) {
      let stmt = { text: '', values: [] as unknown[] };
      await threadPageSql.all({ $queryRaw: async (s: typeof stmt) => { stmt = s; return []; } } as never, id, before, 51);
      const plan = await db.$queryRawUnsafe<{ 'QUERY PLAN': unknown }[]>(`EXPLAIN (ANALYZE, FORMAT JSON) ${stmt.text}`, ...stmt.values);
      const text = JSON.stringify(plan[0]['QUERY PLAN']);
      expect(text).toContain('messages_conversation_id_created_at_idx');
      expect(text).not.toContain('"Seq Scan"');
      // Rows read off the index: about one page, not the thread.
      const scanned = [...text.matchAll(/"Actual Rows":(\d+)/g)].map((m) => Number(m[1]));
      expect(Math.max(...scanned)).toBeLessThan(200);
    }
    // The plan above is the bound; time is measured by npm run bench, never here (a loaded machine is not a slow query).
    const page = await read(maya, id, `page_size=50&before=${anchor}`);
    expect(page.json.data).toHaveLength(50);
  });
});

describe('members, rename, leave and mute', () => {
  it('add: friends of the adder join a group (a former member rejoins); not to individual, not a non-friend', async () => {
    const p = await createPromotion();
    const { maya, jordan, sam, stranger } = await circle(p);
    const kim = await person(p, 'Kim', 'Ode');
    await befriend(p.id, jordan, kim);
    const individual = (await start(maya, { content: 'Hi', members: [jordan.id] })).json.id as number;
    const res = await users(maya, individual, { operation: 'add', members: [sam.id] });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual([MESSAGING_MESSAGES.groupsOnly]);

    const group = (await start(maya, { content: 'Hi', members: [jordan.id, sam.id] })).json.id as number;
    expect((await users(maya, group, { operation: 'add', members: [kim.id] })).json.errors).toEqual([MESSAGING_MESSAGES.notFriendsToAdd]);
    expect((await users(maya, group, { operation: 'add', members: [stranger.id] })).status).toBe(422);
    const added = await users(jordan, group, { operation: 'add', members: [kim.id] });
    expect(added.status).toBe(200);
    expect((added.json as Conversation).members.map((m) => m.user_id).sort()).toEqual([maya.id, sam.id, kim.id].sort());
    expect((await list(kim)).json.data[0]).toMatchObject({ id: group, unseen: true });
    expect((await read(kim, group)).status).toBe(200);

    const removed = await users(maya, group, { operation: 'remove', members: [kim.id] });
    expect(removed.status).toBe(200);
    expect((await read(kim, group)).status).toBe(404);
    await users(jordan, group, { operation: 'add', members: [kim.id] });
    expect((await read(kim, group)).status).toBe(200);
    expect(await db.conversationMember.count({ where: { conversation_id: group, user_id: kim.id } })).toBe(1);
    // Only current members are removed; a stranger to the group is a 422.
    expect((await users(maya, group, { operation: 'remove', members: [stranger.id] })).json.errors).toEqual([MESSAGING_MESSAGES.notMember]);
    expect((await users(stranger, group, { operation: 'remove', members: [maya.id] })).status).toBe(404);
  });

  it('remove until one is left: the conversation closes for everyone', async () => {
    const p = await createPromotion();
    const { maya, jordan, sam } = await circle(p);
    const group = (await start(maya, { content: 'Hi', members: [jordan.id, sam.id] })).json.id as number;
    const res = await users(maya, group, { operation: 'remove', members: [jordan.id, sam.id] });
    expect(res.status).toBe(204);
    for (const who of [maya, jordan, sam]) expect((await read(who, group)).status).toBe(404);
    expect((await list(maya)).json.data).toEqual([]);
  });

  it('rename: groups only, 1-60 characters trimmed; team conversations are changed by their team only (403)', async () => {
    const p = await createPromotion();
    const { maya, jordan, sam } = await circle(p);
    const group = (await start(maya, { content: 'Hi', members: [jordan.id, sam.id] })).json.id as number;
    const put = (who: Who, id: number, name: unknown) => call(who, rename, 'PUT', `/api/conversations/${id}`, { id: String(id) }, { name });
    const ok = await put(jordan, group, '  Step squad  ');
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ name: 'Step squad', conversation_name: 'Step squad' });
    expect((await put(jordan, group, '   ')).json.errors).toEqual([MESSAGING_MESSAGES.nameBlank]);
    expect((await put(jordan, group, 'x'.repeat(61))).json.errors).toEqual([MESSAGING_MESSAGES.nameTooLong]);
    const individual = (await start(maya, { content: 'Hi', members: [jordan.id] })).json.id as number;
    expect((await put(maya, individual, 'Us')).status).toBe(422);

    const competition = await createCompetition(p.id, todayIn('America/New_York'));
    const teamRow = await createTeam(competition, 'Striders', { members: [maya, jordan] });
    const synced = (await withDomainEvents((tx, events) => syncTeamConversation(tx, teamRow.id, events)))!;
    const team = { id: synced.conversationId };
    expect((await put(maya, team.id, 'Ours')).status).toBe(403);
    expect((await users(maya, team.id, { operation: 'add', members: [sam.id] })).status).toBe(403);
    expect((await call(maya, leave, 'DELETE', `/api/conversations/${team.id}`, { id: String(team.id) })).status).toBe(403);
  });

  it('mute: only one’s own current conversations; the flag shows in the list', async () => {
    const p = await createPromotion();
    const { maya, jordan, sam } = await circle(p);
    const a = (await start(maya, { content: 'Hi', members: [jordan.id] })).json.id as number;
    const b = (await start(jordan, { content: 'Hi', members: [sam.id] })).json.id as number;
    const put = (who: Who, body: unknown) => callRoute(volume, { method: 'PUT', host: p.host, path: '/api/users/me/conversation_volume', cookie: who.cookie, params: { id: 'me' }, body });
    expect((await put(maya, { mute: true, conversation_ids: [a, b] })).status).toBe(404);
    expect((await list(maya)).json.data[0].muted).toBe(false);
    const res = await put(maya, { mute: true, conversation_ids: [a] });
    expect(res.json).toEqual({ mute: true, conversation_ids: [a] });
    expect((await list(maya)).json.data[0].muted).toBe(true);
    expect((await list(jordan)).json.data.find((c) => c.id === a)!.muted).toBe(false);
    await put(maya, { mute: false, conversation_ids: [a] });
    expect((await list(maya)).json.data[0].muted).toBe(false);
  });
});
