import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { befriend, cookieFor, createLocation, createPlayer, setFlags, setPoints } from '../helpers/journey-factories';
import { GET as board } from '@/app/api/promotions/[id]/leaderboard/route';
import { GET as me } from '@/app/api/promotions/[id]/leaderboard/me/route';
import { db } from '@/server/db';
import { aheadOf, buildHistogram } from '@/server/leaderboards/rank-snapshot';

async function get(p: { id: number; host: string }, cookie: string, qs = '', id: number = p.id) {
  return callRoute(board, { host: p.host, path: `/api/promotions/${id}/leaderboard${qs}`, cookie, params: { id: String(id) } });
}
async function getMe(p: { id: number; host: string }, cookie: string, id: number = p.id) {
  return callRoute(me, { host: p.host, path: `/api/promotions/${id}/leaderboard/me`, cookie, params: { id: String(id) } });
}
const names = (res: { json: { data: { name: string }[] } }) => res.json.data.map((r) => r.name);

describe('individual leaderboard', () => {
  it('lists opted-in participants by points, ties broken by user id, ranks 1, 2, 3…', async () => {
    const p = await createPromotion();
    const a = await createPlayer(p.id, { points: 50, firstName: 'Ann' });
    const b = await createPlayer(p.id, { points: 80, firstName: 'Ben' });
    const c = await createPlayer(p.id, { points: 50, firstName: 'Cal' });
    const d = await createPlayer(p.id, { points: 10, firstName: 'Dee' });
    const res = await get(p, await cookieFor(a));
    expect(res.status).toBe(200);
    expect(res.json.data.map((r: any) => [r.id, r.rank, r.score])).toEqual([
      [b.id, 1, 80], [a.id, 2, 50], [c.id, 3, 50], [d.id, 4, 10],
    ]);
    expect(res.json.data[0]).toMatchObject({ name: 'Ben User', profile: { first_name: 'Ben', last_name: 'User', full_name: 'Ben User' } });
    expect(res.json.data[0]).not.toHaveProperty('email');
    expect(res.json.meta).toMatchObject({ total_records: 4, my_rank: { rank: 2, score: 50 } });
  });

  it('hides participants who did not opt in, keeps everyone else’s rank, and gives them a null my_rank', async () => {
    const p = await createPromotion();
    const shy = await createPlayer(p.id, { points: 100, firstName: 'Shy', individual: false });
    const a = await createPlayer(p.id, { points: 60, firstName: 'Ann' });
    const b = await createPlayer(p.id, { points: 40, firstName: 'Ben' });
    const res = await get(p, await cookieFor(shy));
    expect(names(res)).toEqual(['Ann User', 'Ben User']);
    expect(JSON.stringify(res.json)).not.toContain('Shy');
    // Ranks are positions in the whole promotion: a hidden participant still holds their place.
    expect(res.json.data.map((r: any) => r.rank)).toEqual([2, 3]);
    expect(res.json.meta.my_rank).toBeNull();
    expect(res.json.meta.total_records).toBe(2);
    const mine = await getMe(p, await cookieFor(shy));
    expect(mine.json).toEqual({ rank: null, score: null, opted_in: false });
    const theirs = await getMe(p, await cookieFor(b));
    expect(theirs.json).toEqual({ rank: 3, score: 40, opted_in: true });
    expect((await getMe(p, await cookieFor(a))).json.rank).toBe(2);
  });

  it('pages 50 by default, honours page_size and page, and page_size 0 returns all', async () => {
    const p = await createPromotion();
    const players = [];
    for (let i = 0; i < 7; i++) players.push(await createPlayer(p.id, { points: 100 - i * 10, firstName: `P${i}` }));
    const cookie = await cookieFor(players[0]);
    const page2 = await get(p, cookie, '?page=2&page_size=3');
    expect(page2.json.data.map((r: any) => r.rank)).toEqual([4, 5, 6]);
    expect(page2.json.meta.total_records).toBe(7);
    expect(page2.json.meta.links.next).toContain('page=3');
    expect(page2.json.meta.links.prev).toContain('page=1');
    expect((await get(p, cookie, '?page_size=0')).json.data).toHaveLength(7);
    expect((await get(p, cookie)).json.data).toHaveLength(7);
    expect((await get(p, cookie, '?page=5&page_size=3')).json.data).toEqual([]);
    expect((await get(p, cookie, '?page_size=-1')).status).toBe(422);
  });

  it('ranks a block of ties by user id across page boundaries', async () => {
    const p = await createPromotion();
    const tied = [];
    for (let i = 0; i < 6; i++) tied.push(await createPlayer(p.id, { points: 0, firstName: `T${i}` }));
    await createPlayer(p.id, { points: 0, firstName: 'Hidden', individual: false });
    const cookie = await cookieFor(tied[3]);
    const rows = [
      ...(await get(p, cookie, '?page=1&page_size=4')).json.data,
      ...(await get(p, cookie, '?page=2&page_size=4')).json.data,
    ];
    const ids = [...tied.map((t) => t.id)].sort((x, y) => x - y);
    expect(rows.map((r: any) => r.id)).toEqual(ids);
    expect(rows.map((r: any) => r.rank)).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await getMe(p, cookie)).json.rank).toBe(4);
  });

  it('filters by a location and its descendants over three levels, and searches names', async () => {
    const p = await createPromotion();
    const region = await createLocation(p.id, 'North');
    const city = await createLocation(p.id, 'Oslo', region);
    const site = await createLocation(p.id, 'Oslo HQ', city);
    const other = await createLocation(p.id, 'South');
    const a = await createPlayer(p.id, { points: 30, firstName: 'Ada', locationId: region.id });
    await createPlayer(p.id, { points: 20, firstName: 'Bo', locationId: city.id });
    await createPlayer(p.id, { points: 10, firstName: 'Cy', locationId: site.id });
    await createPlayer(p.id, { points: 90, firstName: 'Di', locationId: other.id });
    const cookie = await cookieFor(a);
    const north = await get(p, cookie, `?location=${region.id}`);
    expect(names(north)).toEqual(['Ada User', 'Bo User', 'Cy User']);
    expect(north.json.data.map((r: any) => r.rank)).toEqual([2, 3, 4]);
    expect(north.json.meta.total_records).toBe(3);
    expect(names(await get(p, cookie, `?location=${city.id}`))).toEqual(['Bo User', 'Cy User']);
    expect(names(await get(p, cookie, `?location=${site.id}`))).toEqual(['Cy User']);
    expect(names(await get(p, cookie, '?query=di'))).toEqual(['Di User']);
    expect(names(await get(p, cookie, '?query=%25'))).toEqual([]);
    const b = await createPromotion();
    const foreign = await createLocation(b.id, 'Elsewhere');
    expect((await get(p, cookie, `?location=${foreign.id}`)).status).toBe(404);
  });

  it('answers 404 with a clear message when the individual board is off', async () => {
    const p = await createPromotion();
    const a = await createPlayer(p.id, { points: 1 });
    await setFlags(p.id, { is_show_individual_leaderboard: false });
    const res = await get(p, await cookieFor(a));
    expect(res).toMatchObject({ status: 404, json: { errors: ['The individual leaderboard is not available in this program.'] } });
    expect((await getMe(p, await cookieFor(a))).status).toBe(404);
  });

  it('hides another promotion’s board behind a 404, whatever id is guessed', async () => {
    const a = await createPromotion();
    const b = await createPromotion();
    const userA = await createPlayer(a.id, { points: 5, firstName: 'Alice' });
    const userB = await createPlayer(b.id, { points: 5, firstName: 'Bob' });
    const cookieB = await cookieFor(userB);
    const res = await get(b, cookieB, '', a.id);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.json)).not.toContain('Alice');
    expect((await getMe(b, cookieB, a.id)).status).toBe(404);
    expect((await get(a, await cookieFor(userA))).status).toBe(200);
    // B's cookie is worthless on A's host.
    expect((await get(a, cookieB)).status).toBe(401);
    // A master reads any board from the dashboard.
    const master = await createUser({ promotionId: null, role: 'Master' });
    const dash = await callRoute(board, {
      host: 'dashboard.localhost:3000', path: `/api/promotions/${a.id}/leaderboard`,
      cookie: await signInCookie(master, { promotionId: null }), params: { id: String(a.id) },
    });
    expect(dash.status).toBe(200);
    expect(dash.json.meta.my_rank).toBeNull();
  });
});

