// People search and invitations by email against a real database (participant-core.md §5 "Friend search",
// social-engagement.md §5 and §8): search by name or address with each person's friend status, an email request to an
// address without an account through to its registration, the address list of POST /emails/invite, registration
// closed, the flood limit.
import { afterAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser } from '../helpers/factories';
import { befriend, cookieFor } from '../helpers/journey-factories';
import { registrationBody, updatePromotion } from '../helpers/onboarding-factories';
import { GET as search } from '@/app/api/users/search/route';
import { GET as list, POST as create } from '@/app/api/friendships/route';
import { PUT as update } from '@/app/api/friendships/[id]/route';
import { POST as invite } from '@/app/api/emails/invite/route';
import { POST as createUserRoute } from '@/app/api/users/route';
import { db } from '@/server/db';
import { stopEnqueuer } from '@/server/jobs/enqueue';
import type { Role } from '@/lib/roles';

afterAll(() => stopEnqueuer());

type P = Awaited<ReturnType<typeof createPromotion>>;
type Who = { id: number; cookie: string; host: string; email: string };

async function person(p: P, first: string, last = 'Lee', o: { role?: Role; email?: string } = {}): Promise<Who> {
  const user = await createUser({ promotionId: p.id, role: o.role, firstName: first, lastName: last, email: o.email });
  return { id: user.id, cookie: await cookieFor(user), host: p.host, email: user.email };
}

const find = (w: Who, query: string, extra = '&for=friends') =>
  callRoute(search, { host: w.host, path: `/api/users/search?query=${encodeURIComponent(query)}${extra}`, cookie: w.cookie });
const send = (w: Who, body: Record<string, unknown>) => callRoute(create, { method: 'POST', host: w.host, path: '/api/friendships', cookie: w.cookie, body });
const put = (w: Who, id: number, body: Record<string, unknown>) =>
  callRoute(update, { method: 'PUT', host: w.host, path: `/api/friendships/${id}`, cookie: w.cookie, params: { id: String(id) }, body });
const lists = (w: Who, status: string) => callRoute(list, { host: w.host, path: `/api/friendships?status=${status}&page_size=0`, cookie: w.cookie });
const inviteList = (w: Who, body: Record<string, unknown>) => callRoute(invite, { method: 'POST', host: w.host, path: '/api/emails/invite', cookie: w.cookie, body });

