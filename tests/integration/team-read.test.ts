// The team screens (GET /teams/{id}, its week of activities, the weekly winners) read a team, its competition, its
// leader's open invitations and a week's winners with raw statements (server/teams/sql.ts teamSql, openInvitesSql,
// weeklyWinnersSql). Each must give exactly what Prisma's typed reads gave before (the rows every serializer reads),
// and the screens must stay at a fixed, small number of statements.
import { afterAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { countStatements } from '../helpers/statements';
import { createPromotion, createUser } from '../helpers/factories';
import { setFlags } from '../helpers/journey-factories';
import { competition, get, person, today } from '../helpers/team-factories';
import { GET as activityRoute } from '@/app/api/teams/[id]/all_activity/route';
import { GET as winnersRoute } from '@/app/api/teams/weekly_winners/route';
import { db } from '@/server/db';
import { stopEnqueuer } from '@/server/jobs/enqueue';
import { competitionWindow } from '@/server/teams/policy';
import { findTeam, findTeamAndCompetition, listOpenInvites, listTeamInvites } from '@/server/teams/queries';
import { competitionSql } from '@/server/teams/sql';
import { readWeeklyWinners } from '@/server/teams/weekly-winners';
import { TEAM_MESSAGES as M } from '@/lib/teams/messages';

afterAll(() => stopEnqueuer());

type P = { id: number; host: string };
const everything = { page: 1, pageSize: 0, skip: 0, take: undefined };

/** The competition as findCompetition read it before (its own statement). */
async function typedCompetition(competitionId: number, promotionId: number) {
  const row = await competitionSql.first(db, competitionId, promotionId);
  return row ? competitionWindow(row, today()) : null;
}

/** What the weekly winners route read before: Prisma's findMany with the team and its member count. */
async function typedWinners(promotionId: number, competitionId: number, week: number) {
  const rows = await db.teamWeeklyAward.findMany({
    where: { promotion_id: promotionId, competition_id: competitionId, week },
    select: { id: true, week: true, rank: true, award: true, points: true, team: { select: { id: true, name: true, _count: { select: { members: true } } } } },
    orderBy: [{ rank: 'asc' }, { id: 'asc' }],
  });
  return rows.map((r) => ({ id: r.id, week: r.week, rank: r.rank, award: r.award, points: r.points, team: { id: r.team.id, name: r.team.name, member_count: r.team._count.members } }));
}

async function teamIn(p: P, competitionId: number, name: string, status: number, members: { id: number }[]) {
  const team = await db.team.create({ data: { promotion_id: p.id, competition_id: competitionId, name, status, total_points: 70 } });
  for (const [i, m] of members.entries()) {
    await db.teamMember.create({
      data: { promotion_id: p.id, competition_id: competitionId, team_id: team.id, user_id: m.id, is_leader: i === members.length - 1, contributed: 10 * i, max_contribution: i === 1 ? 40 : null },
    });
  }
  return team;
}

/** A promotion with teams on, a competition in its second week, and people with and without a profile or location. */
async function world() {
  const p = await createPromotion();
  await setFlags(p.id, { is_teams_enabled: true });
  const c = await competition(p.id, { enrollFrom: -12, enrollTo: 5, startsIn: -9, days: 28, min: 2, max: 5 });
  const location = await db.location.create({ data: { promotion_id: p.id, name: 'North' } });
  const ann = await person(p, 'Ann');
  await db.user.update({ where: { id: ann.id }, data: { location_id: location.id } });
  await db.profile.update({ where: { user_id: ann.id }, data: { image_url: '/avatars/ann.png' } });
  const bob = await person(p, 'Bob');
  const bare = await db.user.create({ data: { promotion_id: p.id, email: `bare-${ann.id}@example.com`, role: 'User', password_hash: 'x', location_id: location.id } });
  const gone = await createUser({ promotionId: p.id });
  await db.user.update({ where: { id: gone.id }, data: { deleted_at: new Date('2026-01-02T03:04:05.678Z') } });
  return { p, c, ann, bob, bare, gone };
}

describe('the team screens’ raw reads', () => {
  it('read the team and its competition as the typed reads did: members with or without a profile, deleted teams, works', async () => {
    const { p, c, ann, bob, bare, gone } = await world();
    const full = await teamIn(p, c.id, 'Otters', 1, [bare, gone, bob, ann]);
    const deleted = await teamIn(p, c.id, 'Gone', 2, [(await person(p, 'Cat'))]);
    const empty = await teamIn(p, c.id, 'Empty', 2, []);
    // Works: week 1 completed, week 2 (the current one) open, week 3 planned; the deleted team has one of week 1 only.
    const work = (teamId: number, week: number, completed: boolean) => db.work.create({
      data: { promotion_id: p.id, competition_id: c.id, team_id: teamId, week, points: 5, completed_at: completed ? new Date() : null },
    });
    await work(full.id, 1, true);
    await work(full.id, 2, false);
    await work(full.id, 3, true);
    await work(deleted.id, 1, true);
    // Another competition of the promotion, not yet started (week 0: works of week 1 count as the current week's).
    const later = await competition(p.id, { startsIn: 20 });
    const early = await teamIn(p, later.id, 'Early', 0, [await person(p, 'Dan')]);
    await db.work.create({ data: { promotion_id: p.id, competition_id: later.id, team_id: early.id, week: 1 } });

    const expected = await typedCompetition(c.id, p.id);
    for (const team of [full, deleted, empty, early]) {
      const found = await findTeamAndCompetition(p.id, team.id, today());
      const competitionOf = await typedCompetition(team.competition_id, p.id);
      expect(found?.competition).toEqual(competitionOf);
      expect(found?.team).toEqual(await findTeam(p.id, team.id, competitionOf!.current_week));
    }
    // Spelled out, so a change on both sides at once is seen too.
    const { team } = (await findTeamAndCompetition(p.id, full.id, today()))!;
    expect(expected!.current_week).toBe(2);
    expect(team.members.map((m) => [m.user_id, m.is_leader, m.max_contribution])).toEqual([[ann.id, true, null], [bare.id, false, null], [gone.id, false, 40], [bob.id, false, null]]);
    expect(team.members[0]!.user).toEqual({ id: ann.id, deleted_at: null, profile: { first_name: 'Ann', last_name: 'Lee', image_url: '/avatars/ann.png' }, location: { id: expect.any(Number), name: 'North' } });
    expect(team.members[1]!.user).toMatchObject({ id: bare.id, profile: null, location: { name: 'North' } });
    expect(team.members[2]!.user).toMatchObject({ id: gone.id, deleted_at: new Date('2026-01-02T03:04:05.678Z'), location: null });
    expect([team.works.length, team._count.works]).toEqual([1, 2]);
    expect((await findTeamAndCompetition(p.id, empty.id, today()))!.team).toMatchObject({ status: 2, members: [], works: [], _count: { works: 0 } });
    expect((await findTeamAndCompetition(p.id, early.id, today()))!.team.works).toHaveLength(1);
  });

  it('find no team of another promotion, and no competition when the team’s competition is not the promotion’s', async () => {
    const { p, c, ann } = await world();
    const other = await createPromotion();
    const theirs = await competition(other.id);
    const team = await teamIn(p, c.id, 'Otters', 1, [ann]);
    const astray = await teamIn(p, theirs.id, 'Astray', 1, []);
    expect(await findTeamAndCompetition(other.id, team.id, today())).toBeNull();
    expect(await findTeamAndCompetition(p.id, 2_000_000_000, today())).toBeNull();
    const found = await findTeamAndCompetition(p.id, astray.id, today());
    expect(found?.competition).toBeNull();
    expect(found?.team).toEqual(await findTeam(p.id, astray.id, 0));
    // The screens answer as before: the team is unknown to the other promotion; the astray team's competition is unknown.
    const eve = await person(p, 'Eve');
    expect(await get(eve, astray.id)).toMatchObject({ status: 404, json: { errors: [M.teamsNotFound] } });
    await setFlags(other.id, { is_teams_enabled: true });
    expect(await get(await person(other, 'Sam'), team.id)).toMatchObject({ status: 404, json: { errors: [M.teamNotFound] } });
  });

  it('read the leader’s open invitations and requests as listTeamInvites did, newest first', async () => {
    const { p, c, ann, bob, bare } = await world();
    const team = await teamIn(p, c.id, 'Otters', 1, [bob, ann]);
    const at = (s: string) => new Date(`2026-03-0${s}Z`);
    const invite = (o: { user_id?: number; email?: string; invite_type: string; status: string; updated_at: Date }) =>
      db.teamInvite.create({ data: { promotion_id: p.id, team_id: team.id, invited_by_id: ann.id, ...o } });
    await invite({ user_id: bare.id, invite_type: 'I', status: 'U', updated_at: at('1T10:00:00') });
    await invite({ email: 'new@example.com', invite_type: 'I', status: 'U', updated_at: at('2T10:00:00') });
    await invite({ user_id: (await person(p, 'Cat')).id, invite_type: 'R', status: 'U', updated_at: at('2T10:00:00') });
    await invite({ user_id: (await person(p, 'Dan')).id, invite_type: 'I', status: 'D', updated_at: at('3T10:00:00') });
    const { team: row, competition: window } = (await findTeamAndCompetition(p.id, team.id, today()))!;
    const raw = await listOpenInvites(p.id, row, window!.team_size_max);
    expect(raw).toEqual((await listTeamInvites(p.id, team.id, undefined, 'U', everything)).rows);
    expect(raw.map((i) => [i.invite_type, i.user?.profile?.first_name ?? i.email ?? 'no profile'])).toEqual([['R', 'Cat'], ['I', 'new@example.com'], ['I', 'no profile']]);
    expect(await listOpenInvites(p.id, (await findTeamAndCompetition(p.id, (await teamIn(p, c.id, 'Quiet', 1, [])).id, today()))!.team, 5)).toEqual([]);
  });

  it('read a week’s winners as the typed read did, by rank, with each team’s member count', async () => {
    const { p, c, ann, bob, bare } = await world();
    const [a, b, gone] = [await teamIn(p, c.id, 'Otters', 1, [ann, bob]), await teamIn(p, c.id, 'Herons', 1, [bare]), await teamIn(p, c.id, 'Gone', 2, [])];
    const award = (teamId: number, week: number, rank: number, award: string | null) =>
      db.teamWeeklyAward.create({ data: { promotion_id: p.id, competition_id: c.id, team_id: teamId, week, rank, points: 100 - rank, award } });
    await award(b.id, 1, 2, 'Second place');
    await award(a.id, 1, 1, 'First place');
    await award(gone.id, 1, 4, null);
    await award(a.id, 2, 1, 'First place');
    const window = (await typedCompetition(c.id, p.id))!;
    for (const week of [1, 2, 3]) expect(await readWeeklyWinners(p.id, window, week)).toEqual(await typedWinners(p.id, c.id, week));
    expect((await readWeeklyWinners(p.id, window, 1)).map((w) => [w.rank, w.team.name, w.team.member_count])).toEqual([[1, 'Otters', 2], [2, 'Herons', 1], [4, 'Gone', 0]]);
    expect(await readWeeklyWinners((await createPromotion()).id, window, 1)).toEqual([]);
  });

  it('are one statement each beside the session’s: the team, its week, the winners; the leader’s invitations one more', async () => {
    const { p, c, ann, bob } = await world();
    const team = await teamIn(p, c.id, 'Otters', 1, [bob, ann]);
    await db.teamInvite.create({ data: { promotion_id: p.id, team_id: team.id, email: 'new@example.com', invite_type: 'I', status: 'U' } });
    const call = async (work: () => Promise<{ status: number; json: any }>) => {
      const { result, statements } = await countStatements(work);
      expect(result.status).toBe(200);
      return { json: result.json, statements };
    };
    // bob is a member, ann leads.
    const member = await call(() => get(bob, team.id));
    expect(member.json.team_invites).toBeNull();
    expect(member.statements).toBe(2);
    const leader = await call(() => get(ann, team.id));
    expect(leader.json.team_invites).toHaveLength(1);
    expect(leader.statements).toBe(3);
    const week = await call(() => callRoute(activityRoute, { host: p.host, path: `/api/teams/${team.id}/all_activity?wk=2`, cookie: bob.cookie, params: { id: String(team.id) } }));
    expect(week.json.members).toHaveLength(2);
    expect(week.statements).toBe(3);
    const winners = await call(() => callRoute(winnersRoute, { host: p.host, path: '/api/teams/weekly_winners?wk=1', cookie: bob.cookie }));
    expect(winners.json.meta).toMatchObject({ competition_id: c.id, week: 1, awarded: false });
    expect(winners.statements).toBe(3);
  });
});
