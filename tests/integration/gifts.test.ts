// Gift points (social-engagement.md "Gift points (work bonus)"; docs/gifts.md) against a real database: the bonuses a
// completed work earns, offer, accept (points credited once, also under concurrent accepts), decline (the giver may
// give again), the limits, who may answer, eligible users with page_size 0, cross-promotion 404s, teams off.
import { afterAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser } from '../helpers/factories';
import { cookieFor, createCompetition, createTeam, setFlags } from '../helpers/journey-factories';
import { GET as summaryRoute } from '@/app/api/works/bonus_points/route';
import { GET as pendingRoute } from '@/app/api/works/bonus_points/pending/route';
import { GET as eligibleRoute } from '@/app/api/works/bonus_points/eligible/route';
import { PUT as offerRoute } from '@/app/api/works/bonus_points/offer/[user_id]/route';
import { PUT as acceptRoute } from '@/app/api/works/bonus_points/accept/route';
import { PUT as declineRoute } from '@/app/api/works/bonus_points/decline/route';
import { GET as statsRoute } from '@/app/api/users/[id]/stats/route';
import { db } from '@/server/db';
import { grantWorkBonuses } from '@/server/gifts/mutations';
import { reconcilePoints } from '@/server/points/queries';
import { stopEnqueuer } from '@/server/jobs/enqueue';
import { addDays, todayIn } from '@/lib/promotion-dates';
import { GIFT_MESSAGES as M } from '@/lib/gifts/messages';
import { prefetched, runPrefetches } from '@/server/pages/prefetch';
import { giftEligiblePrefetch, giftsPrefetches, socialPrefetchKeys } from '@/app/(app)/social-prefetch';
import { shellPrefetches } from '@/app/_shell/shell-prefetch';
import type { CurrentPromotion } from '@/lib/promotions/types';
import type { CurrentUser } from '@/lib/users/types';

afterAll(() => stopEnqueuer());

type Who = { id: number; cookie: string; host: string };
const BONUS = 25;

async function person(p: { id: number; host: string }, first: string, last = 'Lee'): Promise<Who> {
  const user = await createUser({ promotionId: p.id, firstName: first, lastName: last });
  return { id: user.id, cookie: await cookieFor(user), host: p.host };
}

/** A promotion with teams on, bonus_points 25, a competition, two official teams and a work each member earned by. */
async function world() {
  const p = await createPromotion({ data: { bonus_points: BONUS } });
  await setFlags(p.id, { is_teams_enabled: true });
  const competition = await createCompetition(p.id, addDays(todayIn('America/New_York'), -10));
  const [ann, bob, cat, dan, eve, fay] = [await person(p, 'Ann'), await person(p, 'Bob'), await person(p, 'Cat'), await person(p, 'Dan'), await person(p, 'Eve'), await person(p, 'Fay')];
  const otters = await createTeam(competition, 'Otters', { members: [ann, bob] });
  await createTeam(competition, 'Herons', { members: [cat], status: 0 });
  await createTeam(competition, 'Gone', { members: [dan], status: 2 }); // deleted: its members are not eligible
  const work = await db.work.create({ data: { promotion_id: p.id, competition_id: competition.id, team_id: otters.id, week: 1, completed_at: new Date() } });
  const granted = await db.$transaction((tx) => grantWorkBonuses(tx, work.id));
  return { p, competition, work, granted, ann, bob, cat, dan, eve, fay };
}

const offer = (w: Who, userId: number | string) =>
  callRoute(offerRoute, { method: 'PUT', host: w.host, path: `/api/works/bonus_points/offer/${userId}`, cookie: w.cookie, params: { user_id: String(userId) } });
const answer = (w: Who, kind: 'accept' | 'decline', id: unknown) =>
  callRoute(kind === 'accept' ? acceptRoute : declineRoute, { method: 'PUT', host: w.host, path: `/api/works/bonus_points/${kind}`, cookie: w.cookie, body: { target_work_bonus_id: id } });
const pending = (w: Who) => callRoute(pendingRoute, { host: w.host, path: '/api/works/bonus_points/pending', cookie: w.cookie });
const summary = (w: Who) => callRoute(summaryRoute, { host: w.host, path: '/api/works/bonus_points', cookie: w.cookie });
const eligible = (w: Who, qs = '?page_size=0') => callRoute(eligibleRoute, { host: w.host, path: `/api/works/bonus_points/eligible${qs}`, cookie: w.cookie });
const points = async (w: Who) =>
  (await callRoute(statsRoute, { host: w.host, path: `/api/users/me/stats`, cookie: w.cookie, params: { id: 'me' } })).json.points as { value: number; bonus_points: number };

