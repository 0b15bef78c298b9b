// server/points: creditPoints keeps user_points, the day's entry and the team totals by signed increments (team only
// inside the competition window, not frozen, not deleted), and reconcilePoints finds zero drift after a sequence of
// log / unlog / quiz / deactivate / activate — and finds drift when a total is changed behind the module's back.
import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createLoggingPromotion, createParticipant, daysAgo, TODAY } from '../helpers/logging-factories';
import { GET as getLogging, POST as postLogging } from '@/app/api/logging/route';
import { POST as createUserActivity } from '@/app/api/user_activities/route';
import { PUT as putUserActivity, DELETE as deleteUserActivity } from '@/app/api/user_activities/[id]/route';
import { POST as answer } from '@/app/api/user_quiz_answers/[activity_id]/route';
import { db } from '@/server/db';
import { creditPoints } from '@/server/points/mutations';
import { reconcilePoints } from '@/server/points/queries';
import { addDays, parseIsoDate } from '@/lib/promotion-dates';

type Ctx = { host: string; cookie: string };
const logTo = (c: Ctx, activityId: number, day: string) =>
  callRoute(createUserActivity, { method: 'POST', host: c.host, path: '/api/user_activities', cookie: c.cookie, body: { activity_id: activityId, recorded_on: day } });
const ua = (c: Ctx, id: number, method: 'PUT' | 'DELETE', body?: unknown) =>
  callRoute(method === 'PUT' ? putUserActivity : deleteUserActivity, { method, host: c.host, path: `/api/user_activities/${id}`, cookie: c.cookie, params: { id: String(id) }, body });

async function setup(o: Parameters<typeof createLoggingPromotion>[0] = {}) {
  const world = await createLoggingPromotion(o);
  const { user, cookie } = await createParticipant(world.promotion);
  return { ...world, user, ctx: { host: world.promotion.host, cookie } };
}

/** A competition from `from` for `days` days, a team and the user as its member. */
async function joinTeam(promotionId: number, userId: number, o: { from: string; days: number; freezeOn?: string | null; status?: number; max?: number }) {
  const d = parseIsoDate;
  const competition = await db.competition.create({
    data: {
      promotion_id: promotionId, enrollment_starts_on: d(addDays(o.from, -7)), enrollment_ends_on: d(o.from),
      competition_starts_on: d(o.from), competition_ends_on: d(addDays(o.from, o.days - 1)), comp_length: o.days,
      freeze_team_scores: o.freezeOn !== undefined && o.freezeOn !== null, freeze_team_scores_on: o.freezeOn ? d(o.freezeOn) : null,
    },
  });
  const team = await db.team.create({ data: { promotion_id: promotionId, competition_id: competition.id, name: `Team ${competition.id}`, status: o.status ?? 1 } });
  const member = await db.teamMember.create({
    data: { promotion_id: promotionId, competition_id: competition.id, team_id: team.id, user_id: userId, is_leader: true, max_contribution: o.max ?? null },
  });
  return { competition, team, member };
}

const teamTotals = async (teamId: number, memberId: number) => ({
  team: (await db.team.findUniqueOrThrow({ where: { id: teamId } })).total_points,
  member: (await db.teamMember.findUniqueOrThrow({ where: { id: memberId } })).contributed,
});

describe('creditPoints', () => {
  it('moves user_points, the entry and the team of the competition containing the day', async () => {
    const { ctx, activities, user, promotion } = await setup();
    const { team, member } = await joinTeam(promotion.id, user.id, { from: daysAgo(3), days: 7 });
    await logTo(ctx, activities.plain.id, TODAY()); // 10 activity + 10 entry points
    await logTo(ctx, activities.plain.id, daysAgo(5)); // before the competition: not the team's
    expect(await teamTotals(team.id, member.id)).toEqual({ team: 20, member: 20 });
    expect(await db.userPoints.findUniqueOrThrow({ where: { user_id: user.id } })).toMatchObject({ total_points: 40, activity_points: 20, entry_points: 20 });
    expect(await reconcilePoints(promotion.id)).toEqual([]);
  });

  it('leaves frozen and deleted teams alone', async () => {
    for (const o of [{ freezeOn: daysAgo(1) }, { status: 2 }]) {
      const { ctx, activities, user, promotion } = await setup();
      const { team, member } = await joinTeam(promotion.id, user.id, { from: daysAgo(3), days: 7, ...o });
      await logTo(ctx, activities.plain.id, TODAY());
      expect(await teamTotals(team.id, member.id)).toEqual({ team: 0, member: 0 });
      expect((await db.userPoints.findUniqueOrThrow({ where: { user_id: user.id } })).total_points).toBe(20);
    }
  });

  it('keeps a member between 0 and max_contribution, and the team moves by what the member actually moved', async () => {
    const { ctx, activities, user, promotion } = await setup();
    // Logged before joining: removing it later must not push the member below zero.
    const early = (await logTo(ctx, activities.plain.id, TODAY())).json;
    const { team, member } = await joinTeam(promotion.id, user.id, { from: daysAgo(3), days: 7, max: 25 });
    await ua(ctx, early.id, 'PUT', { is_active: false });
    expect(await teamTotals(team.id, member.id)).toEqual({ team: 0, member: 0 });
    await ua(ctx, early.id, 'PUT', { is_active: true });
    await logTo(ctx, activities.calm.id, TODAY());
    expect(await teamTotals(team.id, member.id)).toEqual({ team: 25, member: 25 });
    expect(await reconcilePoints(promotion.id)).toEqual([]);
  });

  it('ignores a zero delta and refuses to take points that were never given', async () => {
    const { user, promotion } = await setup();
    await db.$transaction((tx) => creditPoints(tx, { userId: user.id, promotionId: promotion.id, day: TODAY(), kind: 'bonus', delta: 0 }));
    expect(await db.userPoints.count({ where: { user_id: user.id } })).toBe(0);
    await db.$transaction((tx) => creditPoints(tx, { userId: user.id, promotionId: promotion.id, day: TODAY(), kind: 'quiz', delta: 5 }));
    await expect(db.$transaction((tx) => creditPoints(tx, { userId: user.id, promotionId: promotion.id, day: TODAY(), kind: 'quiz', delta: -6 }))).rejects.toThrow();
    expect((await db.userPoints.findUniqueOrThrow({ where: { user_id: user.id } })).quiz_points).toBe(5);
  });
});

