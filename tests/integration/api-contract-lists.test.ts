// The list contract (administration.md §7 "page_size 0 means all records"; the list envelope "{data, meta:
// {total_records, links}}, page_size (0 = all records) and page") on the lists that kept their own shape: the user
// table (which keeps its keyset cursor), a conversation's messages (which keep before=<id>) and the wall's posts.
// And one answer for another promotion's person: 404, as for an id that does not exist.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser } from '../helpers/factories';
import { befriend, cookieFor } from '../helpers/journey-factories';
import { GET as participants } from '@/app/api/promotions/[id]/participants/route';
import { POST as startConversation } from '@/app/api/conversations/route';
import { GET as thread } from '@/app/api/conversations/[id]/messages/route';
import { GET as posts } from '@/app/api/posts/route';
import { POST as requestFriend } from '@/app/api/friendships/route';

type P = Awaited<ReturnType<typeof createPromotion>>;
const get = (handler: Parameters<typeof callRoute>[0], host: string, cookie: string, path: string, params: Record<string, string> = {}) =>
  callRoute(handler, { host, path, cookie, params });
const ids = (res: { json: { data: { id: number }[] } }) => res.json.data.map((r) => r.id);

describe('GET /promotions/{id}/participants', () => {
  let p: P;
  let coordinator: string;
  let all: number[];
  const list = (qs: string) => get(participants, p.host, coordinator, `/api/promotions/${p.id}/participants?${qs}`, { id: String(p.id) });

  beforeAll(async () => {
    p = await createPromotion();
    coordinator = await cookieFor(await createUser({ promotionId: p.id, role: 'Coordinator', lastName: 'Aaa' }));
    for (const last of ['Baker', 'Chen', 'Diaz', 'Evans', 'Fox', 'Gray']) await createUser({ promotionId: p.id, lastName: last });
    all = ids(await list('page_size=0'));
  });

  it('page_size=0 answers every record, with total_records and links', async () => {
    const res = await list('page_size=0');
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(7);
    expect(res.json.meta).toMatchObject({ total_records: 7, links: { next: null, prev: null } });
    expect(res.json.meta.links.current).toContain(`/api/promotions/${p.id}/participants`);
  });

  it('page and page_size number the pages; links lead from one to the next', async () => {
    const second = await list('page_size=2&page=2');
    expect(second.status).toBe(200);
    expect(ids(second)).toEqual(all.slice(2, 4));
    expect(second.json.meta.total_records).toBe(7);
    const { next, prev } = second.json.meta.links;
    expect(new URL(next, 'http://x').searchParams.get('page')).toBe('3');
    expect(new URL(prev, 'http://x').searchParams.get('page')).toBe('1');
    const last = await list('page_size=2&page=4');
    expect(ids(last)).toEqual(all.slice(6));
    expect(last.json.meta.links.next).toBeNull();
  });

  it('keeps the keyset cursor of the screen', async () => {
    const first = await list('page_size=2');
    expect(ids(first)).toEqual(all.slice(0, 2));
    const cursor = first.json.meta.next_cursor as string;
    const byCursor = await list(`page_size=2&cursor=${cursor}`);
    expect(ids(byCursor)).toEqual(all.slice(2, 4));
    expect(byCursor.json.meta.total_records).toBe(7);
    expect(new URL(byCursor.json.meta.links.next, 'http://x').searchParams.get('cursor')).toBe(byCursor.json.meta.next_cursor);
    expect((await list(`page=2&cursor=${cursor}`)).status).toBe(422);
  });
});

describe('GET /conversations/{id}/messages', () => {
  it('honours page, page_size, total_records and links beside before=<id>', async () => {
    const p = await createPromotion();
    const maya = await createUser({ promotionId: p.id, firstName: 'Maya' });
    const jordan = await createUser({ promotionId: p.id, firstName: 'Jordan' });
    await befriend(p.id, maya, jordan);
    const mayaCookie = await cookieFor(maya);
    const started = await callRoute(startConversation, { method: 'POST', host: p.host, path: '/api/conversations', cookie: mayaCookie, body: { content: 'm1', members: [jordan.id] } });
    const id = String(started.json.id);
    for (const n of [2, 3, 4, 5]) {
      await db.message.create({ data: { promotion_id: p.id, conversation_id: Number(id), user_id: maya.id, content: `m${n}`, created_at: new Date(Date.now() + n * 1000) } });
    }
    const read = (qs: string) => get(thread, p.host, mayaCookie, `/api/conversations/${id}/messages?${qs}`, { id });
    const everything = await read('page_size=0');
    const total = everything.json.data.length;
    const newestFirst = (everything.json.data as { id: number; content: string }[]).slice().reverse();

    const second = await read('page_size=2&page=2');
    expect(second.status).toBe(200);
    // Page 1 is the newest two, page 2 the two before them; each page reads oldest first.
    expect(second.json.data.map((m: { id: number }) => m.id)).toEqual([newestFirst[3]!.id, newestFirst[2]!.id]);
    expect(second.json.meta).toMatchObject({ total_records: total, has_more_messages: true });
    expect(new URL(second.json.meta.links.next, 'http://x').searchParams.get('page')).toBe('3');
    expect(new URL(second.json.meta.links.prev, 'http://x').searchParams.get('page')).toBe('1');

    const before = await read(`page_size=2&before=${newestFirst[1]!.id}`);
    expect(before.json.data.map((m: { id: number }) => m.id)).toEqual([newestFirst[3]!.id, newestFirst[2]!.id]);
    expect(before.json.meta.total_records).toBe(total);
    expect(new URL(before.json.meta.links.next, 'http://x').searchParams.get('before')).toBe(String(newestFirst[3]!.id));
  });
});

describe('GET /posts', () => {
  it('accepts page_size=0: every post (up to the cap) with total_records', async () => {
    const p = await createPromotion();
    const ann = await createUser({ promotionId: p.id });
    for (const n of [1, 2, 3]) await db.post.create({ data: { promotion_id: p.id, user_id: ann.id, content: `p${n}`, wallable_type: 'Promotion', wallable_id: p.id } });
    const res = await get(posts, p.host, await cookieFor(ann), '/api/posts?page_size=0');
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(3);
    expect(res.json.meta).toMatchObject({ total_records: 3, links: { next: null } });
  });
});

describe('another promotion\'s person', () => {
  it('is a 404 as a conversation member, as a friend request, and as an id that does not exist', async () => {
    const p = await createPromotion();
    const other = await createPromotion();
    const maya = await createUser({ promotionId: p.id });
    const far = await createUser({ promotionId: other.id });
    const cookie = await cookieFor(maya);
    for (const target of [far.id, 999_999]) {
      const conversation = await callRoute(startConversation, { method: 'POST', host: p.host, path: '/api/conversations', cookie, body: { content: 'Hi', members: [target] } });
      const friend = await callRoute(requestFriend, { method: 'POST', host: p.host, path: '/api/friendships', cookie, body: { status: 'P', friendee_id: target } });
      expect([target === far.id ? 'other promotion' : 'unknown', conversation.status, friend.status]).toEqual([target === far.id ? 'other promotion' : 'unknown', 404, 404]);
    }
  });
});
