// Friend requests against a real database (participant-core.md "Friendship" transitions and calls; social-engagement.md
// friends): send, accept, decline, resend, withdraw, remove, the forbidden actors, the moderator's X, cross-promotion
// 404s with their owner controls, the lists, concurrency, the badge and the notifications, the buddy flag.
import { afterAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser } from '../helpers/factories';
import { befriend, cookieFor, setFlags } from '../helpers/journey-factories';
import { GET as list, POST as create } from '@/app/api/friendships/route';
import { PUT as update, DELETE as destroy } from '@/app/api/friendships/[id]/route';
import { POST as emailFriendRoute } from '@/app/api/friendships/[id]/email/route';
import { GET as statusRoute } from '@/app/api/friendship_status/[userId]/route';
import { db } from '@/server/db';
import { stopEnqueuer } from '@/server/jobs/enqueue';
import type { Role } from '@/lib/roles';

afterAll(() => stopEnqueuer());

type P = Awaited<ReturnType<typeof createPromotion>>;
type Who = { id: number; cookie: string; host: string; email: string };

async function person(p: P, first = 'Pat', role: Role = 'User'): Promise<Who> {
  const user = await createUser({ promotionId: p.id, role, firstName: first, lastName: 'Lee' });
  return { id: user.id, cookie: await cookieFor(user), host: p.host, email: user.email };
}

const send = (w: Who, body: Record<string, unknown>) => callRoute(create, { method: 'POST', host: w.host, path: '/api/friendships', cookie: w.cookie, body });
const put = (w: Who, id: number, body: Record<string, unknown>) =>
  callRoute(update, { method: 'PUT', host: w.host, path: `/api/friendships/${id}`, cookie: w.cookie, params: { id: String(id) }, body });
const del = (w: Who, id: number) => callRoute(destroy, { method: 'DELETE', host: w.host, path: `/api/friendships/${id}`, cookie: w.cookie, params: { id: String(id) } });
const lists = (w: Who, status: string, qs = '') => callRoute(list, { host: w.host, path: `/api/friendships?status=${status}${qs}`, cookie: w.cookie });
const statusOf = (w: Who, other: number) =>
  callRoute(statusRoute, { host: w.host, path: `/api/friendship_status/${other}`, cookie: w.cookie, params: { userId: String(other) } });
const emailTo = (w: Who, id: number, message: unknown) =>
  callRoute(emailFriendRoute, { method: 'POST', host: w.host, path: `/api/friendships/${id}/email`, cookie: w.cookie, params: { id: String(id) }, body: { message } });