describe('friends leaderboard', () => {
  it('shows the user and accepted friends who opted in to it, ranked among themselves', async () => {
    const p = await createPromotion();
    const me_ = await createPlayer(p.id, { points: 40, firstName: 'Me' });
    const f1 = await createPlayer(p.id, { points: 90, firstName: 'Fay' });
    const f2 = await createPlayer(p.id, { points: 10, firstName: 'Gus' });
    const shy = await createPlayer(p.id, { points: 70, firstName: 'Shy', friends: false });
    const pending = await createPlayer(p.id, { points: 60, firstName: 'Pen' });
    await createPlayer(p.id, { points: 99, firstName: 'Stranger' });
    await befriend(p.id, me_, f1);
    await befriend(p.id, f2, me_);
    await befriend(p.id, me_, shy);
    await befriend(p.id, me_, pending, 'P');
    const cookie = await cookieFor(me_);
    const res = await get(p, cookie, `?friends_of=${me_.id}`);
    expect(res.status).toBe(200);
    expect(res.json.data.map((r: any) => [r.name, r.rank])).toEqual([['Fay User', 1], ['Me User', 2], ['Gus User', 3]]);
    expect(res.json.meta).toMatchObject({ total_records: 3, my_rank: { rank: 2, score: 40 } });
    expect((await get(p, cookie, `?friends_of=${f1.id}`)).status).toBe(404);
    expect(names(await get(p, cookie, '?friends_of=me&query=gu'))).toEqual(['Gus User']);

    await db.user.update({ where: { id: me_.id }, data: { opted_in_friends_leaderboard: false } });
    const without = await get(p, cookie, '?friends_of=me');
    expect(names(without)).toEqual(['Fay User', 'Gus User']);
    expect(without.json.meta.my_rank).toBeNull();

    await setFlags(p.id, { is_buddy_feature_displayed: false });
    expect((await get(p, cookie, '?friends_of=me')).json.errors).toEqual(['The friends leaderboard is not available in this program.']);
  });

  it('never lists a friend from another promotion', async () => {
    const a = await createPromotion();
    const b = await createPromotion();
    const userA = await createPlayer(a.id, { points: 1 });
    const userB = await createPlayer(b.id, { points: 1, firstName: 'Bob' });
    // A friendship row that (wrongly) crosses promotions is still never shown.
    await befriend(a.id, userA, userB);
    const res = await get(a, await cookieFor(userA), '?friends_of=me');
    expect(res.json.data.map((r: any) => r.id)).toEqual([userA.id]);
    await setPoints(userB, 5);
  });
});

describe('the score histogram behind the own rank', () => {
  it('counts the participants with more points by binary search', () => {
    const h = buildHistogram([{ total: 90, n: 2 }, { total: 50, n: 3 }, { total: 0, n: 10 }]);
    expect(h.participants).toBe(15);
    expect([aheadOf(h, 100), aheadOf(h, 90), aheadOf(h, 70), aheadOf(h, 50), aheadOf(h, 10), aheadOf(h, 0), aheadOf(h, -1)]).toEqual([0, 0, 2, 2, 5, 5, 15]);
    expect(aheadOf(buildHistogram([]), 0)).toBe(0);
  });
});
