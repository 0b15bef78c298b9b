// Duos against a real database (social-engagement.md "Duos"): templates of the promotion's collection, invitations
// between friends, the 2-duo limit for both people, receiver-only answers, either withdraws, archive, the list's
// groups (2 completed, 3 in progress, 4 in queue), the friend picker, search for=duos, badges, notifications and
// cross-promotion 404s with their owner controls.
import { afterAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser } from '../helpers/factories';
import { befriend, cookieFor, createBadge, setFlags } from '../helpers/journey-factories';
import { listenToRealtime } from '../helpers/realtime-events';
import { createDuoCollection } from '../helpers/duo-factories';
import { GET as listRoute, POST as createRoute } from '@/app/api/duos/route';
import { GET as showRoute } from '@/app/api/duos/[id]/route';
import { PUT as acceptRoute } from '@/app/api/duos/[id]/accept/route';
import { PUT as declineRoute } from '@/app/api/duos/[id]/decline/route';
import { PUT as withdrawRoute } from '@/app/api/duos/[id]/withdrawl/route';
import { PUT as archiveRoute } from '@/app/api/duos/archive/route';
import { GET as templatesRoute } from '@/app/api/duo_templates/route';
import { GET as templateRoute } from '@/app/api/duo_templates/[id]/route';
import { GET as friendsRoute } from '@/app/api/duo_friends/route';
import { GET as searchRoute } from '@/app/api/users/search/route';
import { POST as joinRoute } from '@/app/api/duo_pair_queues/route';
import { db } from '@/server/db';
import { stopEnqueuer } from '@/server/jobs/enqueue';

afterAll(() => stopEnqueuer());

type P = Awaited<ReturnType<typeof createPromotion>>;
type Who = { id: number; cookie: string; host: string };

async function person(p: P, first: string): Promise<Who> {
  const user = await createUser({ promotionId: p.id, firstName: first, lastName: 'Lee' });
  return { id: user.id, cookie: await cookieFor(user), host: p.host };
}

const invite = (w: Who, receiverId: number, templateId: number) =>
  callRoute(createRoute, { method: 'POST', host: w.host, path: '/api/duos', cookie: w.cookie, body: { receiver_id: receiverId, duo_template_id: templateId } });
const act = (route: typeof acceptRoute, verb: string) => (w: Who, id: number) =>
  callRoute(route, { method: 'PUT', host: w.host, path: `/api/duos/${id}/${verb}`, cookie: w.cookie, params: { id: String(id) } });
const accept = act(acceptRoute, 'accept');
const decline = act(declineRoute, 'decline');
const withdraw = act(withdrawRoute, 'withdrawl');
const show = (w: Who, id: number) => callRoute(showRoute, { host: w.host, path: `/api/duos/${id}`, cookie: w.cookie, params: { id: String(id) } });
const list = (w: Who) => callRoute(listRoute, { host: w.host, path: '/api/duos', cookie: w.cookie });
const archive = (w: Who, body?: unknown) => callRoute(archiveRoute, { method: 'PUT', host: w.host, path: '/api/duos/archive', cookie: w.cookie, body });
const friends = (w: Who) => callRoute(friendsRoute, { host: w.host, path: '/api/duo_friends', cookie: w.cookie });
const join = (w: Who) => callRoute(joinRoute, { method: 'POST', host: w.host, path: '/api/duo_pair_queues', cookie: w.cookie, body: { user_id: w.id } });

async function world() {
  const p = await createPromotion();
  const templates = await createDuoCollection(p);
  const [ann, bob, cat, dan] = [await person(p, 'Ann'), await person(p, 'Bob'), await person(p, 'Cat'), await person(p, 'Dan')];
  for (const [a, b] of [[ann, bob], [ann, cat], [ann, dan], [bob, cat], [bob, dan], [cat, dan]] as const) await befriend(p.id, a, b);
  return { p, templates, ann, bob, cat, dan };
}

const { events } = listenToRealtime();

