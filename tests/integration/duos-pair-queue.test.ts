// The Pair Me queue against a real database: a join waits or pairs at once with the oldest other waiting participant
// of the same promotion, exactly once under concurrency (10 simultaneous joins make 5 duos, nobody twice); the limit,
// one waiting entry per person, withdrawal, the status, notifications to both, and promotions never mixed.
import { afterAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser } from '../helpers/factories';
import { befriend, cookieFor } from '../helpers/journey-factories';
import { createDuoCollection } from '../helpers/duo-factories';
import { POST as joinRoute } from '@/app/api/duo_pair_queues/route';
import { PUT as withdrawalRoute } from '@/app/api/duo_pair_queues/[id]/withdrawal/route';
import { GET as statusRoute } from '@/app/api/duo_pair_status/route';
import { POST as inviteRoute, GET as listRoute } from '@/app/api/duos/route';
import { db } from '@/server/db';
import { stopEnqueuer } from '@/server/jobs/enqueue';

afterAll(() => stopEnqueuer());

type P = Awaited<ReturnType<typeof createPromotion>>;
type Who = { id: number; cookie: string; host: string };

async function person(p: P, first: string): Promise<Who> {
  const user = await createUser({ promotionId: p.id, firstName: first, lastName: 'Kim' });
  return { id: user.id, cookie: await cookieFor(user), host: p.host };
}
const join = (w: Who, body: unknown = { user_id: w.id }) => callRoute(joinRoute, { method: 'POST', host: w.host, path: '/api/duo_pair_queues', cookie: w.cookie, body });
const withdrawal = (w: Who, id: number) =>
  callRoute(withdrawalRoute, { method: 'PUT', host: w.host, path: `/api/duo_pair_queues/${id}/withdrawal`, cookie: w.cookie, params: { id: String(id) } });
const status = (w: Who) => callRoute(statusRoute, { host: w.host, path: '/api/duo_pair_status', cookie: w.cookie });

