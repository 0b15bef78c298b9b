// The notification centre's API against a real database: the two tabs (not cleared / cleared), newest first, hidden
// never; paging; user_id must be the caller; mark_as_seen / read / cleared and PUT move only the caller's own rows
// forward (seen → read → cleared, never back), 'all' and idempotence; another user's rows are untouched and answer 404.
import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { cookieFor } from '../helpers/journey-factories';
import { GET as list } from '@/app/api/notifications/route';
import { POST as markRead } from '@/app/api/notifications/mark_as_read/route';
import { POST as markCleared } from '@/app/api/notifications/mark_as_cleared/route';
import { POST as markSeen } from '@/app/api/notifications/mark_as_seen/route';
import { PUT as update } from '@/app/api/notifications/[id]/route';
import { db } from '@/server/db';

type P = Awaited<ReturnType<typeof createPromotion>>;
type Who = { id: number; cookie: string; host: string; promotionId: number | null };

async function person(p: P, name = 'Ann'): Promise<Who> {
  const user = await createUser({ promotionId: p.id, firstName: name });
  return { id: user.id, cookie: await cookieFor(user), host: p.host, promotionId: p.id };
}

let minute = 0;
/** A notification row, each one a minute newer than the last made. */
async function note(w: Who, key: string, o: { seen?: boolean; read?: boolean; cleared?: boolean; hidden?: boolean; link?: string | null; promotionId?: number } = {}) {
  minute += 1;
  return db.notification.create({
    data: {
      promotion_id: o.promotionId ?? w.promotionId!, user_id: w.id, key, title: `T ${key}`, message: `M ${key}`,
      link: o.link === undefined ? '/somewhere' : o.link,
      seen: o.seen ?? false, read: o.read ?? false, cleared: o.cleared ?? false, hidden: o.hidden ?? false,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, minute)),
    },
  });
}

const get = (w: Who, qs = '') => callRoute(list, { host: w.host, path: `/api/notifications${qs}`, cookie: w.cookie });
const mark = (handler: typeof markRead, w: Who, body: unknown) => {
  const name = handler === markRead ? 'read' : handler === markCleared ? 'cleared' : 'seen';
  return callRoute(handler, { method: 'POST', host: w.host, path: `/api/notifications/mark_as_${name}`, cookie: w.cookie, body });
};
const put = (w: Who, id: number | string, body: unknown) =>
  callRoute(update, { method: 'PUT', host: w.host, path: `/api/notifications/${id}`, cookie: w.cookie, params: { id: String(id) }, body });
const state = async (id: number) => db.notification.findUniqueOrThrow({ where: { id }, select: { seen: true, read: true, cleared: true, updated_at: true } });