describe('duo templates', () => {
  it('lists the promotion collection in order with images in sequence; another collection\'s template is a 404', async () => {
    const { p, templates, ann } = await world();
    const res = await callRoute(templatesRoute, { host: p.host, path: '/api/duo_templates?page_size=0', cookie: ann.cookie });
    expect(res.status).toBe(200);
    expect(res.json.meta.total_records).toBe(2);
    expect(res.json.data[0]).toEqual({
      id: templates[0]!.id, name: 'Walk & Talk', description: 'Walk & Talk together', video: null,
      duo_images: [1, 2, 3].map((n) => ({ image: `/duos/Walk & Talk-${n}.svg`, sequence: n })),
    });
    expect(res.json.data[1].name).toBe('Recipe Swap');
    const one = await callRoute(templateRoute, { host: p.host, path: `/api/duo_templates/${templates[1]!.id}`, cookie: ann.cookie, params: { id: String(templates[1]!.id) } });
    expect(one.json.name).toBe('Recipe Swap');
    const other = await db.duoTemplate.create({ data: { name: 'Elsewhere' } });
    const miss = await callRoute(templateRoute, { host: p.host, path: `/api/duo_templates/${other.id}`, cookie: ann.cookie, params: { id: String(other.id) } });
    expect(miss.status).toBe(404);
    expect(miss.json.errors).toEqual(['Duo template could not be found.']);
  });
});