describe('friend requests', () => {
  it('sends, lists on both sides, accepts: both are friends, both earn buddies_added, the friender is notified', async () => {
    const p = await createPromotion();
    const [ann, bob] = [await person(p, 'Ann'), await person(p, 'Bob')];
    const badge = await db.badge.create({ data: { promotion_id: p.id, name: 'First buddy', category: 'buddies_added', goal: 1 } });

    const sent = await send(ann, { status: 'P', friendee_id: bob.id, message: 'Walk at lunch?' });
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({
      status: 'P', friender: { id: ann.id, full_name: 'Ann Lee' }, friendee_id: bob.id, friendee: { id: bob.id, full_name: 'Bob Lee', image: { url: null }, location: null },
      friend_email: null, message: 'Walk at lunch?',
    });
    const id = sent.json.id as number;
    expect(await db.notification.findFirst({ where: { user_id: bob.id, key: `friend_request_${id}` } })).toMatchObject({
      title: 'New friend request', message: 'Ann Lee sent you a friend request.', link: '/friends/my',
    });
    // No email for an existing user's request: the digest of notifications does that.
    expect(await db.emailMessage.count({ where: { to: bob.email } })).toBe(0);

    const received = await lists(bob, 'received_requests', '&page_size=0');
    expect(received.status).toBe(200);
    expect(received.json.meta.total_records).toBe(1);
    expect(received.json.data[0]).toMatchObject({ id, friender: { id: ann.id } });
    expect((await lists(ann, 'sent_requests')).json.data.map((r: any) => r.id)).toEqual([id]);
    expect((await lists(ann, 'received_requests')).json.data).toEqual([]);
    expect((await statusOf(ann, bob.id)).json).toEqual({ status: 2, friendship_id: id });
    expect((await statusOf(bob, ann.id)).json).toEqual({ status: 1, friendship_id: id });

    const accepted = await put(bob, id, { status: 'A' });
    expect(accepted.status).toBe(200);
    expect(accepted.json.status).toBe('A');
    expect((await statusOf(ann, bob.id)).json).toEqual({ status: 3, friendship_id: id });
    expect((await lists(ann, 'A')).json.data).toEqual([expect.objectContaining({ id, friendee: expect.objectContaining({ id: bob.id }) })]);
    expect((await lists(bob, 'A')).json.data).toEqual([expect.objectContaining({ id, friendee: expect.objectContaining({ id: ann.id }) })]);
    expect((await lists(bob, 'received_requests')).json.meta.total_records).toBe(0);
    expect(await db.userBadge.count({ where: { badge_id: badge.id, user_id: { in: [ann.id, bob.id] } } })).toBe(2);
    expect(await db.notification.findFirst({ where: { user_id: ann.id, key: `friend_accepted_${id}` } })).toMatchObject({
      title: 'Friend request accepted', message: 'Bob Lee accepted your friend request.', link: '/friends/my',
    });

    // Answered once: a second accept is refused and changes nothing.
    expect((await put(bob, id, { status: 'A' })).json.errors).toEqual(['This request has already been answered.']);
    expect((await send(ann, { friendee_id: bob.id })).json.errors).toEqual(['You are already friends.']);
  });

  it('only the friendee answers, only the friender resends or withdraws, outsiders find nothing', async () => {
    const p = await createPromotion();
    const [ann, bob, cal] = [await person(p, 'Ann'), await person(p, 'Bob'), await person(p, 'Cal')];
    const id = (await send(ann, { friendee_id: bob.id })).json.id as number;

    expect((await put(ann, id, { status: 'A' }))).toMatchObject({ status: 403, json: { errors: ['Only the person who received the request can accept or decline it.'] } });
    expect((await put(bob, id, { status: 'P' }))).toMatchObject({ status: 403, json: { errors: ['Only the person who sent the request can resend it.'] } });
    expect((await del(bob, id))).toMatchObject({ status: 403, json: { errors: ['Only the person who sent the request can withdraw it: decline it instead.'] } });
    for (const res of [await put(cal, id, { status: 'A' }), await del(cal, id)]) expect(res.status).toBe(404);
    expect(await db.friendship.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'P' });

    // Resend: stays pending, answers ok, its time renewed; the friendee is not notified twice.
    const before = (await db.friendship.findUniqueOrThrow({ where: { id } })).updated_at;
    const resent = await put(ann, id, { status: 'P', friendee_id: bob.id });
    expect(resent.status).toBe(200);
    expect(resent.json).toMatchObject({ id, status: 'P' });
    expect(new Date(resent.json.updated_at).getTime()).toBeGreaterThan(before.getTime());
    expect(await db.notification.count({ where: { user_id: bob.id, key: `friend_request_${id}` } })).toBe(1);
    expect((await put(ann, id, { status: 'P', friendee_id: cal.id })).json.errors).toEqual(['This request is for someone else.']);

    // Withdraw.
    expect((await del(ann, id)).status).toBe(204);
    expect(await db.friendship.count({ where: { id } })).toBe(0);
    expect((await statusOf(bob, ann.id)).json).toEqual({ status: 0, friendship_id: null });
  });

  it('declined lets either ask again; a pending request either way refuses a second one', async () => {
    const p = await createPromotion();
    const [ann, bob] = [await person(p, 'Ann'), await person(p, 'Bob')];
    const first = (await send(ann, { friendee_id: bob.id })).json.id as number;
    expect((await send(ann, { friendee_id: bob.id }))).toMatchObject({ status: 422, json: { errors: ['You have already sent a friend request to this person.'] } });
    expect((await send(bob, { friendee_id: ann.id }))).toMatchObject({ status: 422, json: { errors: ['This person has already sent you a friend request: accept it instead.'] } });

    expect((await put(bob, first, { status: 'D' })).json.status).toBe('D');
    expect((await statusOf(ann, bob.id)).json).toEqual({ status: 0, friendship_id: null });
    expect((await lists(bob, 'received_requests')).json.data).toEqual([]);
    expect((await lists(ann, 'sent_requests')).json.data).toEqual([]);
    const again = await send(bob, { friendee_id: ann.id });
    expect(again.status).toBe(201);
    // The declined row made way: one row for the pair.
    expect(await db.friendship.count({ where: { promotion_id: p.id } })).toBe(1);
    expect((await put(ann, again.json.id, { status: 'A' })).json.status).toBe('A');
  });

  it('either friend removes an accepted friendship', async () => {
    const p = await createPromotion();
    const [ann, bob] = [await person(p, 'Ann'), await person(p, 'Bob')];
    const row = await befriend(p.id, ann, bob, 'A');
    expect((await del(bob, row.id)).status).toBe(204);
    expect((await lists(ann, 'A')).json.meta.total_records).toBe(0);
  });

  it('refuses a request to oneself, to a non-participant, to an unknown or other promotion user (404), with owner control', async () => {
    const [p, q] = [await createPromotion(), await createPromotion()];
    const [ann, bob] = [await person(p, 'Ann'), await person(p, 'Bob')];
    const stranger = await person(q, 'Sid');
    const superCoordinator = await createUser({ promotionId: p.id, role: 'Super Coordinator' });
    expect(await send(ann, { friendee_id: ann.id })).toMatchObject({ status: 422, json: { errors: ['You cannot send a friend request to yourself.'] } });
    expect(await send(ann, { friend_email: ann.email.toUpperCase() })).toMatchObject({ status: 422, json: { errors: ['You cannot send a friend request to yourself.'] } });
    expect((await send(ann, { friendee_id: stranger.id })).status).toBe(404);
    expect((await send(ann, { friendee_id: superCoordinator.id })).status).toBe(404);
    expect((await send(ann, { friendee_id: 2_000_000_000 })).status).toBe(404);
    expect((await send(ann, {})).json.errors).toEqual(['Give either friendee_id or friend_email.']);
    expect((await send(ann, { friendee_id: bob.id, friend_email: bob.email })).status).toBe(422);
    expect(await db.friendship.count({ where: { friender_id: ann.id } })).toBe(0);

    // Another promotion's row: 404 for its own people on our host, the owner still reaches it on theirs.
    const sid2 = await person(q, 'Sue');
    const theirs = (await send(stranger, { friendee_id: sid2.id })).json.id as number;
    expect((await put(ann, theirs, { status: 'A' })).status).toBe(404);
    expect((await put(sid2, theirs, { status: 'A' })).status).toBe(200);
    expect((await statusOf(ann, stranger.id)).status).toBe(404);
  });

  it('a friendship a moderator closed (X) refuses everything with 403', async () => {
    const p = await createPromotion();
    const [ann, bob] = [await person(p, 'Ann'), await person(p, 'Bob')];
    const row = await db.friendship.create({ data: { promotion_id: p.id, friender_id: ann.id, friendee_id: bob.id, status: 'X' } });
    expect((await statusOf(ann, bob.id)).status).toBe(403);
    expect((await send(bob, { friendee_id: ann.id })).status).toBe(403);
    for (const res of [await put(bob, row.id, { status: 'A' }), await put(ann, row.id, { status: 'P' }), await del(ann, row.id), await emailTo(ann, row.id, 'hi')]) {
      expect(res).toMatchObject({ status: 403, json: { errors: ['A moderator has closed this friendship.'] } });
    }
    expect(await db.friendship.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: 'X' });
  });

  it('two simultaneous requests between the same pair write one pending row', async () => {
    const p = await createPromotion();
    const [ann, bob] = [await person(p, 'Ann'), await person(p, 'Bob')];
    const results = await Promise.all([send(ann, { friendee_id: bob.id }), send(bob, { friendee_id: ann.id }), send(ann, { friendee_id: bob.id })]);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 422)).toHaveLength(2);
    expect(await db.friendship.count({ where: { promotion_id: p.id, status: 'P' } })).toBe(1);
  });

  it('lists newest first with page_size, and say nothing of deleted accounts', async () => {
    const p = await createPromotion();
    const ann = await person(p, 'Ann');
    const others = [await person(p, 'Bob'), await person(p, 'Cal'), await person(p, 'Dee')];
    for (const o of others) await send(o, { friendee_id: ann.id });
    await db.user.update({ where: { id: others[1].id }, data: { deleted_at: new Date() } });
    const all = await lists(ann, 'received_requests', '&page_size=0');
    expect(all.json.meta.total_records).toBe(2);
    expect(all.json.data.map((r: any) => r.friender.id)).toEqual([others[2].id, others[0].id]);
    const first = await lists(ann, 'received_requests', '&page_size=1');
    expect(first.json.data).toHaveLength(1);
    expect(first.json.meta.links.next).toContain('page=2');
    expect((await lists(ann, 'nonsense')).status).toBe(422);
  });

  it('emails a friend only (reply address in the body), 429 on a flood', async () => {
    const p = await createPromotion();
    const [ann, bob, cal] = [await person(p, 'Ann'), await person(p, 'Bob'), await person(p, 'Cal')];
    const friends = await befriend(p.id, ann, bob, 'A');
    const pending = await befriend(p.id, ann, cal, 'P');
    const ok = await emailTo(ann, friends.id, 'See you at the <b>run</b>!');
    expect(ok).toMatchObject({ status: 200, json: { email_sent: true } });
    const mail = await db.emailMessage.findFirstOrThrow({ where: { to: bob.email, kind: 'friend_email' } });
    expect(mail.subject).toBe('Ann Lee sent you a message');
    expect(mail.html).toContain('See you at the &lt;b&gt;run&lt;/b&gt;!');
    expect(mail.text).toContain(ann.email);
    expect((await emailTo(ann, pending.id, 'hi')).status).toBe(403);
    expect((await emailTo(cal, friends.id, 'hi')).status).toBe(404);
    expect((await emailTo(ann, friends.id, '   ')).json.errors).toEqual(['Message is required.']);
    const results = [];
    for (let i = 0; i < 10; i++) results.push((await emailTo(bob, friends.id, `note ${i}`)).status);
    expect(results.slice(0, 10).every((s) => s === 200)).toBe(true);
    const flooded = await emailTo(bob, friends.id, 'one more');
    expect(flooded.status).toBe(429);
    expect(await db.emailMessage.count({ where: { to: ann.email, kind: 'friend_email' } })).toBe(10);
  });

  it('answers 404 everywhere while the buddy feature is off', async () => {
    const p = await createPromotion();
    const [ann, bob] = [await person(p, 'Ann'), await person(p, 'Bob')];
    const row = await befriend(p.id, ann, bob, 'P');
    await setFlags(p.id, { is_buddy_feature_displayed: false });
    for (const res of [await lists(ann, 'A'), await send(ann, { friendee_id: bob.id }), await put(bob, row.id, { status: 'A' }), await del(ann, row.id), await statusOf(ann, bob.id)]) {
      expect(res).toMatchObject({ status: 404, json: { errors: ['Friends are not available in this program.'] } });
    }
    await setFlags(p.id, { is_buddy_feature_displayed: true });
    expect((await put(bob, row.id, { status: 'A' })).status).toBe(200);
  });
});