describe('GET /api/notifications', () => {
  it('lists the unread tab (not cleared) and the cleared tab, newest first, hidden never, with the type and link', async () => {
    const p = await createPromotion();
    const ann = await person(p);
    const bob = await person(p, 'Bob');
    const friend = await note(ann, 'friend_request_7', { link: '/friends/my' });
    const comment = await note(ann, 'post_comment_3_9', { seen: true, read: true, link: '/wall/post/3?reply=9' });
    const cleared = await note(ann, 'badge_4', { seen: true, read: true, cleared: true, link: null });
    await note(ann, 'message_2', { hidden: true });
    await note(ann, 'team_invite_1', { hidden: true, cleared: true, seen: true, read: true });
    await note(bob, 'friend_request_8');
    const announcement = await note(ann, 'promotion_notification_5', { link: 'https://evil.example/' });

    const unread = await get(ann);
    expect(unread.status).toBe(200);
    expect(unread.json.data.map((n: any) => n.id)).toEqual([announcement.id, comment.id, friend.id]);
    expect(unread.json.meta).toMatchObject({ total_records: 3, unseen_count: 2 });
    expect(unread.json.data[2]).toEqual({
      id: friend.id, key: 'friend_request_7', type: 'friend', title: 'T friend_request_7', message: 'M friend_request_7', excerpt: null, link: '/friends/my',
      read: false, seen: false, cleared: false, created_at: friend.created_at.toISOString(),
    });
    expect(unread.json.data[1]).toMatchObject({ type: 'post', link: '/wall/post/3?reply=9', read: true });
    // A link to another site is never handed out: an announcement without a safe link has none.
    expect(unread.json.data[0]).toMatchObject({ type: 'announcement', link: null });

    const tab = await get(ann, '?filter=cleared');
    expect(tab.json.data).toEqual([expect.objectContaining({ id: cleared.id, type: 'badge', link: '/badges', cleared: true })]);
    expect(tab.json.meta.total_records).toBe(1);
  });

  it('pages by page_size (0 = all) with total_records and links', async () => {
    const p = await createPromotion();
    const ann = await person(p);
    const rows = [];
    for (let i = 0; i < 5; i++) rows.push(await note(ann, `post_like_1_${i}`));
    const newest = rows.map((r) => r.id).reverse();
    const first = await get(ann, '?page_size=2');
    expect(first.json.data.map((n: any) => n.id)).toEqual(newest.slice(0, 2));
    expect(first.json.meta.total_records).toBe(5);
    expect(first.json.meta.links.next).toContain('page=2');
    const third = await get(ann, '?page_size=2&page=3');
    expect(third.json.data.map((n: any) => n.id)).toEqual(newest.slice(4));
    expect(third.json.meta.links.next).toBeNull();
    const all = await get(ann, '?page_size=0');
    expect(all.json.data).toHaveLength(5);
    const defaults = await get(ann);
    expect(defaults.json.data).toHaveLength(5);
  });

  it('refuses another user_id (403) and bad input (422), and needs a session (401)', async () => {
    const p = await createPromotion();
    const [ann, bob] = [await person(p), await person(p, 'Bob')];
    await note(bob, 'friend_request_1');
    expect((await get(ann, `?user_id=${ann.id}`)).status).toBe(200);
    const other = await get(ann, `?user_id=${bob.id}`);
    expect(other.status).toBe(403);
    expect(other.json.errors).toEqual(['You can only see your own notifications.']);
    for (const qs of ['?filter=read', '?page_size=101', '?page_size=-1', '?page=0', '?user_id=abc']) {
      const res = await get(ann, qs);
      expect(res.status, qs).toBe(422);
      expect(res.json.errors.length, qs).toBeGreaterThan(0);
    }
    const anonymous = await callRoute(list, { host: p.host, path: '/api/notifications' });
    expect(anonymous.status).toBe(401);
  });

  it('answers a poster on the dashboard with their own notifications from any promotion', async () => {
    const p = await createPromotion();
    const posterRow = await createUser({ promotionId: null, role: 'Poster', firstName: 'Nadia' });
    const poster: Who = { id: posterRow.id, cookie: await signInCookie(posterRow, { promotionId: null }), host: 'dashboard.localhost:3000', promotionId: null };
    const row = await note(poster, 'post_comment_1_2', { promotionId: p.id });
    const res = await get(poster);
    expect(res.status).toBe(200);
    expect(res.json.data.map((n: any) => n.id)).toEqual([row.id]);
  });
});