describe('GET /users/search?for=friends', () => {
  it('finds participants by part of "first last" from 3 characters or by exact address, with each friend status', async () => {
    const [p, q] = [await createPromotion(), await createPromotion()];
    const me = await person(p, 'Ann', 'Marsh');
    const [friend, asked, asker, free] = [
      await person(p, 'Maria', 'Lopez'), await person(p, 'Mario', 'Rossi'), await person(p, 'Marianne', 'Ek'), await person(p, 'Omar', 'Ali', { email: 'omar.ali@example.com' }),
    ];
    const gone = await person(p, 'Marius', 'Gone');
    await db.user.update({ where: { id: gone.id }, data: { deleted_at: new Date() } });
    await person(q, 'Marina', 'Elsewhere');
    await createUser({ promotionId: p.id, role: 'Super Coordinator', firstName: 'Mark', lastName: 'Super' });
    const f = await befriend(p.id, me, friend, 'A');
    const out = await befriend(p.id, me, asked, 'P');
    const inc = await befriend(p.id, asker, me, 'P');

    const res = await find(me, ' MAR ');
    expect(res.status).toBe(200);
    // Never oneself (Ann Marsh), a deleted account, another promotion's or a non-participant (Mark Super).
    expect(res.json.data.map((u: any) => [u.full_name, u.status, u.friendship_id])).toEqual([
      ['Maria Lopez', 3, f.id], ['Marianne Ek', 1, inc.id], ['Mario Rossi', 2, out.id], ['Omar Ali', 0, null],
    ]);
    expect(res.json.data[0]).toMatchObject({ id: friend.id, image: { url: null }, location: null });
    expect(res.json.meta.total_records).toBe(4);

    expect((await find(me, 'ia lop')).json.data.map((u: any) => u.id)).toEqual([friend.id]);
    expect((await find(me, 'OMAR.ALI@example.com')).json.data.map((u: any) => u.id)).toEqual([free.id]);
    expect((await find(me, 'omar.ali@example.co')).json.data).toEqual([]);
    // LIKE's wildcards are literal.
    expect((await find(me, '%%%')).json.data).toEqual([]);
    // Several addresses: each part looked up exactly.
    expect((await find(me, `omar.ali@example.com; ${friend.email}, nobody@example.com`)).json.data.map((u: any) => u.id).sort()).toEqual([friend.id, free.id].sort());
  });

  it('refuses short texts and other purposes (422), another promotion_id (404)', async () => {
    const [p, q] = [await createPromotion(), await createPromotion()];
    const me = await person(p, 'Ann');
    expect((await find(me, 'ma')).json.errors).toEqual(['Type at least 3 characters to search.']);
    expect((await find(me, 'mar', '&for=everyone')).status).toBe(422);
    expect((await find(me, 'mar', '')).status).toBe(422);
    expect((await find(me, 'mar', `&for=friends&promotion_id=${q.id}`)).status).toBe(404);
    expect((await find(me, 'mar', `&for=friends&promotion_id=${p.id}`)).status).toBe(200);
  });

  it('returns at most 20', async () => {
    const p = await createPromotion();
    const me = await person(p, 'Ann');
    for (let i = 0; i < 22; i++) await person(p, `Zed${String(i).padStart(2, '0')}`);
    const res = await find(me, 'zed');
    expect(res.json.data).toHaveLength(20);
    expect(res.json.data[0].full_name).toBe('Zed00 Lee');
  });
});