describe('gift points', () => {
  it("the /gifts page's prefetches, with the shell's, hold what the screen's own calls answer", async () => {
    const { p, ann } = await world();
    const headers = new Headers({ host: ann.host, cookie: ann.cookie });
    // The waiting gift comes with the shell on every page of the signed-in area, /gifts included.
    const shell = shellPrefetches({ promotion_id: p.id, role: 'User' } as CurrentUser, { id: p.id, is_teams_enabled: true } as CurrentPromotion, { prompts: true });
    const state = await runPrefetches([...shell, ...giftsPrefetches(), giftEligiblePrefetch()], headers);
    expect(prefetched(state, socialPrefetchKeys.giftSummary)).toEqual((await summary(ann)).json);
    expect(prefetched(state, socialPrefetchKeys.giftPending)).toEqual((await pending(ann)).json);
    expect(prefetched(state, socialPrefetchKeys.giftEligible)).toEqual((await eligible(ann)).json.data);
    expect((prefetched<unknown[]>(state, socialPrefetchKeys.giftEligible) ?? []).length).toBeGreaterThan(0);
  });

  it('a completed work earns each member one giftable bonus, once', async () => {
    const { work, granted, ann, bob } = await world();
    expect(granted).toBe(2);
    expect(await db.$transaction((tx) => grantWorkBonuses(tx, work.id))).toBe(0);
    expect((await summary(ann)).json).toMatchObject({ points: BONUS, giftable: 1, pending_offer: null, offers_left_this_week: 3, can_offer: true, recent_offers: [] });
    expect((await summary(bob)).json.giftable).toBe(1);
  });

  it('offers to a member of another team: the target is notified and sees the offer; accept credits the points once', async () => {
    const { p, ann, cat } = await world();
    const before = await points(cat);
    const offered = await offer(ann, cat.id);
    expect(offered.status).toBe(200);
    expect(offered.json).toMatchObject({ applied: null, points: BONUS, target: { id: cat.id, full_name: 'Cat Lee', first_name: 'Cat' }, responded_at: null });
    const id = offered.json.id as number;
    expect(await db.notification.findFirst({ where: { user_id: cat.id, key: `gift_offered_${id}` } })).toMatchObject({ message: `Ann Lee offered you ${BONUS} points.`, link: '/gifts' });

    const waiting = await pending(cat);
    expect(waiting.json).toEqual({
      target_work_bonus: { id, applied: null, earned_by_name: 'Ann Lee', earned_by_first_name: 'Ann', points: BONUS, offered_at: expect.any(String), responded_at: null },
      pending_count: 1,
    });
    expect((await summary(ann)).json).toMatchObject({ giftable: 0, can_offer: false, pending_offer: { id }, offers_left_this_week: 2 });

    const accepted = await answer(cat, 'accept', id);
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({ id, applied: true, responded_at: expect.any(String) });
    const row = await db.workBonus.findUniqueOrThrow({ where: { id } });
    expect(row.recorded_on?.toISOString().slice(0, 10)).toBe(todayIn('America/New_York'));
    const after = await points(cat);
    expect(after.value - before.value).toBe(BONUS);
    expect(after.bonus_points - before.bonus_points).toBe(BONUS);
    expect(await db.notification.findFirst({ where: { user_id: ann.id, key: `gift_answered_${id}` } })).toMatchObject({ message: 'Cat Lee accepted your gift points.' });
    expect((await pending(cat)).json).toEqual({ target_work_bonus: null, pending_count: 0 });

    // A second accept (double click) answers the same row and credits nothing; declining it now is refused.
    const again = await answer(cat, 'accept', id);
    expect(again.status).toBe(200);
    expect(again.json.applied).toBe(true);
    expect((await points(cat)).value).toBe(after.value);
    const decline = await answer(cat, 'decline', id);
    expect(decline.status).toBe(422);
    expect(decline.json.errors).toEqual([M.alreadyAccepted]);
    expect(await reconcilePoints(p.id)).toEqual([]);
  });

  it('concurrent accepts credit the points once', async () => {
    const { p, ann, bob } = await world();
    const id = (await offer(ann, bob.id)).json.id as number;
    const before = await points(bob);
    const results = await Promise.all(Array.from({ length: 5 }, () => answer(bob, 'accept', id)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await points(bob)).value - before.value).toBe(BONUS);
    expect(await db.notification.count({ where: { user_id: ann.id, key: `gift_answered_${id}` } })).toBe(1);
    expect(await reconcilePoints(p.id)).toEqual([]);
  });

  it('decline sets applied false, credits nothing, and the giver holds the gift again', async () => {
    const { p, ann, cat } = await world();
    const id = (await offer(ann, cat.id)).json.id as number;
    const before = await points(cat);
    const declined = await answer(cat, 'decline', id);
    expect(declined.status).toBe(200);
    expect(declined.json).toMatchObject({ id, applied: false });
    expect((await points(cat)).value).toBe(before.value);
    expect(await db.notification.findFirst({ where: { user_id: ann.id, key: `gift_answered_${id}` } })).toMatchObject({ message: expect.stringContaining('Cat Lee declined') });
    expect((await summary(ann)).json).toMatchObject({ giftable: 1, can_offer: true, pending_offer: null, recent_offers: [{ id, applied: false }] });
    expect((await answer(cat, 'decline', id)).status).toBe(200);
    const accept = await answer(cat, 'accept', id);
    expect(accept.status).toBe(422);
    expect(accept.json.errors).toEqual([M.alreadyDeclined]);
    expect(await reconcilePoints(p.id)).toEqual([]);
  });

  it('refuses: oneself, someone outside the competition or on a deleted team, nothing to give, an offer waiting, the weekly limit', async () => {
    const { ann, bob, cat, dan, eve } = await world();
    expect((await offer(ann, ann.id)).json.errors).toEqual([M.notYourself]);
    expect((await offer(ann, eve.id)).json.errors).toEqual([M.notEligible]);
    expect((await offer(ann, dan.id)).status).toBe(422);
    expect((await offer(ann, 999999)).status).toBe(404);
    expect((await offer(eve, ann.id)).json.errors).toEqual([M.nothingToGive]);

    const first = await offer(ann, cat.id);
    expect(first.status).toBe(200);
    const second = await offer(ann, bob.id);
    expect(second.status).toBe(422);
    expect(second.json.errors).toEqual([M.offerPending]);

    // Declined gifts come back, but asking is limited: 3 offers in 7 days.
    await answer(cat, 'decline', first.json.id);
    for (let i = 0; i < 2; i++) {
      const again = await offer(ann, cat.id);
      expect(again.status).toBe(200);
      await answer(cat, 'decline', again.json.id);
    }
    const fourth = await offer(ann, cat.id);
    expect(fourth.status).toBe(422);
    expect(fourth.json.errors).toEqual([M.weeklyLimit]);
    expect((await summary(ann)).json).toMatchObject({ giftable: 1, offers_left_this_week: 0, can_offer: false });
  });

  it('two simultaneous offers by one giver: exactly one is made', async () => {
    const { ann, bob, cat } = await world();
    const results = await Promise.all([offer(ann, bob.id), offer(ann, cat.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(await db.workBonus.count({ where: { earned_by_id: ann.id, target_user_id: { not: null } } })).toBe(1);
  });

  it('only the target answers: the giver, a bystander and an unknown id get 404', async () => {
    const { ann, bob, cat } = await world();
    const id = (await offer(ann, cat.id)).json.id as number;
    expect((await answer(ann, 'accept', id)).status).toBe(404);
    expect((await answer(bob, 'decline', id)).status).toBe(404);
    expect((await answer(cat, 'accept', 2_000_000_000)).status).toBe(404);
    expect((await answer(cat, 'accept', 'x')).status).toBe(422);
    expect((await pending(bob)).json.target_work_bonus).toBeNull();
    expect((await answer(cat, 'accept', id)).status).toBe(200);
  });

  it('another promotion: its users and gifts answer 404, its participants see nothing of ours', async () => {
    const ours = await world();
    const theirs = await world();
    const id = (await offer(ours.ann, ours.cat.id)).json.id as number;
    expect((await offer(ours.ann, theirs.bob.id)).status).toBe(404);
    expect((await answer(theirs.cat, 'accept', id)).status).toBe(404);
    // Their participant's session is not one of our host's: refused before anything is read.
    expect((await answer({ ...theirs.cat, host: ours.p.host }, 'accept', id)).status).toBe(401);
    expect((await eligible(theirs.ann)).json.data.map((u: { id: number }) => u.id)).not.toContain(ours.cat.id);
    expect((await answer(ours.cat, 'accept', id)).status).toBe(200);
  });

  it('eligible users: the live teams’ members of the current competition but the caller, by name, all with page_size 0', async () => {
    const { ann, bob, cat } = await world();
    const list = await eligible(ann);
    expect(list.status).toBe(200);
    expect(list.json.meta.total_records).toBe(2);
    expect(list.json.data).toEqual([
      { id: bob.id, full_name: 'Bob Lee', first_name: 'Bob', image: { url: null }, team_name: 'Otters' },
      { id: cat.id, full_name: 'Cat Lee', first_name: 'Cat', image: { url: null }, team_name: 'Herons' },
    ]);
    const paged = await eligible(ann, '?page_size=1&page=2');
    expect(paged.json.data.map((u: { id: number }) => u.id)).toEqual([cat.id]);
  });

  it('with teams off every gift call answers 404', async () => {
    const { p, ann, cat } = await world();
    await setFlags(p.id, { is_teams_enabled: false });
    expect((await summary(ann)).status).toBe(404);
    expect((await pending(cat)).status).toBe(404);
    expect((await eligible(ann)).status).toBe(404);
    expect((await offer(ann, cat.id)).status).toBe(404);
  });
});
