// Participant evaluations (participant-core.md §3 "EvaluationDefinition", §4 "Evaluation", §5, §7, §8) and the
// initial evaluation's registration questions (social-engagement.md "Registration").
import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { createBadge } from '../helpers/journey-factories';
import { registrationBody } from '../helpers/onboarding-factories';
import { GET as listDefinitions } from '@/app/api/evaluation_definitions/route';
import { GET as showDefinition } from '@/app/api/evaluation_definitions/[id]/route';
import { POST as submitRoute } from '@/app/api/evaluations/route';
import { GET as registrationQuestionsRoute } from '@/app/api/promotions/[id]/registration_questions/route';
import { GET as onboardingRoute } from '@/app/api/users/me/onboarding/route';
import { POST as registerRoute } from '@/app/api/users/route';
import { db } from '@/server/db';
import { EVALUATION_MESSAGES as M } from '@/lib/evaluations/messages';

type Place = { id: number; host: string };
type Person = { id: number; promotion_id: number | null };

const cookieOf = (user: Person) => signInCookie(user, { promotionId: user.promotion_id });
const list = async (p: Place, user: Person, query = '') =>
  callRoute(listDefinitions, { host: p.host, path: `/api/evaluation_definitions${query}`, cookie: await cookieOf(user) });
const show = async (p: Place, user: Person, id: number | string) =>
  callRoute(showDefinition, { host: p.host, path: `/api/evaluation_definitions/${id}`, cookie: await cookieOf(user), params: { id: String(id) } });
const submit = async (p: Place, user: Person, body: unknown) =>
  callRoute(submitRoute, { method: 'POST', host: p.host, path: '/api/evaluations', cookie: await cookieOf(user), body });
const register = (p: Place, body: Record<string, unknown>) => callRoute(registerRoute, { method: 'POST', host: p.host, path: '/api/users', body });
const registrationQuestions = (p: Place, id: number | string = 'current') =>
  callRoute(registrationQuestionsRoute, { host: p.host, path: `/api/promotions/${id}/registration_questions`, params: { id: String(id) } });

interface QuestionSpec {
  name: string;
  type?: 'CHECKBOX' | 'DROPDOWN' | 'TEXTBOX' | 'TEXTAREA' | 'HEADER';
  dataType?: 'string' | 'integer' | 'text';
  options?: string[];
  required?: boolean;
  locationTag?: string;
  isActive?: boolean;
  profileOnly?: boolean;
  displayQuestion?: boolean;
}

/** A definition with built-in questions (required through the question's flags). */
async function createDefinition(promotionId: number, questions: QuestionSpec[], o: { name?: string; daysFromStart?: string; visible?: string[] } = {}) {
  return db.evaluationDefinition.create({
    data: {
      promotion_id: promotionId, name: o.name ?? 'Weekly Check-in', message: 'How are you?', days_from_start: o.daysFromStart ?? '0',
      visible_questions: o.visible ?? [],
      questions: {
        create: questions.map((q, i) => ({
          name: q.name, prompt: `Question ${q.name}?`, type_of_prompt: q.type ?? 'TEXTBOX', data_type: q.dataType ?? 'string', options: q.options ?? [],
          location_tag: q.locationTag ?? null, is_active: q.isActive ?? true, profile_only: q.profileOnly ?? false,
          display_question: q.displayQuestion ?? true, flags: q.required ? { required: true } : {}, sequence: i,
        })),
      },
    },
  });
}

/** A custom prompt asked in a definition as CustomPrompt_{id}, required through custom_prompt_evaluations. */
async function addCustomPrompt(definition: { id: number; promotion_id: number }, o: { type?: 'CHECKBOX' | 'DROPDOWN'; options?: string[]; required?: boolean; isActive?: boolean } = {}) {
  const prompt = await db.customPrompt.create({
    data: {
      promotion_id: definition.promotion_id, prompt: 'Where do you usually work?', short_label: 'Work mode', type_of_prompt: o.type ?? 'DROPDOWN',
      data_type: 'string', options: o.options ?? ['On site', 'Remote'], is_active: o.isActive ?? true,
    },
  });
  const name = `CustomPrompt_${prompt.id}`;
  await db.evaluationQuestion.create({
    data: { evaluation_definition_id: definition.id, name, type_of_prompt: prompt.type_of_prompt, data_type: 'string', options: prompt.options, custom_prompt_id: prompt.id, sequence: 99 },
  });
  await db.customPromptEvaluation.create({ data: { custom_prompt_id: prompt.id, evaluation_definition_id: definition.id, flags: { required: o.required ?? false } } });
  return { prompt, name };
}

