// User surveys (administration.md §5 "Survey end date", §7 "/user_survey_defs", §9 "answers 1 to 7"): the master's
// definitions (the Flourishing Scale, one per promotion), a participant's answers, and the pending survey the
// session's redirect opens — never on a newcomer's first day.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { addDays, todayIn } from '@/lib/promotion-dates';
import { GET as listDefs, POST as createDef } from '@/app/api/user_survey_defs/route';
import { DELETE as deleteDef, GET as getDef, PUT as putDef } from '@/app/api/user_survey_defs/[id]/route';
import { GET as openSurveys, POST as answer } from '@/app/api/user_survey/route';
import { GET as onboardingRoute } from '@/app/api/users/me/onboarding/route';

const HOST = 'dashboard.localhost:3000';
let master: string;

beforeAll(async () => {
  master = await signInCookie(await createUser({ promotionId: null, role: 'Master' }), { promotionId: null });
});

const admin = (handler: Parameters<typeof callRoute>[0], method: string, body?: unknown, params: Record<string, string> = {}, query = '') =>
  callRoute(handler, { method, host: HOST, path: `/api/user_survey_defs${query}`, cookie: master, params, body });

/** A participant registered days ago (not "just registered"), signed in on the promotion's host. */
async function participant(p: { id: number; host: string }) {
  const user = await createUser({ promotionId: p.id });
  await db.profile.update({ where: { user_id: user.id }, data: { created_at: new Date(Date.now() - 3 * 86_400_000) } });
  const cookie = await signInCookie(user, { promotionId: p.id });
  return {
    user,
    list: () => callRoute(openSurveys, { host: p.host, path: '/api/user_survey', cookie }),
    answer: (body: unknown) => callRoute(answer, { method: 'POST', host: p.host, path: '/api/user_survey', cookie, body }),
    pending: async () => (await callRoute(onboardingRoute, { host: p.host, path: '/api/users/me/onboarding', cookie })).json.pending_survey_id,
  };
}

describe('user survey definitions', () => {
  it('creates the Flourishing Scale with its 8 statements, one per promotion, and turns an end date into days_from_start', async () => {
    const p = await createPromotion({ startedDaysAgo: 10 });
    const startsOn = addDays(todayIn('America/New_York'), -10);
    const made = await admin(createDef, 'POST', { promotion_id: p.id, kind: 'flourishing', name: 'Flourishing Scale', end_date: addDays(startsOn, 13) });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ kind: 'flourishing', days_from_start: '0,14', end_date: addDays(startsOn, 13), is_active: true });
    expect(made.json.questions).toHaveLength(8);
    expect(made.json.questions[0]).toEqual({ name: 'q1', prompt: 'I lead a purposeful and meaningful life.' });
    const twice = await admin(createDef, 'POST', { promotion_id: p.id, kind: 'flourishing', name: 'Again' });
    expect(twice.status).toBe(422);
    expect(twice.json.errors).toEqual(['This promotion already has a Flourishing Scale.']);
    const id = String(made.json.id);
    const edited = await admin(putDef, 'PUT', { kind: 'flourishing', name: 'How are you?', questions: 'I sleep well.\n\n I feel calm. ', end_date: null }, { id });
    expect(edited.json).toMatchObject({ name: 'How are you?', days_from_start: null, questions: [{ name: 'q1', prompt: 'I sleep well.' }, { name: 'q2', prompt: 'I feel calm.' }] });
    const early = await admin(putDef, 'PUT', { name: 'X', end_date: addDays(startsOn, -1) }, { id });
    expect(early.json.errors).toEqual(['The end date cannot be before the program starts.']);
    const empty = await admin(putDef, 'PUT', { name: 'X', questions: ' \n ' }, { id });
    expect(empty.json.errors).toEqual(['A survey needs at least one statement.']);
    expect((await admin(listDefs, 'GET', undefined, {}, `?promotion_id=${p.id}`)).json.data).toHaveLength(1);
    expect((await admin(listDefs, 'GET')).json.errors).toEqual(['promotion_id is required.']);
    const other = await createPromotion();
    expect((await admin(putDef, 'PUT', { promotion_id: other.id, name: 'Moved' }, { id })).status).toBe(404);
    expect((await admin(getDef, 'GET', undefined, { id })).json.name).toBe('How are you?');
    expect((await admin(deleteDef, 'DELETE', undefined, { id })).status).toBe(204);
    expect((await admin(getDef, 'GET', undefined, { id })).json.errors).toEqual(['Survey could not be found']);
  });
});

