// Team scores against a real database (docs/teams.md, decision 003): totals and averages from the running totals kept
// by the logging path, the freeze at freeze_team_scores_on, a team's week of activities, and the weekly winners job.
import { afterAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createLoggingPromotion, createParticipant, createActivity, TODAY } from '../helpers/logging-factories';
import { setFlags } from '../helpers/journey-factories';
import { competition, create, invite, answerMine, person, put, teamsWorld, type Who } from '../helpers/team-factories';
import { GET as getRoute } from '@/app/api/teams/[id]/route';
import { GET as activityRoute } from '@/app/api/teams/[id]/all_activity/route';
import { GET as winnersRoute } from '@/app/api/teams/weekly_winners/route';
import { POST as logRoute } from '@/app/api/user_activities/route';
import { GET as userRoute } from '@/app/api/users/[id]/route';
import { DELETE as memberDelete } from '@/app/api/teams/[id]/team_members/[userId]/route';
import { forgetCachedPromotions } from '@/server/tenancy/promotion-context';
import { db } from '@/server/db';
import { stopEnqueuer } from '@/server/jobs/enqueue';
import { awardWeeklyWinners } from '@/server/teams/weekly-winners';
import { addDays, parseIsoDate } from '@/lib/promotion-dates';

afterAll(() => stopEnqueuer());

const get = (w: Who, id: number) => callRoute(getRoute, { host: w.host, path: `/api/teams/${id}`, cookie: w.cookie, params: { id: String(id) } });
const logTo = (w: Who, activityId: number, day: string) =>
  callRoute(logRoute, { method: 'POST', host: w.host, path: '/api/user_activities', cookie: w.cookie, body: { activity_id: activityId, recorded_on: day } });

/** A logging promotion with teams on, a competition that started 3 days ago and still enrolls, ann and bob on a team. */
async function scoring(freezeOn?: string) {
  const world = await createLoggingPromotion();
  const p = world.promotion;
  await setFlags(p.id, { is_teams_enabled: true });
  await competition(p.id, { enrollFrom: -5, enrollTo: 1, startsIn: -3, days: 28, freezeOn });
  const mk = async () => {
    const { user, cookie } = await createParticipant(p);
    return { id: user.id, cookie, host: p.host, email: user.email } as Who;
  };
  const [ann, bob] = [await mk(), await mk()];
  const team = (await create(ann, 'Otters')).json;
  const sent = await invite(ann, team.id, { user_id: bob.id, invite_type: 'I' });
  await answerMine(bob, sent.json.id, { status: 'accepted' });
  return { ...world, ann, bob, team };
}

describe('team totals', () => {
  it('come from the running totals of logging: members contribute, the average has one decimal', async () => {
    const { ann, bob, team, activities } = await scoring();
    expect((await logTo(ann, activities.plain.id, TODAY())).status).toBe(201);
    await logTo(bob, activities.calm.id, TODAY());
    await logTo(bob, activities.plain.id, TODAY());
    const t = (await get(ann, team.id)).json;
    const contributed = Object.fromEntries(t.team_members.map((m: any) => [m.user_id, m.contributed]));
    expect(contributed[ann.id]).toBeGreaterThan(0);
    expect(contributed[bob.id]).toBeGreaterThan(contributed[ann.id]);
    expect(t.total_points).toBe(contributed[ann.id] + contributed[bob.id]);
    expect(t.avg_points).toBe(Math.round((t.total_points / 2) * 10) / 10);
  });

  it('freeze at freeze_team_scores_on: points logged from that day on do not move the team', async () => {
    const { ann, team, activities } = await scoring(TODAY());
    expect((await logTo(ann, activities.plain.id, TODAY())).status).toBe(201);
    const t = (await get(ann, team.id)).json;
    expect(t.total_points).toBe(0);
    expect(t.team_members.every((m: any) => m.contributed === 0)).toBe(true);
    // The person's own points still move.
    expect((await db.userPoints.findUniqueOrThrow({ where: { user_id: ann.id } })).total_points).toBeGreaterThan(0);
  });
});

describe('GET /teams/{id}/all_activity?wk=', () => {
  it("lists the members' logged activities of the week, for members only", async () => {
    const { promotion: p, ann, bob, team, activities } = await scoring();
    await logTo(bob, activities.plain.id, TODAY());
    const res = await callRoute(activityRoute, { host: ann.host, path: `/api/teams/${team.id}/all_activity?wk=1`, cookie: ann.cookie, params: { id: String(team.id) } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ team_id: team.id, week: 1, starts_on: addDays(TODAY(), -3), ends_on: addDays(TODAY(), 3) });
    const bobs = res.json.members.find((m: any) => m.user.id === bob.id);
    expect(bobs.activities.map((a: any) => [a.name, a.recorded_on])).toEqual([['Take a walk', TODAY()]]);
    expect(bobs.week_points).toBe(bobs.activities[0].points);
    expect(res.json.members.find((m: any) => m.user.id === ann.id).activities).toEqual([]);
    const week2 = await callRoute(activityRoute, { host: ann.host, path: `/api/teams/${team.id}/all_activity?wk=2`, cookie: ann.cookie, params: { id: String(team.id) } });
    expect(week2.json.members.every((m: any) => m.activities.length === 0)).toBe(true);
    const { user, cookie } = await createParticipant(p);
    const outsider = await callRoute(activityRoute, { host: p.host, path: `/api/teams/${team.id}/all_activity?wk=1`, cookie, params: { id: String(team.id) } });
    expect([outsider.status, user.id > 0]).toEqual([403, true]);
    expect((await callRoute(activityRoute, { host: ann.host, path: `/api/teams/${team.id}/all_activity?wk=9`, cookie: ann.cookie, params: { id: String(team.id) } })).status).toBe(422);
  });
});

