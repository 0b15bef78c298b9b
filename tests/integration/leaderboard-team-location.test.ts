import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion } from '../helpers/factories';
import { cookieFor, createCompetition, createLocation, createPlayer, createTeam, setFlags } from '../helpers/journey-factories';
import { GET as teamBoard } from '@/app/api/competitions/[id]/leaderboard/route';
import { GET as locationBoard } from '@/app/api/promotions/[id]/location_leaderboard/route';
import { isoDate } from '@/lib/promotion-dates';

type P = { id: number; host: string; starts_on: Date };

async function teams(p: P, cookie: string, competitionId: number, qs = '') {
  return callRoute(teamBoard, { host: p.host, path: `/api/competitions/${competitionId}/leaderboard${qs}`, cookie, params: { id: String(competitionId) } });
}
async function locations(p: P, cookie: string, qs = '', id = p.id) {
  return callRoute(locationBoard, { host: p.host, path: `/api/promotions/${id}/location_leaderboard${qs}`, cookie, params: { id: String(id) } });
}

async function teamsPromotion() {
  const p = await createPromotion();
  await setFlags(p.id, { is_teams_enabled: true, is_show_location_leaderboard: true });
  const competition = await createCompetition(p.id, isoDate(p.starts_on)!);
  return { p, competition };
}

describe('team leaderboard', () => {
  it('ranks official teams by points (ties by id) with average, members and the leader’s locations', async () => {
    const { p, competition } = await teamsPromotion();
    const region = await createLocation(p.id, 'North');
    const city = await createLocation(p.id, 'Oslo', region);
    const lead = await createPlayer(p.id, { locationId: city.id });
    const mate = await createPlayer(p.id);
    const third = await createPlayer(p.id);
    const loner = await createPlayer(p.id);
    const bravo = await createTeam(competition, 'Bravo', { points: 100, members: [lead, mate, third] });
    const alpha = await createTeam(competition, 'Alpha', { points: 100, members: [loner] });
    const charlie = await createTeam(competition, 'Charlie', { points: 250 });
    await createTeam(competition, 'Pending', { points: 999, status: 0 });
    await createTeam(competition, 'Deleted', { points: 999, status: 2 });

    const res = await teams(p, await cookieFor(mate), competition.id);
    expect(res.status).toBe(200);
    expect(res.json.data.map((t: any) => [t.name, t.rank, t.score])).toEqual([['Charlie', 1, 250], ['Bravo', 2, 100], ['Alpha', 3, 100]]);
    expect(bravo.id).toBeLessThan(alpha.id);
    const b = res.json.data[1];
    expect(b).toMatchObject({ id: bravo.id, avg_points: 33.3, member_count: 3, total_points: 100, leader: { id: lead.id, location_id: city.id, top_level_location_id: region.id } });
    expect(res.json.data[0]).toMatchObject({ id: charlie.id, member_count: 0, avg_points: 0, leader: null });
    expect(res.json.meta).toMatchObject({ total_records: 3, my_rank: { rank: 2, score: 100, team_id: bravo.id } });

    expect((await teams(p, await cookieFor(await createPlayer(p.id)), competition.id)).json.meta.my_rank).toBeNull();
    expect((await teams(p, await cookieFor(mate), competition.id, '?query=alp')).json.data.map((t: any) => t.name)).toEqual(['Alpha']);
    const north = await teams(p, await cookieFor(mate), competition.id, `?location=${region.id}`);
    expect(north.json.data.map((t: any) => [t.name, t.rank])).toEqual([['Bravo', 2]]);
    const paged = await teams(p, await cookieFor(mate), competition.id, '?page=2&page_size=2');
    expect(paged.json.data.map((t: any) => t.rank)).toEqual([3]);
    expect(paged.json.meta.total_records).toBe(3);
  });

  it('answers 404 when teams are off, for another promotion’s competition and for an unknown one', async () => {
    const { p, competition } = await teamsPromotion();
    const other = await teamsPromotion();
    const userA = await createPlayer(p.id);
    const userB = await createPlayer(other.p.id);
    await createTeam(competition, 'Secret Team', { points: 5, members: [userA] });
    const guess = await teams(other.p, await cookieFor(userB), competition.id);
    expect(guess.status).toBe(404);
    expect(JSON.stringify(guess.json)).not.toContain('Secret');
    expect((await teams(p, await cookieFor(userA), 999999)).status).toBe(404);
    expect((await teams(p, await cookieFor(userA), competition.id)).status).toBe(200);
    await setFlags(p.id, { is_teams_enabled: false });
    expect((await teams(p, await cookieFor(userA), competition.id)).json.errors).toEqual(['The team leaderboard is not available in this program.']);
  });
});

describe('location leaderboard', () => {
  it('ranks top-level locations by the average points of opted-in participants in their whole subtree', async () => {
    const { p } = await teamsPromotion();
    const north = await createLocation(p.id, 'North');
    const oslo = await createLocation(p.id, 'Oslo', north);
    const hq = await createLocation(p.id, 'Oslo HQ', oslo);
    const bergen = await createLocation(p.id, 'Bergen', north);
    const south = await createLocation(p.id, 'South');
    await createLocation(p.id, 'Empty');
    const me = await createPlayer(p.id, { points: 10, locationId: hq.id });
    await createPlayer(p.id, { points: 50, locationId: oslo.id });
    await createPlayer(p.id, { points: 30, locationId: bergen.id });
    await createPlayer(p.id, { points: 1000, locationId: bergen.id, individual: false });
    await createPlayer(p.id, { points: 40, locationId: south.id });
    const cookie = await cookieFor(me);

    const top = await locations(p, cookie);
    expect(top.status).toBe(200);
    expect(top.json.data.map((l: any) => [l.name, l.rank, l.score, l.participant_count])).toEqual([
      ['South', 1, 40, 1], ['North', 2, 30, 3], ['Empty', 3, 0, 0],
    ]);
    expect(top.json.data[1]).toMatchObject({ total_points: 90, has_children: true, profile: null });
    expect(top.json.meta).toMatchObject({ total_records: 3, parent_location_id: null, my_location_id: north.id });

    const children = await locations(p, cookie, `?location=${north.id}`);
    expect(children.json.data.map((l: any) => [l.name, l.score])).toEqual([['Oslo', 30], ['Bergen', 30]]);
    expect(children.json.data.map((l: any) => l.rank)).toEqual([1, 2]);
    expect(children.json.meta.my_location_id).toBe(oslo.id);
    expect((await locations(p, cookie, `?location=${hq.id}`)).json.data).toEqual([]);
  });

  it('is 404 when off, for another promotion’s id and for another promotion’s location', async () => {
    const { p } = await teamsPromotion();
    const other = await teamsPromotion();
    const userA = await createPlayer(p.id);
    const userB = await createPlayer(other.p.id);
    const foreign = await createLocation(other.p.id, 'Theirs');
    expect((await locations(other.p, await cookieFor(userB), '', p.id)).status).toBe(404);
    expect((await locations(p, await cookieFor(userA), `?location=${foreign.id}`)).status).toBe(404);
    expect((await locations(p, await cookieFor(userA))).status).toBe(200);
    await setFlags(p.id, { is_show_location_leaderboard: false });
    expect((await locations(p, await cookieFor(userA))).json.errors).toEqual(['The location leaderboard is not available in this program.']);
  });
});