describe('duo invitations', () => {
  it('invites a friend: pending for both, badge sent_duo_requests, notification to the receiver; accept starts it and notifies the sender', async () => {
    const { p, templates, ann, bob } = await world();
    const badge = await createBadge(p.id, { category: 'sent_duo_requests', name: 'First duo request', goal: 1 });
    events.length = 0;
    const sent = await invite(ann, bob.id, templates[0]!.id);
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({
      kind: 'duo', state: 'pending', stage: 'outgoing', my_side: 'sender', started_at: null, completed_at: null, paired_duo: false,
      sending_user: { user_id: ann.id, full_name: 'Ann Lee', image: { url: null } }, receiving_user: { user_id: bob.id, full_name: 'Bob Lee' },
      receiver_id: bob.id, duo_template_id: templates[0]!.id, duo_template: { name: 'Walk & Talk' },
      progress: { done: 0, total: 3, me_logged_today: false, partner_logged_today: false },
    });
    const id = sent.json.id as number;
    expect(await db.userBadge.count({ where: { user_id: ann.id, badge_id: badge.id } })).toBe(1);
    expect(await db.notification.findFirst({ where: { user_id: bob.id, key: `duo_request_${id}` } })).toMatchObject({
      title: 'New duo invitation', message: 'Ann Lee invited you to a duo.', link: '/duo/all',
    });
    // The notification is the receiver's live update.
    expect(events.some((e) => e.event === 'notificationPublished' && (e.data as { key: string }).key === `duo_request_${id}`)).toBe(true);

    expect((await show(bob, id)).json).toMatchObject({ stage: 'incoming', my_side: 'receiver' });
    const [bobList] = (await list(bob)).json;
    expect(bobList.duos['4'].map((d: { id: number }) => d.id)).toEqual([id]);
    expect(bobList).toMatchObject({ has_friends: true, duo_count: 1, max_duos: 2, can_start: true });

    // Only the receiver answers: the sender is refused (403), a stranger does not see it (404).
    expect((await accept(ann, id)).status).toBe(403);
    expect((await accept(ann, id)).json.errors).toEqual(['Only the person invited can accept or decline a duo invitation.']);
    expect((await decline(ann, id)).status).toBe(403);
    const stranger = await person(p, 'Eve');
    expect((await accept(stranger, id)).status).toBe(404);
    expect((await withdraw(stranger, id)).status).toBe(404);
    expect((await show(stranger, id)).status).toBe(404);

    const accepted = await accept(bob, id);
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({ state: 'pending', stage: 'accepted' });
    expect(accepted.json.started_at).not.toBeNull();
    expect(await db.notification.findFirst({ where: { user_id: ann.id, key: `duo_accepted_${id}` } })).toMatchObject({
      title: 'Duo invitation accepted', message: 'Bob Lee accepted your duo invitation. Your duo has started.', link: '/duo/all',
    });
    expect((await accept(bob, id)).json.errors).toEqual(['This duo invitation has already been answered.']);
    const [annList] = (await list(ann)).json;
    expect(annList.duos['3'].map((d: { id: number }) => d.id)).toEqual([id]);
    expect(annList.duos['4']).toEqual([]);
    // The header count counts invitations received and not started only.
    expect(await db.duo.count({ where: { receiver_id: bob.id, state: 'pending', started_at: null } })).toBe(0);
  });

  it('refuses: yourself, a non-friend, a template outside the collection, a second invitation either way', async () => {
    const { p, templates, ann, bob } = await world();
    const stranger = await person(p, 'Eve');
    expect((await invite(ann, ann.id, templates[0]!.id)).json.errors).toEqual(['You cannot start a duo with yourself.']);
    const notFriend = await invite(ann, stranger.id, templates[0]!.id);
    expect(notFriend.status).toBe(422);
    expect(notFriend.json.errors).toEqual(['You can only invite friends to a duo.']);
    const other = await db.duoTemplate.create({ data: { name: 'Elsewhere' } });
    expect((await invite(ann, bob.id, other.id)).status).toBe(404);
    expect((await invite(ann, bob.id, templates[0]!.id)).status).toBe(201);
    const again = await invite(ann, bob.id, templates[1]!.id);
    expect(again.status).toBe(422);
    expect(again.json.errors).toEqual(['There is already a duo invitation between you and this friend.']);
    expect((await invite(bob, ann.id, templates[1]!.id)).json.errors).toEqual(['There is already a duo invitation between you and this friend.']);
    expect(await db.duo.count({ where: { promotion_id: p.id } })).toBe(1);
  });

  it('the 2-duo limit counts pending, started and queued duos, for the sender and for the receiver', async () => {
    const { templates, ann, bob, cat, dan } = await world();
    const t = templates[0]!.id;
    expect((await invite(ann, bob.id, t)).status).toBe(201);
    expect((await join(ann)).json.state).toBe('queued'); // a waiting Pair Me entry counts
    const third = await invite(ann, cat.id, t);
    expect(third.status).toBe(422);
    expect(third.json.errors).toEqual(['You are already in 2 duos. Finish or withdraw from one before starting another.']);
    // Ann is full: nobody may invite her either.
    const toFull = await invite(cat, ann.id, t);
    expect(toFull.status).toBe(422);
    expect(toFull.json.errors).toEqual(['Ann Lee is already in 2 duos.']);
    // The friend picker lists Ann last as unavailable.
    const picker = (await friends(dan)).json;
    expect(picker.data.map((f: { full_name: string }) => f.full_name)).toEqual(['Bob Lee', 'Cat Lee', 'Ann Lee']);
    expect(picker.data[2]).toMatchObject({ user_id: ann.id, duo_count: 2, available: false, has_pending_invitation: false });
    expect(picker.data[0]).toMatchObject({ user_id: bob.id, duo_count: 1, available: true });
    const [annList] = (await list(ann)).json;
    expect(annList).toMatchObject({ duo_count: 2, can_start: false });
    expect(annList.duos['4'].map((d: { kind: string }) => d.kind)).toEqual(['duo', 'pair_queue']);
    // Search for=duos: friends by name with their availability.
    const found = await callRoute(searchRoute, { host: dan.host, path: '/api/users/search?query=lee&for=duos', cookie: dan.cookie });
    expect(found.status).toBe(200);
    expect(found.json.data.map((f: { user_id: number; available: boolean }) => [f.user_id, f.available])).toEqual([[bob.id, true], [cat.id, true], [ann.id, false]]);
  });

  it('simultaneous invitations never put anyone in more than 2 duos', async () => {
    const p = await createPromotion();
    const [t] = await createDuoCollection(p);
    const hub = await person(p, 'Hub');
    const others = [];
    for (let i = 0; i < 6; i++) {
      const o = await person(p, `Friend${i}`);
      await befriend(p.id, hub, o);
      others.push(o);
    }
    const results = await Promise.all(others.map((o) => invite(o, hub.id, t!.id)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status === 422)).toHaveLength(4);
    expect(results.every((r) => r.status === 201 || r.status === 422)).toBe(true);
    expect(await db.duo.count({ where: { OR: [{ sender_id: hub.id }, { receiver_id: hub.id }] } })).toBe(2);
  });

  it('decline deletes (receiver only); either withdraws, also a started duo, notifying the other; completed duos are archived, not withdrawn', async () => {
    const { p, templates, ann, bob, cat } = await world();
    const t = templates[0]!.id;
    const first = (await invite(ann, bob.id, t)).json.id as number;
    const declined = await decline(bob, first);
    expect(declined.json).toEqual({ id: first, ended: 'declined' });
    expect(await db.duo.count({ where: { id: first } })).toBe(0);
    expect((await decline(bob, first)).status).toBe(404);

    const second = (await invite(ann, bob.id, t)).json.id as number;
    expect((await withdraw(ann, second)).json).toEqual({ id: second, ended: 'withdrawn' });
    const third = (await invite(ann, cat.id, t)).json.id as number;
    await accept(cat, third);
    // The receiver leaves a started duo: the sender hears of it.
    expect((await withdraw(cat, third)).status).toBe(200);
    expect(await db.notification.findFirst({ where: { user_id: ann.id, key: `duo_withdrawn_${third}` } })).toMatchObject({
      title: 'Duo ended', message: 'Cat Lee withdrew from your duo.',
    });

    const done = await db.duo.create({
      data: { promotion_id: p.id, sender_id: ann.id, receiver_id: bob.id, duo_template_id: t, state: 'completed', started_at: new Date(), completed_at: new Date() },
    });
    expect((await withdraw(ann, done.id)).json.errors).toEqual(['This duo is already completed: it can be archived, not withdrawn.']);
    const pending = (await invite(ann, cat.id, t)).json.id as number;
    expect((await archive(ann, { id: pending })).json.errors).toEqual(['Only a completed duo can be archived.']);
    expect((await archive(bob)).json).toEqual({ archived_ids: [done.id] });
    expect(await db.duo.findUnique({ where: { id: done.id }, select: { is_sender_archived: true, is_receiver_archived: true } })).toEqual({ is_sender_archived: false, is_receiver_archived: true });
    expect((await archive(bob)).json).toEqual({ archived_ids: [] });
    expect((await archive(ann, { id: done.id })).json).toEqual({ archived_ids: [done.id] });
    const [annList] = (await list(ann)).json;
    expect(annList.duos['2']).toEqual([expect.objectContaining({ id: done.id, stage: 'completed', archived_by_me: true, progress: expect.objectContaining({ done: 3, total: 3 }) })]);
  });
});