describe('POST /api/notifications/mark_as_*', () => {
  it("mark_as_seen {ids: 'all'} marks every listed row seen, leaves read/cleared and the other user alone; idempotent", async () => {
    const p = await createPromotion();
    const [ann, bob] = [await person(p), await person(p, 'Bob')];
    const a1 = await note(ann, 'friend_request_1');
    const a2 = await note(ann, 'post_tag_2');
    const hidden = await note(ann, 'post_tag_3', { hidden: true });
    const b1 = await note(bob, 'friend_request_4');
    const res = await mark(markSeen, ann, { ids: 'all' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ updated: 2, unseen_count: 0 });
    for (const id of [a1.id, a2.id]) expect(await state(id)).toMatchObject({ seen: true, read: false, cleared: false });
    expect(await state(hidden.id)).toMatchObject({ seen: false });
    expect(await state(b1.id)).toMatchObject({ seen: false });
    expect((await mark(markSeen, ann, { ids: 'all' })).json).toEqual({ updated: 0, unseen_count: 0 });
  });

  it('mark_as_read {ids} reads (and sees) only the named rows; the unseen count follows', async () => {
    const p = await createPromotion();
    const ann = await person(p);
    const [a1, a2, a3] = [await note(ann, 'message_1'), await note(ann, 'message_2'), await note(ann, 'message_3')];
    const res = await mark(markRead, ann, { ids: [a1.id, a2.id, a1.id] });
    expect(res.json).toEqual({ updated: 2, unseen_count: 1 });
    expect(await state(a1.id)).toMatchObject({ seen: true, read: true, cleared: false });
    expect(await state(a3.id)).toMatchObject({ seen: false, read: false });
    expect((await mark(markRead, ann, { ids: [a1.id] })).json).toEqual({ updated: 0, unseen_count: 1 });
    expect((await mark(markRead, ann, { ids: 'all' })).json).toEqual({ updated: 1, unseen_count: 0 });
  });

  it('mark_as_cleared moves rows to the Cleared tab (read and seen too); all clears every one', async () => {
    const p = await createPromotion();
    const [ann, bob] = [await person(p), await person(p, 'Bob')];
    const [a1, a2, a3] = [await note(ann, 'badge_1'), await note(ann, 'badge_2'), await note(ann, 'badge_3')];
    const b1 = await note(bob, 'badge_1');
    const one = await mark(markCleared, ann, { ids: [a2.id] });
    expect(one.json).toEqual({ updated: 1, unseen_count: 2 });
    expect(await state(a2.id)).toMatchObject({ seen: true, read: true, cleared: true });
    expect((await get(ann)).json.data.map((n: any) => n.id)).toEqual([a3.id, a1.id]);
    expect((await get(ann, '?filter=cleared')).json.data.map((n: any) => n.id)).toEqual([a2.id]);
    const all = await mark(markCleared, ann, { ids: 'all' });
    expect(all.json).toEqual({ updated: 2, unseen_count: 0 });
    expect((await get(ann)).json.meta.total_records).toBe(0);
    expect((await get(ann, '?filter=cleared')).json.meta.total_records).toBe(3);
    expect(await state(b1.id)).toMatchObject({ seen: false, read: false, cleared: false });
  });

  it("an id that is not the caller's (another user's, another promotion's, hidden, missing) is a 404 and nothing changes", async () => {
    const p = await createPromotion();
    const q = await createPromotion();
    const [ann, bob] = [await person(p), await person(p, 'Bob')];
    const carl = await person(q, 'Carl');
    const mine = await note(ann, 'friend_request_1');
    const hidden = await note(ann, 'friend_request_2', { hidden: true });
    const bobs = await note(bob, 'friend_request_3');
    const carls = await note(carl, 'friend_request_4');
    for (const handler of [markSeen, markRead, markCleared]) {
      for (const foreign of [bobs.id, carls.id, hidden.id, 2_000_000_000]) {
        const res = await mark(handler, ann, { ids: [mine.id, foreign] });
        expect(res.status).toBe(404);
        expect(res.json.errors).toEqual(['Notification could not be found.']);
      }
    }
    for (const row of [mine, hidden, bobs, carls]) expect(await state(row.id)).toMatchObject({ seen: false, read: false, cleared: false });
  });

  it('validates ids with clear messages and writes nothing', async () => {
    const p = await createPromotion();
    const ann = await person(p);
    const mine = await note(ann, 'friend_request_1');
    const cases: [unknown, string][] = [
      [{}, "ids must be a list of notification ids or 'all'"],
      [{ ids: 'some' }, "ids must be a list of notification ids or 'all'"],
      [{ ids: [] }, 'ids must name at least one notification'],
      [{ ids: ['x'] }, 'Each id must be a notification id (a positive whole number)'],
      [{ ids: [0] }, 'Each id must be a notification id'],
      [{ ids: [2 ** 31] }, 'Each id must be a notification id'],
      [{ ids: Array.from({ length: 501 }, (_, i) => i + 1) }, 'ids can name at most 500 notifications'],
    ];
    for (const [body, message] of cases) {
      const res = await mark(markRead, ann, body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(422);
      expect(res.json.errors.join(' ')).toContain(message);
    }
    expect(await state(mine.id)).toMatchObject({ seen: false, read: false });
  });
});

describe('PUT /api/notifications/{id}', () => {
  it('moves one own row forward and answers it; another user\'s id is a 404 and untouched', async () => {
    const p = await createPromotion();
    const [ann, bob] = [await person(p), await person(p, 'Bob')];
    const mine = await note(ann, 'duo_invite_1', { link: null });
    const bobs = await note(bob, 'duo_invite_2');
    const seen = await put(ann, mine.id, { seen: true });
    expect(seen.status).toBe(200);
    expect(seen.json).toMatchObject({ id: mine.id, type: 'duo', link: '/duo/all', seen: true, read: false, cleared: false });
    const read = await put(ann, mine.id, { read: true });
    expect(read.json).toMatchObject({ seen: true, read: true, cleared: false });
    const cleared = await put(ann, mine.id, { cleared: true });
    expect(cleared.json).toMatchObject({ seen: true, read: true, cleared: true });
    // Nothing moves back: false is refused.
    const back = await put(ann, mine.id, { cleared: false });
    expect(back.status).toBe(422);
    expect(back.json.errors.join(' ')).toContain('only moves forward');
    expect(await state(mine.id)).toMatchObject({ cleared: true });

    const before = await state(bobs.id);
    const other = await put(ann, bobs.id, { read: true });
    expect(other.status).toBe(404);
    expect(await state(bobs.id)).toEqual(before);
  });

  it('refuses an empty change, a bad id and a hidden row', async () => {
    const p = await createPromotion();
    const ann = await person(p);
    const hidden = await note(ann, 'badge_1', { hidden: true });
    const mine = await note(ann, 'badge_2');
    expect((await put(ann, mine.id, {})).json.errors).toEqual(['Say what changes: read, seen or cleared']);
    expect((await put(ann, 'abc', { read: true })).status).toBe(422);
    expect((await put(ann, hidden.id, { read: true })).status).toBe(404);
    expect(await state(hidden.id)).toMatchObject({ read: false });
  });
});

describe('type and link from the key', () => {
  it('reads every kind the writers use and never hands out a link to another site', async () => {
    const { notificationTypeOf, notificationLink } = await import('@/lib/notifications/kinds');
    const cases: [string, string][] = [
      ['friend_request_12', 'friend'], ['friend_accepted_3', 'friend'], ['post_comment_4_5', 'post'], ['post_tag_4', 'post'],
      ['post_like_4_9', 'post'], ['message_7', 'message'], ['team_invite_2', 'team'], ['team_request_2', 'team'], ['badge_5', 'badge'],
      ['duo_invite_1', 'duo'], ['fitbit_sync_1', 'device'], ['device_disconnected', 'device'], ['promotion_notification_3', 'announcement'],
      ['something_else', 'other'],
    ];
    for (const [key, type] of cases) expect(notificationTypeOf(key), key).toBe(type);
    expect(notificationLink('post', '/wall/post/1')).toBe('/wall/post/1');
    for (const bad of ['//evil.example/x', 'https://evil.example', 'javascript:alert(1)', '/\\evil.example']) {
      expect(notificationLink('friend', bad), bad).toBe('/friends/my');
    }
    expect(notificationLink('announcement', null)).toBeNull();
  });
});
