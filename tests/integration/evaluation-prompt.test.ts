// When the once-per-session prompt may send a participant to a pending evaluation or survey (participant-core.md
// §4: "A pending evaluation or survey sends the user to the evaluation once per session, except in prestart"; issue
// 17: no overlay on the first home visit before the first log). GET /users/me/onboarding decides it; the browser
// (components/onboarding/pending-evaluation.tsx) follows `prompt_path` once a session and asks again while
// `prompt_waits`.
import { describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { createEvaluationDefinition } from '../helpers/onboarding-factories';
import { logActivity } from '../helpers/journey-factories';
import { GET as onboardingRoute } from '@/app/api/users/me/onboarding/route';
import { todayIn } from '@/lib/promotion-dates';

async function participant(
  p: { id: number; host: string },
  flags: Record<string, boolean> = { has_been_home: true },
  { role = 'User', registeredHoursAgo = 72 }: { role?: 'User' | 'Coordinator'; registeredHoursAgo?: number } = {},
) {
  const user = await createUser({ promotionId: p.id, flags, role });
  // Registered days ago by default: a newcomer's first day has no pending survey anyway (server/surveys/participant.ts).
  await db.profile.update({ where: { user_id: user.id }, data: { created_at: new Date(Date.now() - registeredHoursAgo * 3_600_000) } });
  const cookie = await signInCookie(user, { promotionId: p.id });
  const state = async () => (await callRoute(onboardingRoute, { host: p.host, path: '/api/users/me/onboarding', cookie })).json;
  return { user, state };
}

describe('the pending-evaluation prompt', () => {
  it('waits for the first logged activity, then names the pending evaluation', async () => {
    const p = await createPromotion();
    const definition = await createEvaluationDefinition(p.id, { daysFromStart: '0' });
    const { user, state } = await participant(p);

    // Pending, but nothing logged yet: the first home visit is for logging.
    expect(await state()).toMatchObject({ pending_evaluation_id: definition.id, prompt_path: null, prompt_waits: true });

    await logActivity(user, { category: 'increase_energy', day: todayIn('America/New_York') });
    expect(await state()).toMatchObject({ pending_evaluation_id: definition.id, prompt_path: `/usereval/${definition.id}`, prompt_waits: false });

    // Answered: nothing to send to, and nothing to wait for (the browser marks the session done).
    await db.evaluation.create({ data: { promotion_id: p.id, user_id: user.id, evaluation_definition_id: definition.id, answers: {} } });
    expect(await state()).toMatchObject({ pending_evaluation_id: null, prompt_path: null, prompt_waits: false });
  });

  it('waits again when the only logged activity is taken back', async () => {
    const p = await createPromotion();
    await createEvaluationDefinition(p.id, { daysFromStart: '0' });
    const { user, state } = await participant(p);
    const { userActivity } = await logActivity(user, { category: 'create_calm', day: todayIn('America/New_York') });
    expect((await state()).prompt_waits).toBe(false);
    await db.userActivity.update({ where: { id: userActivity.id }, data: { is_active: false } });
    expect(await state()).toMatchObject({ prompt_path: null, prompt_waits: true });
  });

  it('waits on the walkthrough hold even after a log', async () => {
    const p = await createPromotion();
    await createEvaluationDefinition(p.id, { daysFromStart: '0' });
    const { user, state } = await participant(p, { has_been_home: false });
    await logActivity(user, { category: 'sharpen_focus', day: todayIn('America/New_York') });
    expect(await state()).toMatchObject({ prompt_path: null, prompt_waits: true });
  });

  it('sends to a pending survey when no evaluation is pending, under the same rule', async () => {
    const p = await createPromotion();
    const survey = await db.userSurveyDef.create({ data: { promotion_id: p.id, kind: 'flourishing', name: 'Flourishing Scale', days_from_start: '0' } });
    const { user, state } = await participant(p);
    expect(await state()).toMatchObject({ pending_survey_id: survey.id, prompt_path: null, prompt_waits: true });
    await logActivity(user, { category: 'boost_happiness', day: todayIn('America/New_York') });
    expect(await state()).toMatchObject({ pending_evaluation_id: null, prompt_path: `/survey/${survey.id}`, prompt_waits: false });
  });

  it('sends a participant past day one, but only offers it on day one and to staff, never taking over their page', async () => {
    const p = await createPromotion();
    const definition = await createEvaluationDefinition(p.id, { daysFromStart: '0' });
    const day = todayIn('America/New_York');
    const veteran = await participant(p);
    const newcomer = await participant(p, { has_been_home: true }, { registeredHoursAgo: 1 });
    const coordinator = await participant(p, { has_been_home: true }, { role: 'Coordinator' });
    for (const who of [veteran, newcomer, coordinator]) await logActivity(who.user, { category: 'create_calm', day });

    const path = `/usereval/${definition.id}`;
    expect(await veteran.state()).toMatchObject({ prompt_path: path, prompt_waits: false, prompt_offer: false });
    expect(await newcomer.state()).toMatchObject({ just_registered: true, prompt_path: path, prompt_waits: false, prompt_offer: true });
    expect(await coordinator.state()).toMatchObject({ prompt_path: path, prompt_waits: false, prompt_offer: true });
  });

  it('never prompts staff who do not take part (nothing logged)', async () => {
    const p = await createPromotion();
    await createEvaluationDefinition(p.id, { daysFromStart: '0' });
    const coordinator = await participant(p, { has_been_home: true }, { role: 'Coordinator' });
    expect(await coordinator.state()).toMatchObject({ prompt_path: null, prompt_offer: false });
  });

  it('neither sends nor waits with nothing pending', async () => {
    const p = await createPromotion();
    const { state } = await participant(p);
    expect(await state()).toMatchObject({ pending_evaluation_id: null, pending_survey_id: null, prompt_path: null, prompt_waits: false });
  });
});