describe('requests by email', () => {
  it('an address without an account gets the invitation; registering links the request to the newcomer', async () => {
    const p = await createPromotion();
    const ann = await person(p, 'Ann');
    const sent = await send(ann, { status: 'P', friend_email: '  Nova.New@Example.com ', message: 'Join me!' });
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({ friendee_id: null, friendee: null, friend_email: 'nova.new@example.com', message: 'Join me!' });
    const mail = await db.emailMessage.findFirstOrThrow({ where: { to: 'nova.new@example.com', kind: 'friend_invite' } });
    expect(mail.subject).toBe('Ann Lee invited you to join them');
    expect(mail.html).toContain(`://${p.subdomain}.`);
    expect(mail.html).toMatch(/\/register"/);
    expect(mail.html).toContain('Join me!');
    expect(mail.text).toContain('/register');
    expect((await lists(ann, 'sent_requests')).json.data).toEqual([expect.objectContaining({ id: sent.json.id, friend_email: 'nova.new@example.com', friendee: null })]);
    expect((await send(ann, { friend_email: 'nova.new@example.com' })).json.errors).toEqual(['You have already invited this address.']);

    // Resend: the mail goes again.
    expect((await put(ann, sent.json.id, { status: 'P', friend_email: 'nova.new@example.com' })).status).toBe(200);
    expect(await db.emailMessage.count({ where: { to: 'nova.new@example.com', kind: 'friend_invite' } })).toBe(2);

    const registered = await callRoute(createUserRoute, { method: 'POST', host: p.host, path: '/api/users', body: registrationBody({ email: 'NOVA.NEW@example.com' }) });
    expect(registered.status).toBe(201);
    const nova = { id: registered.json.id as number, cookie: registered.setCookies.find((c) => c.startsWith('next-auth.session-token='))!.split(';')[0], host: p.host, email: 'nova.new@example.com' };
    const waiting = await lists(nova, 'received_requests');
    expect(waiting.json.data).toEqual([expect.objectContaining({ id: sent.json.id, friender: expect.objectContaining({ id: ann.id }) })]);
    expect((await put(nova, sent.json.id, { status: 'A' })).json.status).toBe('A');
    expect((await lists(ann, 'A')).json.data.map((f: any) => f.friendee.id)).toEqual([nova.id]);
  });

  it("an address with an account is a request to that participant, no mail; one's own address is refused", async () => {
    const p = await createPromotion();
    const [ann, bob] = [await person(p, 'Ann'), await person(p, 'Bob', 'Lee', { email: 'bob@example.com' })];
    const res = await send(ann, { friend_email: 'BOB@example.com' });
    expect(res.json).toMatchObject({ friendee_id: bob.id, friend_email: null });
    expect(await db.emailMessage.count({ where: { to: 'bob@example.com' } })).toBe(0);
    expect(await db.notification.count({ where: { user_id: bob.id, key: `friend_request_${res.json.id}` } })).toBe(1);
    expect((await send(ann, { friend_email: 'not an email' })).status).toBe(422);
  });

  it('needs registration open: closed refuses addresses without an account, still asks members', async () => {
    const p = await createPromotion();
    const [ann, bob] = [await person(p, 'Ann'), await person(p, 'Bob', 'Lee', { email: 'bob2@example.com' })];
    const pending = await send(ann, { friend_email: 'later@example.com' });
    await updatePromotion(p.id, { is_closed: true });
    expect((await send(ann, { friend_email: 'new@example.com' })).json.errors).toEqual(['Registration is closed: only people who already have an account can be added.']);
    expect((await put(ann, pending.json.id, { status: 'P' })).status).toBe(422);
    expect((await send(ann, { friend_email: 'bob2@example.com' })).json.friendee_id).toBe(bob.id);
  });

  it('POST /emails/invite splits on ; or , strips whitespace, reports who was invited and who skipped', async () => {
    const p = await createPromotion();
    const [ann, bob, cal] = [await person(p, 'Ann'), await person(p, 'Bob', 'Lee', { email: 'bob3@example.com' }), await person(p, 'Cal')];
    await befriend(p.id, ann, cal, 'A');
    expect(await inviteList(ann, { emails: ' ; , ' })).toMatchObject({ status: 422, json: { errors: ['Must include at least 1 email address.'] } });
    expect(await inviteList(ann, { emails: 'ok@example.com; broken@' })).toMatchObject({ status: 422, json: { errors: ['broken@ is not a valid email address.'] } });
    expect(await db.friendship.count({ where: { friender_id: ann.id, status: 'P' } })).toBe(0);

    const res = await inviteList(ann, { emails: ` one@example.com ;two@ example.com,BOB3@example.com; ${cal.email}; one@example.com`, message: 'Come along' });
    expect(res.status).toBe(200);
    expect(res.json.invited).toEqual([
      { email: 'one@example.com', friendship_id: expect.any(Number), has_account: false },
      { email: 'two@example.com', friendship_id: expect.any(Number), has_account: false },
      { email: 'bob3@example.com', friendship_id: expect.any(Number), has_account: true },
    ]);
    expect(res.json.skipped).toEqual([{ email: cal.email, reason: 'You are already friends.' }]);
    expect(await db.emailMessage.count({ where: { kind: 'friend_invite', to: { in: ['one@example.com', 'two@example.com'] } } })).toBe(2);
    expect(await db.friendship.findFirst({ where: { friendee_id: bob.id } })).toMatchObject({ friender_id: ann.id, message: 'Come along' });
  });

  it('a flood of requests gets 429 (30 an hour per user) and nothing beyond is written', async () => {
    const p = await createPromotion();
    const ann = await person(p, 'Ann');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await send(ann, { friend_email: `guest${i}@example.com` })).status);
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect(await db.friendship.count({ where: { friender_id: ann.id } })).toBe(30);
  });
});