/** One question of every type; the text, dropdown, textarea and checkbox ones required. */
const EVERY_TYPE: QuestionSpec[] = [
  { name: 'section', type: 'HEADER' },
  { name: 'mood', type: 'DROPDOWN', options: ['1', '2', '3'], required: true },
  { name: 'goal', type: 'TEXTBOX', required: true },
  { name: 'hours', type: 'TEXTBOX', dataType: 'integer' },
  { name: 'notes', type: 'TEXTAREA', dataType: 'text', required: true },
  { name: 'consent', type: 'CHECKBOX', required: true },
  { name: 'tips', type: 'CHECKBOX', dataType: 'integer' },
];
const VALID = { mood: '2', goal: ' Sleep more ', notes: 'Busy week', consent: 'Y' };

describe('GET /evaluation_definitions', () => {
  it("lists the participant's promotion's open definitions with the questions they are asked", async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    const open = await createDefinition(p.id, [
      { name: 'shown' }, { name: 'inactive', isActive: false }, { name: 'profile', profileOnly: true },
      { name: 'hidden', displayQuestion: false }, { name: 'unlisted' }, { name: 'eu_only', locationTag: 'EU' },
    ], { visible: ['shown', 'inactive', 'profile', 'hidden', 'eu_only'] });
    const { name: promptName } = await addCustomPrompt(open, { required: true });
    const { name: retired } = await addCustomPrompt(open, { isActive: false });
    await db.evaluationDefinition.update({ where: { id: open.id }, data: { visible_questions: ['shown', 'eu_only', promptName, retired] } });
    await createDefinition(p.id, [{ name: 'later' }], { name: 'Wrap-up', daysFromStart: '30' });
    await createDefinition(p.id, [{ name: 'early' }], { name: 'First days', daysFromStart: '0,3' });

    const res = await list(p, user);
    expect(res.status).toBe(200);
    expect(res.json.meta.total_records).toBe(1);
    const [definition] = res.json.data;
    expect(definition).toMatchObject({
      id: open.id, name: 'Weekly Check-in', message: 'How are you?', days_from_start: '0', eval_definitionable_type: 'Promotion',
      eval_definitionable_id: p.id, is_active: true, is_completed: false, visible_questions: `shown,eu_only,${promptName},${retired}`,
    });
    expect(definition.questions.map((q: { name: string }) => q.name)).toEqual(['shown', promptName]);
    expect(definition.questions[1]).toMatchObject({
      prompt: 'Where do you usually work?', type_of_prompt: 'DROPDOWN', options: ['On site', 'Remote'], required: true,
      custom_promptable_id: expect.any(Number), custom_prompt: { short_label: 'Work mode' }, flags: { required: true, is_visible_in_profile: false },
    });

    // A location (or a location above it) tagged EU adds the tagged question.
    const region = await db.location.create({ data: { promotion_id: p.id, name: 'Europe', tag: 'EU' } });
    const office = await db.location.create({ data: { promotion_id: p.id, name: 'Berlin', parent_location_id: region.id } });
    const european = await createUser({ promotionId: p.id });
    await db.user.update({ where: { id: european.id }, data: { location_id: office.id } });
    expect((await list(p, european)).json.data[0].questions.map((q: { name: string }) => q.name)).toEqual(['shown', 'eu_only', promptName]);
  });

  it('answers only for the host promotion: another promotion_id is 404, accounts of no promotion 403', async () => {
    const a = await createPromotion();
    const b = await createPromotion();
    await createDefinition(a.id, [{ name: 'q' }]);
    const userA = await createUser({ promotionId: a.id });
    expect((await list(a, userA, `?promotion_id=${a.id}`)).status).toBe(200);
    expect(await list(a, userA, `?promotion_id=${b.id}`)).toMatchObject({ status: 404, json: { errors: [M.promotionNotFound] } });
    const userB = await createUser({ promotionId: b.id });
    expect((await list(b, userB)).json.data).toEqual([]);
    expect((await list(b, userB, `?promotion_id=${a.id}`)).status).toBe(404);
    const master = await createUser({ promotionId: null, role: 'Master' });
    const dashboardCookie = await signInCookie(master, { promotionId: null });
    // On the dashboard the same path is the administration's index (api-contract-paths.test.ts): it names its promotion.
    expect((await callRoute(listDefinitions, { host: 'dashboard.localhost:3000', path: '/api/evaluation_definitions', cookie: dashboardCookie })).status).toBe(422);
    expect((await callRoute(listDefinitions, { host: a.host, path: '/api/evaluation_definitions' })).status).toBe(401);
  });
});