describe('duos across promotions and flags', () => {
  it('another promotion\'s participant gets 404 on every duo of this one; the owner still gets 200', async () => {
    const { templates, ann, bob } = await world();
    const other = await createPromotion();
    await createDuoCollection(other);
    const outsider = await person(other, 'Out');
    const id = (await invite(ann, bob.id, templates[0]!.id)).json.id as number;
    // The outsider on their own host names this promotion's duo: not found.
    expect((await show(outsider, id)).status).toBe(404);
    expect((await accept(outsider, id)).status).toBe(404);
    expect((await decline(outsider, id)).status).toBe(404);
    expect((await withdraw(outsider, id)).status).toBe(404);
    expect((await archive(outsider, { id })).status).toBe(404);
    expect((await invite(outsider, ann.id, templates[0]!.id)).status).toBe(404);
    const [outsiderList] = (await list(outsider)).json;
    expect(outsiderList).toMatchObject({ has_friends: false, duos: { 2: [], 3: [], 4: [] } });
    // Their cookie on this promotion's host is refused by the scope.
    const crossHost = await callRoute(showRoute, { host: ann.host, path: `/api/duos/${id}`, cookie: outsider.cookie, params: { id: String(id) } });
    expect([401, 403, 404]).toContain(crossHost.status);
    expect((await show(ann, id)).status).toBe(200);
    expect((await show(bob, id)).status).toBe(200);
  });

  it('the buddy feature off: duo calls answer 404', async () => {
    const { p, ann } = await world();
    await setFlags(p.id, { is_buddy_feature_displayed: false });
    const res = await list(ann);
    expect(res.status).toBe(404);
    expect(res.json.errors).toEqual(['Duos are not available in this program.']);
    expect((await friends(ann)).status).toBe(404);
  });
});
