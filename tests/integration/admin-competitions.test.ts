// Competitions and behaviors of the promotion dashboard (administration.md §3-§5, §9): the new competition's
// defaults, the derived end day, the behaviors' date rules, the teams that follow a changed minimum, and rows of
// another promotion that are never touched.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { parseIsoDate } from '@/lib/promotion-dates';
import { GET as listCompetitions, POST as createCompetition } from '@/app/api/promotions/[id]/competitions/route';
import { DELETE as deleteCompetition, GET as getCompetition, PUT as putCompetition } from '@/app/api/promotions/[id]/competitions/[competitionId]/route';
import { GET as listBehaviors, POST as createBehavior } from '@/app/api/promotions/[id]/behaviors/route';
import { DELETE as deleteBehavior, PUT as putBehavior } from '@/app/api/promotions/[id]/behaviors/[behaviorId]/route';

const HOST = 'dashboard.localhost:3000';
let cookie: string;

beforeAll(async () => {
  const master = await createUser({ promotionId: null, role: 'Master' });
  cookie = await signInCookie(master, { promotionId: null });
});

const call = (handler: Parameters<typeof callRoute>[0], method: string, params: Record<string, string>, body?: unknown, query = '') =>
  callRoute(handler, { method, host: HOST, path: `/api/x${query}`, cookie, params, body });

async function promotionWithDates() {
  return createPromotion({
    data: {
      starts_on: parseIsoDate('2026-03-02'), ends_on: parseIsoDate('2026-04-26'), program_length: 56,
      registration_starts_on: parseIsoDate('2026-02-16'), registration_ends_on: parseIsoDate('2026-03-09'),
    },
  });
}

const form = {
  name: 'Spring Art Prize', enrollment_starts_on: '2026-02-16', enrollment_ends_on: '2026-03-09', competition_starts_on: '2026-03-02',
  comp_length: 42, team_size_min: 4, team_size_max: 4, freeze_team_scores: 1, behavior_label: 'Thrive', behavior_feature_label: 'Thrive Thursday', works_value: 400,
};

describe('competitions', () => {
  it('offers the §9 defaults from the promotion and derives the end day from start and length', async () => {
    const p = await promotionWithDates();
    const id = String(p.id);
    const defaults = await call(listCompetitions, 'GET', { id }, undefined, '?new=true');
    expect(defaults.json).toEqual({
      name: null, enrollment_starts_on: '2026-02-16', enrollment_ends_on: '2026-03-09', competition_starts_on: '2026-03-02',
      competition_ends_on: '2026-04-26', comp_length: 56, team_size_min: 4, team_size_max: 4, freeze_team_scores: 1,
      freeze_team_scores_on: null, behavior_label: 'Thrive', behavior_feature_label: 'Thrive Thursday', works_value: 400,
    });
    // The client's end day is ignored: end = start + comp_length - 1.
    const created = await call(createCompetition, 'POST', { id }, { ...form, competition_ends_on: '2030-01-01' });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ competition_ends_on: '2026-04-12', comp_length: 42, weeks: 6, freeze_team_scores: 1, teams_count: 0 });
    const cid = String(created.json.id);
    const updated = await call(putCompetition, 'PUT', { id, competitionId: cid }, { ...form, competition_starts_on: '2026-03-09', comp_length: 14, freeze_team_scores: 0 });
    expect(updated.json).toMatchObject({ competition_starts_on: '2026-03-09', competition_ends_on: '2026-03-22', freeze_team_scores: 0 });
    expect((await call(getCompetition, 'GET', { id, competitionId: cid })).json.comp_length).toBe(14);
    expect((await call(listCompetitions, 'GET', { id })).json.data).toHaveLength(1);
    const audit = await db.auditEvent.findMany({ where: { record_type: 'Competition', promotion_id: p.id } });
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'update']);
  });

  it('refuses inconsistent forms with a message, never a half-written row', async () => {
    const p = await promotionWithDates();
    const id = String(p.id);
    const sizes = await call(createCompetition, 'POST', { id }, { ...form, team_size_min: 5, team_size_max: 3 });
    expect(sizes.status).toBe(422);
    expect(sizes.json.errors).toEqual(['The minimum team size cannot be larger than the maximum.']);
    const enrollment = await call(createCompetition, 'POST', { id }, { ...form, enrollment_ends_on: '2026-02-01' });
    expect(enrollment.json.errors).toEqual(['Enrollment must start on or before the day it ends.']);
    const blank = await call(createCompetition, 'POST', { id }, { ...form, behavior_label: ' ', comp_length: 0 });
    expect(blank.status).toBe(422);
    expect(blank.json.errors).toEqual(expect.arrayContaining(['Behavior label is required.', 'Competition length must be at least 1.']));
    expect(await db.competition.count({ where: { promotion_id: p.id } })).toBe(0);
  });

  it('re-rates teams when the minimum changes and keeps a competition with teams', async () => {
    const p = await promotionWithDates();
    const id = String(p.id);
    const created = await call(createCompetition, 'POST', { id }, form);
    const competitionId = created.json.id as number;
    const team = await db.team.create({ data: { promotion_id: p.id, competition_id: competitionId, name: 'Painters', status: 0 } });
    for (let i = 0; i < 2; i++) {
      const u = await createUser({ promotionId: p.id });
      await db.teamMember.create({ data: { team_id: team.id, user_id: u.id, promotion_id: p.id, competition_id: competitionId, is_leader: i === 0 } });
    }
    const cid = String(competitionId);
    await call(putCompetition, 'PUT', { id, competitionId: cid }, { ...form, team_size_min: 2 });
    expect((await db.team.findUniqueOrThrow({ where: { id: team.id } })).status).toBe(1);
    await call(putCompetition, 'PUT', { id, competitionId: cid }, { ...form, team_size_min: 3 });
    expect((await db.team.findUniqueOrThrow({ where: { id: team.id } })).status).toBe(0);
    const refused = await call(deleteCompetition, 'DELETE', { id, competitionId: cid });
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual(['This competition has teams and cannot be deleted.']);
    await db.team.delete({ where: { id: team.id } });
    expect((await call(deleteCompetition, 'DELETE', { id, competitionId: cid })).status).toBe(204);
    const gone = await call(getCompetition, 'GET', { id, competitionId: cid });
    expect(gone.status).toBe(404);
    expect(gone.json.errors).toEqual(['Competition could not be found']);
  });

  it('never reads or changes another promotion\'s competition', async () => {
    const a = await promotionWithDates();
    const b = await promotionWithDates();
    const theirs = await call(createCompetition, 'POST', { id: String(b.id) }, form);
    const params = { id: String(a.id), competitionId: String(theirs.json.id) };
    expect((await call(getCompetition, 'GET', params)).status).toBe(404);
    expect((await call(putCompetition, 'PUT', params, { ...form, name: 'Mine' })).status).toBe(404);
    expect((await call(deleteCompetition, 'DELETE', params)).status).toBe(404);
    expect((await call(listBehaviors, 'GET', { id: String(a.id) }, undefined, `?competition_id=${theirs.json.id}`)).status).toBe(404);
    expect((await call(createBehavior, 'POST', { id: String(a.id) }, { name: 'X', competition_id: theirs.json.id })).status).toBe(404);
    expect(await db.competition.findUniqueOrThrow({ where: { id: theirs.json.id } })).toMatchObject({ name: 'Spring Art Prize' });
  });
});