describe('GET /evaluation_definitions/{id}', () => {
  it("shows a definition of the user's promotion, open or not, and 404s across promotions", async () => {
    const a = await createPromotion();
    const b = await createPromotion();
    const userA = await createUser({ promotionId: a.id });
    const userB = await createUser({ promotionId: b.id });
    const closed = await createDefinition(a.id, [{ name: 'q' }], { daysFromStart: '0,3' });
    expect(await show(a, userA, closed.id)).toMatchObject({ status: 200, json: { id: closed.id, is_active: false, is_completed: false } });
    expect(await show(b, userB, closed.id)).toMatchObject({ status: 404, json: { errors: [M.notFound] } });
    expect(await show(a, userA, 'abc')).toMatchObject({ status: 404, json: { errors: [M.notFound] } });
    expect(await show(a, userA, 999999)).toMatchObject({ status: 404, json: { errors: [M.notFound] } });
  });
});

describe('POST /evaluations', () => {
  it('checks every required answer by prompt type and reports them together', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    const definition = await createDefinition(p.id, EVERY_TYPE);
    const res = await submit(p, user, { evaluation_definition_id: definition.id, answers: { goal: '   ', consent: 'N' } });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual([
      M.required('Question mood?'), M.required('Question goal?'), M.required('Question notes?'), M.required('Question consent?'),
    ]);
    // A required checkbox is unanswered when false, 0 or 'N'; 'Y', true and 1 tick it.
    for (const consent of [false, 0, 'N', null]) {
      const again = await submit(p, user, { evaluation_definition_id: definition.id, answers: { ...VALID, consent } });
      expect(again.json.errors).toEqual([M.required('Question consent?')]);
    }
    const wrong = await submit(p, user, { evaluation_definition_id: definition.id, answers: { ...VALID, mood: '9', hours: '7.5', section: 'x', shoe: 42 } });
    expect(wrong.json.errors).toEqual([
      M.unknownQuestion('section'), M.unknownQuestion('shoe'), M.notAnOption('Question mood?'), M.notAWholeNumber('Question hours?'),
    ]);
    expect(await db.evaluation.count({ where: { user_id: user.id } })).toBe(0);
  });

  it('stores the answers, completes the definition, saves the flags and awards evaluation badges in one go', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id, flags: { has_been_home: true, showing_evaluation_notification: true } });
    const definition = await createDefinition(p.id, EVERY_TYPE);
    const { prompt, name: promptName } = await addCustomPrompt(definition);
    const later = await createDefinition(p.id, [{ name: 'q' }], { name: 'Second' });
    const badge = await createBadge(p.id, { category: 'evaluation', goal: 1 });
    const cookie = await cookieOf(user);
    const pending = async () => (await callRoute(onboardingRoute, { host: p.host, path: '/api/users/me/onboarding', cookie })).json.pending_evaluation_id;
    expect(await pending()).toBe(definition.id);

    const res = await submit(p, user, { evaluation_definition_id: String(definition.id), answers: { ...VALID, consent: true, hours: 7, tips: 'yes', [promptName]: 'Remote' } });
    expect(res.status).toBe(201);
    const answers = { mood: '2', goal: 'Sleep more', hours: '7', notes: 'Busy week', consent: 'Y', tips: 'N', [promptName]: 'Remote' };
    expect(res.json).toMatchObject({ evaluation_definition_id: definition.id, week_number: 2, answers });
    const stored = await db.evaluation.findUniqueOrThrow({ where: { id: res.json.id } });
    expect(stored).toMatchObject({ promotion_id: p.id, user_id: user.id, week_number: 2, answers });
    const after = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { flags: true } });
    expect(after.flags).toEqual({ has_been_home: true, stats_available: true, showing_evaluation_notification: false });
    expect(await db.customPromptAnswer.findFirst({ where: { user_id: user.id, custom_prompt_id: prompt.id } })).toMatchObject({ value: 'Remote' });
    expect(await db.userBadge.count({ where: { user_id: user.id, badge_id: badge.id } })).toBe(1);
    // The id is in the completed list: the next open definition is pending, and the show says completed.
    expect(await pending()).toBe(later.id);
    expect((await show(p, user, definition.id)).json.is_completed).toBe(true);

    // A second submit of the same definition is refused.
    expect(await submit(p, user, { evaluation_definition_id: definition.id, answers: VALID })).toMatchObject({ status: 422, json: { errors: [M.alreadyCompleted] } });
  });

  it('takes one of two simultaneous submits', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    const definition = await createDefinition(p.id, [{ name: 'q' }]);
    const both = await Promise.all([1, 2].map(() => submit(p, user, { evaluation_definition_id: definition.id, answers: { q: 'x' } })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(await db.evaluation.count({ where: { user_id: user.id } })).toBe(1);
  });

  it('refuses closed definitions, a week number below 1, bodies that are not evaluations, and other promotions', async () => {
    const a = await createPromotion();
    const b = await createPromotion();
    const userA = await createUser({ promotionId: a.id });
    const userB = await createUser({ promotionId: b.id });
    const closed = await createDefinition(a.id, [{ name: 'q' }], { daysFromStart: '0,3' });
    const open = await createDefinition(a.id, [{ name: 'q' }]);
    expect(await submit(a, userA, { evaluation_definition_id: closed.id, answers: {} })).toMatchObject({ status: 422, json: { errors: [M.notOpen] } });
    expect(await submit(a, userA, { evaluation_definition_id: open.id, week_number: 0 })).toMatchObject({ status: 422, json: { errors: [M.weekNumber] } });
    expect(await submit(a, userA, { answers: {} })).toMatchObject({ status: 422, json: { errors: [M.couldNotSave] } });
    expect(await submit(a, userA, { evaluation_definition_id: open.id, answers: ['q'] })).toMatchObject({ status: 422, json: { errors: [M.couldNotSave] } });
    expect(await submit(b, userB, { evaluation_definition_id: open.id, answers: { q: 'x' } })).toMatchObject({ status: 404, json: { errors: [M.notFound] } });
    expect(await db.evaluation.count({ where: { user_id: { in: [userA.id, userB.id] } } })).toBe(0);
    // The owner still can, with an explicit week.
    expect(await submit(a, userA, { evaluation_definition_id: open.id, answers: { q: 'x' }, week_number: 5 })).toMatchObject({ status: 201, json: { week_number: 5 } });
  });

  it('asks a location-tagged question only where the tag applies', async () => {
    const p = await createPromotion();
    const region = await db.location.create({ data: { promotion_id: p.id, name: 'Europe', tag: 'EU' } });
    const definition = await createDefinition(p.id, [{ name: 'language', type: 'DROPDOWN', options: ['English', 'Deutsch'], required: true, locationTag: 'EU' }]);
    const european = await createUser({ promotionId: p.id });
    await db.user.update({ where: { id: european.id }, data: { location_id: region.id } });
    const elsewhere = await createUser({ promotionId: p.id });
    expect((await submit(p, european, { evaluation_definition_id: definition.id, answers: {} })).json.errors).toEqual([M.required('Question language?')]);
    expect((await submit(p, elsewhere, { evaluation_definition_id: definition.id, answers: { language: 'English' } })).json.errors).toEqual([
      M.unknownQuestion('language'),
    ]);
    expect((await submit(p, elsewhere, { evaluation_definition_id: definition.id, answers: {} })).status).toBe(201);
    expect((await submit(p, european, { evaluation_definition_id: definition.id, answers: { language: 'Deutsch' } })).status).toBe(201);
  });
});