describe('Pair Me', () => {
  it('waits, then pairs with the next joiner into a started duo (the longer waiter sends), notifying both', async () => {
    const p = await createPromotion();
    const templates = await createDuoCollection(p);
    const [ann, bob] = [await person(p, 'Ann'), await person(p, 'Bob')];
    expect((await status(ann)).json).toEqual({ id: null, state: null, duo_id: null, duo: null });
    const waiting = await join(ann);
    expect(waiting.status).toBe(201);
    expect(waiting.json).toMatchObject({ state: 'queued', duo_id: null, duo: null });
    expect((await status(ann)).json).toMatchObject({ id: waiting.json.id, state: 'queued' });
    const again = await join(ann);
    expect(again.status).toBe(422);
    expect(again.json.errors).toEqual(['You are already waiting in the Pair Me queue.']);

    const paired = await join(bob);
    expect(paired.status).toBe(201);
    expect(paired.json).toMatchObject({
      state: 'paired',
      duo: {
        paired_duo: true, state: 'pending', stage: 'accepted', my_side: 'receiver', duo_template_id: templates[0]!.id,
        sending_user: { user_id: ann.id, full_name: 'Ann Kim' }, receiving_user: { user_id: bob.id, full_name: 'Bob Kim' },
      },
    });
    const duoId = paired.json.duo_id as number;
    expect(paired.json.duo.started_at).not.toBeNull();
    expect((await status(ann)).json).toMatchObject({ id: waiting.json.id, state: 'paired', duo_id: duoId, duo: { my_side: 'sender' } });
    for (const [w, other] of [[ann, 'Bob Kim'], [bob, 'Ann Kim']] as const) {
      expect(await db.notification.findFirst({ where: { user_id: w.id, key: `duo_paired_${duoId}` } })).toMatchObject({
        title: 'You have a duo partner', message: `Pair Me found you a partner: ${other}. Your duo has started.`, link: '/duo/all',
      });
    }
    // The pair is in progress for both; nobody waits any more.
    const [annList] = (await callRoute(listRoute, { host: ann.host, path: '/api/duos', cookie: ann.cookie })).json;
    expect(annList.duos['3'].map((d: { id: number }) => d.id)).toEqual([duoId]);
    expect(annList.duos['4']).toEqual([]);
    // Paired again later, the two get the template they have not done yet.
    const [cat, dan] = [await person(p, 'Cat'), await person(p, 'Dan')];
    await join(cat);
    expect((await join(ann)).json.duo).toMatchObject({ duo_template_id: templates[1]!.id, sending_user: { user_id: cat.id } });
    expect((await join(dan)).json.state).toBe('queued');
  });

  it('10 simultaneous joins make 5 duos, nobody paired twice', async () => {
    const p = await createPromotion();
    await createDuoCollection(p);
    const people: Who[] = [];
    for (let i = 0; i < 10; i++) people.push(await person(p, `P${i}`));
    const results = await Promise.all(people.map((w) => join(w)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    const duos = await db.duo.findMany({ where: { promotion_id: p.id }, select: { sender_id: true, receiver_id: true, paired_duo: true } });
    expect(duos).toHaveLength(5);
    expect(duos.every((d) => d.paired_duo)).toBe(true);
    const members = duos.flatMap((d) => [d.sender_id, d.receiver_id]);
    expect(new Set(members).size).toBe(10);
    expect(await db.duoPairQueue.count({ where: { promotion_id: p.id, state: 'queued' } })).toBe(0);
    expect(await db.duoPairQueue.count({ where: { promotion_id: p.id, state: 'paired' } })).toBe(10);
  });

  it('refuses someone else\'s user_id, a person at the limit; withdraws only one\'s own waiting entry', async () => {
    const p = await createPromotion();
    const [t] = await createDuoCollection(p);
    const [ann, bob, cat] = [await person(p, 'Ann'), await person(p, 'Bob'), await person(p, 'Cat')];
    const other = await join(ann, { user_id: bob.id });
    expect(other.status).toBe(403);
    expect(other.json.errors).toEqual(['You can only add yourself to the Pair Me queue.']);

    const entry = (await join(ann)).json.id as number;
    expect((await withdrawal(bob, entry)).status).toBe(404);
    const out = await withdrawal(ann, entry);
    expect(out.status).toBe(200);
    expect(out.json).toMatchObject({ id: entry, state: 'withdrawn' });
    expect((await withdrawal(ann, entry)).json.errors).toEqual(['This Pair Me entry is no longer waiting: it was paired or withdrawn.']);
    // Withdrawn: the next joiner waits instead of pairing with Ann.
    expect((await join(bob)).json.state).toBe('queued');

    // Cat is in 2 duos: she cannot join.
    for (const friend of [ann, bob]) {
      await befriend(p.id, cat, friend);
      expect((await callRoute(inviteRoute, { method: 'POST', host: cat.host, path: '/api/duos', cookie: cat.cookie, body: { receiver_id: friend.id, duo_template_id: t!.id } })).status).toBe(201);
    }
    const full = await join(cat);
    expect(full.status).toBe(422);
    expect(full.json.errors).toEqual(['You are already in 2 duos. Finish or withdraw from one before starting another.']);
  });

  it('pairs only within a promotion; another promotion\'s entry is a 404', async () => {
    const [a, b] = [await createPromotion(), await createPromotion()];
    await createDuoCollection(a);
    await createDuoCollection(b);
    const [ann, out] = [await person(a, 'Ann'), await person(b, 'Out')];
    const annEntry = (await join(ann)).json.id as number;
    expect((await join(out)).json.state).toBe('queued');
    expect((await withdrawal(out, annEntry)).status).toBe(404);
    expect(await db.duo.count({ where: { promotion_id: { in: [a.id, b.id] } } })).toBe(0);
  });
});