describe('behaviors', () => {
  it('keeps a competition\'s behaviors inside its dates, start before end, end defaulting to start', async () => {
    const p = await promotionWithDates();
    const id = String(p.id);
    const competition = (await call(createCompetition, 'POST', { id }, { ...form, comp_length: 14 })).json; // 2026-03-02 .. 2026-03-15
    const make = (body: object) => call(createBehavior, 'POST', { id }, { competition_id: competition.id, ...body });
    const thursday = await make({ name: 'Walk at lunch', start: '2026-03-05' });
    expect(thursday.status).toBe(201);
    expect(thursday.json).toMatchObject({ start: '2026-03-05', end: '2026-03-05', default: false, behaviorable_type: 'Competition', behaviorable_id: competition.id, sequence: 1 });
    const outside = await make({ name: 'Too late', start: '2026-03-10', end: '2026-03-16' });
    expect(outside.status).toBe(422);
    expect(outside.json.errors).toEqual(['Dates should fit the competition dates range. (start to end)']);
    const before = await make({ name: 'Backwards', start: '2026-03-10', end: '2026-03-09' });
    expect(before.json.errors).toEqual(['Start date should be before end date.']);
    const second = await make({ name: 'Stretch', start: '2026-03-12', end: '2026-03-13' });
    expect(second.json.sequence).toBe(2);
    const bid = String(second.json.id);
    const moved = await call(putBehavior, 'PUT', { id, behaviorId: bid }, { name: 'Stretch', start: '2026-03-20' });
    expect(moved.json.errors).toEqual(['Dates should fit the competition dates range. (start to end)']);
    const renamed = await call(putBehavior, 'PUT', { id, behaviorId: bid }, { name: 'Stretch daily', start: '2026-03-14', sequence: 0 });
    expect(renamed.json).toMatchObject({ name: 'Stretch daily', start: '2026-03-14', end: '2026-03-14', sequence: 0 });
    const list = await call(listBehaviors, 'GET', { id }, undefined, `?competition_id=${competition.id}`);
    expect(list.json.data.map((b: { name: string }) => b.name)).toEqual(['Stretch daily', 'Walk at lunch']);
    // Shrinking the competition under a behavior is refused; the behavior stays where it was.
    const shrink = await call(putCompetition, 'PUT', { id, competitionId: String(competition.id) }, { ...form, comp_length: 7 });
    expect(shrink.json.errors).toEqual(['Some behaviors fall outside the new competition dates; move them first.']);
    expect((await call(deleteBehavior, 'DELETE', { id, behaviorId: bid })).status).toBe(204);
    expect((await call(deleteBehavior, 'DELETE', { id, behaviorId: bid })).json.errors).toEqual(['Behavior could not be found']);
  });

  it('lists and writes the promotion defaults apart from any competition', async () => {
    const p = await promotionWithDates();
    const id = String(p.id);
    const competition = (await call(createCompetition, 'POST', { id }, form)).json;
    await call(createBehavior, 'POST', { id }, { competition_id: competition.id, name: 'Of the competition' });
    const made = await call(createBehavior, 'POST', { id }, { name: 'Drink water', start: '2026-01-01', end: '2026-12-31' });
    expect(made.json).toMatchObject({ default: true, behaviorable_type: 'Promotion', behaviorable_id: p.id });
    const defaults = await call(listBehaviors, 'GET', { id }, undefined, '?default=true');
    expect(defaults.json.data.map((b: { name: string }) => b.name)).toEqual(['Drink water']);
    const byType = await call(listBehaviors, 'GET', { id }, undefined, `?behaviorable_type=Promotion&promotion_id=${p.id}`);
    expect(byType.json.data).toHaveLength(1);
    expect((await call(listBehaviors, 'GET', { id })).status).toBe(422);
    const other = await promotionWithDates();
    expect((await call(putBehavior, 'PUT', { id: String(other.id), behaviorId: String(made.json.id) }, { name: 'Stolen' })).status).toBe(404);
  });
});