describe('registration questions', () => {
  it("publishes the initial evaluation's questions, with the locations a tagged one is asked for", async () => {
    const p = await createPromotion();
    const other = await createPromotion();
    expect(await registrationQuestions(p)).toMatchObject({ status: 200, json: { evaluation_definition: null, questions: [] } });
    const region = await db.location.create({ data: { promotion_id: p.id, name: 'Europe', tag: 'EU' } });
    const office = await db.location.create({ data: { promotion_id: p.id, name: 'Berlin', parent_location_id: region.id } });
    await db.location.create({ data: { promotion_id: p.id, name: 'America' } });
    await createDefinition(p.id, [{ name: 'later' }], { name: 'Weekly' });
    const initial = await createDefinition(p.id, [...EVERY_TYPE, { name: 'language', locationTag: 'EU' }, { name: 'tshirt', profileOnly: true }], { name: 'Initial Assessment' });

    const res = await registrationQuestions(p, p.id);
    expect(res.status).toBe(200);
    expect(res.json.evaluation_definition).toEqual({ id: initial.id, name: 'Initial Assessment', message: 'How are you?' });
    expect(res.json.questions.map((q: { name: string }) => q.name)).toEqual([...EVERY_TYPE.map((q) => q.name), 'language']);
    expect(res.json.questions.find((q: { name: string }) => q.name === 'mood')).toMatchObject({ required: true, location_ids: null });
    expect(res.json.questions.find((q: { name: string }) => q.name === 'language').location_ids.sort()).toEqual([region.id, office.id].sort());
    expect(await registrationQuestions(other, p.id)).toMatchObject({ status: 404 });
    expect((await registrationQuestions(other)).json.questions).toEqual([]);
  });

  it('POST /users checks and stores the answers as an evaluation of the initial definition', async () => {
    const p = await createPromotion();
    const region = await db.location.create({ data: { promotion_id: p.id, name: 'Europe', tag: 'EU' } });
    const initial = await createDefinition(p.id, [...EVERY_TYPE, { name: 'language', required: true, locationTag: 'EU' }], { name: 'Initial Assessment' });
    const { prompt, name: promptName } = await addCustomPrompt(initial, { required: true });

    // Required answers are required at registration too, with or without an evaluation in the body.
    const missing = await register(p, registrationBody());
    expect(missing.status).toBe(422);
    expect(missing.json.errors).toEqual([
      M.required('Question mood?'), M.required('Question goal?'), M.required('Question notes?'), M.required('Question consent?'), M.required('Where do you usually work?'),
    ]);
    const answers = { ...VALID, [promptName]: 'On site' };
    // The EU question is asked only of someone who works under the EU region.
    expect((await register(p, registrationBody({ location_id: region.id, evaluation: { answers } }))).json.errors).toEqual([M.required('Question language?')]);

    const res = await register(p, registrationBody({ evaluation: { answers } }));
    expect(res.status).toBe(201);
    const evaluation = await db.evaluation.findFirstOrThrow({ where: { user_id: res.json.id } });
    expect(evaluation).toMatchObject({
      promotion_id: p.id, evaluation_definition_id: initial.id, week_number: 2,
      answers: { mood: '2', goal: 'Sleep more', hours: null, notes: 'Busy week', consent: 'Y', tips: 'N', [promptName]: 'On site' },
    });
    expect(await db.customPromptAnswer.findFirst({ where: { user_id: res.json.id, custom_prompt_id: prompt.id } })).toMatchObject({ value: 'On site' });
    const user = await db.user.findUniqueOrThrow({ where: { id: res.json.id }, select: { flags: true } });
    expect(user.flags).toMatchObject({ stats_available: true, showing_evaluation_notification: false });
  });
});