describe('the team week agrees with the team total', () => {
  it('lists only what a member logged as a member: earlier logs of the week are theirs, not the team’s', async () => {
    const { promotion: p, ann, team, activities } = await scoring();
    const { user, cookie } = await createParticipant(p);
    const cara: Who = { id: user.id, cookie, host: p.host, email: user.email };
    expect((await logTo(cara, activities.plain.id, TODAY())).status).toBe(201);
    const sent = await invite(ann, team.id, { user_id: cara.id, invite_type: 'I' });
    await answerMine(cara, sent.json.id, { status: 'accepted' });
    const week = async () => (await callRoute(activityRoute, { host: ann.host, path: `/api/teams/${team.id}/all_activity?wk=1`, cookie: ann.cookie, params: { id: String(team.id) } })).json;
    const carasWeek = async () => (await week()).members.find((m: any) => m.user.id === cara.id);

    // Joined after logging: the team's total did not move, and neither does its week.
    expect((await get(ann, team.id)).json.total_points).toBe(0);
    expect(await carasWeek()).toMatchObject({ week_points: 0, activities: [] });

    expect((await logTo(cara, activities.calm.id, TODAY())).status).toBe(201);
    const listed = (await carasWeek()).activities.map((a: any) => a.name);
    expect(listed).toHaveLength(1);
    const total = (await get(ann, team.id)).json.total_points;
    const weekPoints = (await week()).members.reduce((sum: number, m: any) => sum + m.week_points, 0);
    // The total also holds the day's entry bonus; the week's activity points are never more than it.
    expect(total).toBeGreaterThanOrEqual(weekPoints);
    expect(weekPoints).toBeGreaterThan(0);
  });
});

describe('weekly winners', () => {
  it('the job awards each ended week once, from the week’s logged points; the route reads the stored rows', async () => {
    // Started 15 days ago: weeks 1 and 2 have ended, week 3 is running. Scores freeze 2 days before week 2 ends.
    const { p, c, ann, bob, cat, dan } = await teamsWorld({ enrollFrom: -20, enrollTo: -16, startsIn: -15, days: 28 });
    await db.competition.update({ where: { id: c.id }, data: { freeze_team_scores: true, freeze_team_scores_on: parseIsoDate(addDays(TODAY(), -3)) } });
    const activity = await createActivity(p.id);
    const teams = [];
    for (const [name, who, status] of [['Otters', ann, 1], ['Herons', bob, 1], ['Gone', cat, 2], ['Idle', dan, 1]] as const) {
      const t = await db.team.create({ data: { promotion_id: p.id, competition_id: c.id, name, status } });
      await db.teamMember.create({ data: { promotion_id: p.id, competition_id: c.id, team_id: t.id, user_id: who.id, is_leader: true } });
      teams.push(t);
    }
    const logged = (who: Who, daysAgo: number, points: number) => db.userActivity.create({
      data: { promotion_id: p.id, user_id: who.id, activity_id: activity.id, recorded_on: parseIsoDate(addDays(TODAY(), -daysAgo)), date_answered: new Date(), points },
    });
    await logged(ann, 14, 10); // week 1
    await logged(bob, 13, 30); // week 1
    await logged(cat, 13, 99); // week 1, deleted team
    await logged(ann, 5, 50); // week 2, before the freeze
    await logged(bob, 2, 80); // week 2, after the freeze: not counted
    await logged(bob, 0, 500); // week 3: not ended

    const written = await awardWeeklyWinners();
    const mine = written.filter((w) => w.competitionId === c.id).map((w) => [w.week, w.teamId, w.rank]);
    expect(mine.sort()).toEqual([[1, teams[1].id, 1], [1, teams[0].id, 2], [2, teams[0].id, 1]].sort());
    expect((await awardWeeklyWinners()).filter((w) => w.competitionId === c.id)).toEqual([]);

    const eve = await person(p, 'Eve');
    const week1 = await callRoute(winnersRoute, { host: eve.host, path: '/api/teams/weekly_winners?wk=1', cookie: eve.cookie });
    expect(week1.json.data.map((r: any) => [r.rank, r.team.name, r.points, r.award])).toEqual([[1, 'Herons', 30, 'First place'], [2, 'Otters', 10, 'Second place']]);
    expect(week1.json.meta).toMatchObject({ competition_id: c.id, week: 1, current_week: 3, weeks: 4, awarded: true });
    const week3 = await callRoute(winnersRoute, { host: eve.host, path: '/api/teams/weekly_winners', cookie: eve.cookie });
    expect(week3.json).toMatchObject({ data: [], meta: { week: 3, awarded: false } });
  });
});