describe('answering a survey', () => {
  it('takes every statement answered 1 to 7, once, and the redirect stops asking', async () => {
    const p = await createPromotion({ startedDaysAgo: 10 });
    const def = (await admin(createDef, 'POST', { promotion_id: p.id, kind: 'flourishing', name: 'Flourishing Scale', questions: ['I am optimistic.', 'People respect me.'] })).json;
    const me = await participant(p);
    expect((await me.list()).json.data).toEqual([expect.objectContaining({ id: def.id, is_open: true, is_completed: false })]);
    expect(await me.pending()).toBe(def.id);
    const bad = await me.answer({ user_survey_def_id: def.id, answers: { q1: 8, q2: '0' } });
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toEqual(['Choose an answer from 1 to 7 for “I am optimistic.”.', 'Choose an answer from 1 to 7 for “People respect me.”.']);
    const missing = await me.answer({ user_survey_def_id: def.id, answers: { q1: 7 } });
    expect(missing.json.errors).toEqual(['Choose an answer from 1 to 7 for “People respect me.”.']);
    const unknown = await me.answer({ user_survey_def_id: def.id, answers: { q1: 7, q2: 1, q9: 3 } });
    expect(unknown.json.errors).toEqual(['Unknown question: q9.']);
    const ok = await me.answer({ user_survey_def_id: def.id, answers: { q1: 7, q2: '1' } });
    expect(ok.status).toBe(201);
    expect(ok.json.answers).toEqual({ q1: 7, q2: 1 });
    const again = await me.answer({ user_survey_def_id: def.id, answers: { q1: 7, q2: 1 } });
    expect(again.json.errors).toEqual(['You have already answered this survey.']);
    expect(await me.pending()).toBeNull();
    expect(await db.userSurvey.count({ where: { user_survey_def_id: def.id } })).toBe(1);
  });

  it('asks nothing outside the window, of an inactive survey, of another promotion, or on a newcomer\'s first day', async () => {
    const p = await createPromotion({ startedDaysAgo: 10 });
    const startsOn = addDays(todayIn('America/New_York'), -10);
    const closed = (await admin(createDef, 'POST', { promotion_id: p.id, name: 'Week one', end_date: addDays(startsOn, 6), questions: 'Fine?' })).json;
    const inactive = (await admin(createDef, 'POST', { promotion_id: p.id, name: 'Paused', is_active: false, questions: 'Fine?' })).json;
    const me = await participant(p);
    expect((await me.list()).json.data).toEqual([]);
    expect((await me.answer({ user_survey_def_id: closed.id, answers: { q1: 4 } })).json.errors).toEqual(['This survey is not open right now.']);
    expect((await me.answer({ user_survey_def_id: inactive.id, answers: { q1: 4 } })).json.errors).toEqual(['This survey is not open right now.']);
    const elsewhere = await createPromotion();
    const theirs = (await admin(createDef, 'POST', { promotion_id: elsewhere.id, name: 'Theirs', questions: 'Fine?' })).json;
    const foreign = await me.answer({ user_survey_def_id: theirs.id, answers: { q1: 4 } });
    expect(foreign.status).toBe(404);
    expect(foreign.json.errors).toEqual(['Survey could not be found']);

    await admin(createDef, 'POST', { promotion_id: p.id, name: 'Open', questions: 'Fine?' });
    const newcomer = await createUser({ promotionId: p.id });
    const cookie = await signInCookie(newcomer, { promotionId: p.id });
    const state = await callRoute(onboardingRoute, { host: p.host, path: '/api/users/me/onboarding', cookie });
    expect(state.json).toMatchObject({ just_registered: true, pending_survey_id: null });
    expect(await me.pending()).not.toBeNull();
  });
});