describe('reconcilePoints', () => {
  it('finds zero drift after log, unlog, quiz, deactivate, activate, scene completion and a team', async () => {
    const { ctx, activities, user, promotion } = await setup({ tiles: 5 });
    const { team, member } = await joinTeam(promotion.id, user.id, { from: daysAgo(9), days: 14 });
    await callRoute(getLogging, { host: ctx.host, path: '/api/logging', cookie: ctx.cookie });
    const logged = [];
    for (const [activity, day] of [[activities.plain, TODAY()], [activities.calm, TODAY()], [activities.quiz, daysAgo(1)], [activities.plain, daysAgo(2)]] as const) {
      logged.push((await logTo(ctx, activity.id, day)).json);
    }
    await ua(ctx, logged[1].id, 'DELETE');
    await ua(ctx, logged[2].id, 'PUT', { is_active: false });
    await ua(ctx, logged[3].id, 'PUT', { is_active: false });
    await ua(ctx, logged[3].id, 'PUT', { is_active: true });
    await callRoute(answer, { method: 'POST', host: ctx.host, path: `/api/user_quiz_answers/${activities.quiz.id}`, cookie: ctx.cookie, params: { activity_id: String(activities.quiz.id) }, body: { answer_idx: 0 } });
    await callRoute(answer, { method: 'POST', host: ctx.host, path: `/api/user_quiz_answers/${activities.quiz.id}`, cookie: ctx.cookie, params: { activity_id: String(activities.quiz.id) }, body: { answer_idx: 1 } });
    // Tiles 0, 2, 3 are filled (tile 1 was freed by the unlog): fill 1 and the final 4 to complete the scene.
    for (const tile of [1, 4]) {
      await callRoute(postLogging, { method: 'POST', host: ctx.host, path: '/api/logging', cookie: ctx.cookie, body: { activity_id: activities.calm.id, tile_number: tile, dt: daysAgo(3) } });
    }
    expect(await db.userScene.count({ where: { user_id: user.id, current_state: 'completed' } })).toBe(1);
    expect(await reconcilePoints(promotion.id)).toEqual([]);
    const totals = await db.userPoints.findUniqueOrThrow({ where: { user_id: user.id } });
    // Active: plain today, plain 2 days ago, two calm 3 days ago = 4 × 10; recorded days: today, -2, -3 = 3 × 10
    // (day -1 only had the deactivated quiz activity); the quiz's 5 went to today.
    expect(totals).toMatchObject({ activity_points: 40, entry_points: 30, quiz_points: 5, total_points: 75 });
    expect(await teamTotals(team.id, member.id)).toEqual({ team: 75, member: 75 });
  });

  it('reports totals changed behind its back', async () => {
    const { ctx, activities, user, promotion } = await setup();
    const { team } = await joinTeam(promotion.id, user.id, { from: daysAgo(3), days: 7 });
    await logTo(ctx, activities.plain.id, TODAY());
    await db.$executeRaw`UPDATE user_points SET activity_points = activity_points + 3, total_points = total_points + 3 WHERE user_id = ${user.id}`;
    await db.$executeRaw`UPDATE entries SET total_points = total_points + 1 WHERE user_id = ${user.id}`;
    await db.$executeRaw`UPDATE teams SET total_points = total_points + 2 WHERE id = ${team.id}`;
    const drift = await reconcilePoints(promotion.id);
    expect(drift).toEqual(expect.arrayContaining([
      { scope: 'user', user_id: user.id, field: 'activity_points', actual: 13, expected: 10 },
      { scope: 'entry', user_id: user.id, recorded_on: TODAY(), field: 'total_points', actual: 21, expected: 20 },
      { scope: 'team', team_id: team.id, field: 'total_points', actual: 22, expected: 20 },
    ]));
    expect(drift).toHaveLength(3);
  });
});