describe("a team's work of the week (docs/teams.md \"Works\")", () => {
  it("completes once when the members' points of the week reach works_value, earning each member a gift", async () => {
    const { promotion: p, ann, bob, team, activities } = await scoring();
    const first = await logTo(ann, activities.plain.id, TODAY());
    const perLog = first.json.points ?? (await db.userActivity.findFirstOrThrow({ where: { user_id: ann.id } })).points;
    expect(perLog).toBeGreaterThan(0);
    // Two logs' worth: ann's alone is short of it, bob's next log reaches it.
    await db.competition.updateMany({ where: { promotion_id: p.id }, data: { works_value: perLog * 2 } });
    forgetCachedPromotions();
    await logTo(ann, activities.calm.id, addDays(TODAY(), -10)); // before the competition: counts for no week
    expect(await db.work.count({ where: { team_id: team.id } })).toBe(0);

    await logTo(bob, activities.plain.id, TODAY());
    const works = await db.work.findMany({ where: { team_id: team.id } });
    expect(works).toHaveLength(1);
    expect(works[0]).toMatchObject({ week: 1, points: perLog * 2 });
    expect(works[0].completed_at).not.toBeNull();
    const bonuses = await db.workBonus.findMany({ where: { work_id: works[0].id }, orderBy: { earned_by_id: 'asc' } });
    expect(bonuses.map((b) => [b.earned_by_id, b.target_user_id])).toEqual([[ann.id, null], [bob.id, null]].sort((a, b) => a[0]! - b[0]!));
    const told = await db.notification.findMany({ where: { key: `team_work_${works[0].id}` }, select: { user_id: true, link: true } });
    expect(told.map((n) => n.user_id).sort()).toEqual([ann.id, bob.id].sort());
    expect(told[0].link).toBe('/gifts');

    // More logs that week complete nothing more.
    await logTo(bob, activities.calm.id, TODAY());
    expect(await db.work.count({ where: { team_id: team.id } })).toBe(1);
    expect(await db.workBonus.count({ where: { work_id: works[0].id } })).toBe(2);
  });

  it('is not completed by logs on or after the freeze date', async () => {
    const { promotion: p, ann, bob, team, activities } = await scoring(TODAY());
    await db.competition.updateMany({ where: { promotion_id: p.id }, data: { works_value: 1 } });
    forgetCachedPromotions();
    await logTo(ann, activities.plain.id, TODAY());
    await logTo(bob, activities.plain.id, TODAY());
    expect(await db.work.count({ where: { team_id: team.id } })).toBe(0);
  });
});

describe('teams.member_count', () => {
  it('follows every membership change (join, leave, a move off a deleted team)', async () => {
    const { promotion: p, ann, bob, team } = await scoring();
    const drift = () => db.$queryRaw<{ id: number }[]>`
      SELECT t.id FROM teams t WHERE t.promotion_id = ${p.id}
         AND t.member_count <> (SELECT count(*) FROM team_members m WHERE m.team_id = t.id)`;
    const count = async (id: number) => (await db.team.findUniqueOrThrow({ where: { id } })).member_count;
    expect(await count(team.id)).toBe(2);
    await callRoute(memberDelete, { method: 'DELETE', host: bob.host, path: `/api/teams/${team.id}/team_members/${bob.id}`, cookie: bob.cookie, params: { id: String(team.id), userId: String(bob.id) } });
    expect(await count(team.id)).toBe(1);
    const herons = (await create(bob, 'Herons')).json;
    expect(await count(herons.id)).toBe(1);
    // ann deletes her team (her membership stays on it), then starts another: the membership moves.
    expect((await put(ann, team.id, { status: 2 })).status).toBe(200);
    const kites = (await create(ann, 'Kites')).json;
    expect([await count(team.id), await count(kites.id)]).toEqual([0, 1]);
    expect(await drift()).toEqual([]);
  });
});

describe('the user JSON names the team (participant-core §3 User)', () => {
  it('team_id, team_name and on_official_team while on a live team; null and false after leaving', async () => {
    const { ann, bob, team } = await scoring();
    const me = (w: Who) => callRoute(userRoute, { host: w.host, path: '/api/users/me', cookie: w.cookie, params: { id: 'me' } });
    expect((await me(bob)).json).toMatchObject({ team_id: team.id, team_name: 'Otters', on_official_team: true });
    await callRoute(memberDelete, { method: 'DELETE', host: bob.host, path: `/api/teams/${team.id}/team_members/${bob.id}`, cookie: bob.cookie, params: { id: String(team.id), userId: String(bob.id) } });
    expect((await me(bob)).json).toMatchObject({ team_id: null, team_name: null, on_official_team: false });
    // ann is alone now: below the minimum of 2, the team is pending.
    expect((await me(ann)).json).toMatchObject({ team_id: team.id, on_official_team: false });
  });
});
