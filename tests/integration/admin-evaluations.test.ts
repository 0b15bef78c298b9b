// Custom prompts and evaluation definitions as the master edits them (administration.md §3-§5, §7), and what the
// participant flow then asks (participant-core.md "Evaluation"): the same rows, read by GET /evaluation_definitions.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { GET as listPrompts, POST as createPrompt } from '@/app/api/promotions/[id]/custom_prompts/route';
import { DELETE as deletePrompt, GET as getPrompt, PUT as putPrompt } from '@/app/api/promotions/[id]/custom_prompts/[promptId]/route';
import { GET as listDefs, POST as createDef } from '@/app/api/promotions/[id]/evaluation_definitions/route';
import { DELETE as deleteDef, GET as getDef, PUT as putDef } from '@/app/api/promotions/[id]/evaluation_definitions/[definitionId]/route';
import { GET as participantDefinitions } from '@/app/api/evaluation_definitions/route';
import { GET as reportFields } from '@/app/api/promotions/[id]/report_fields/route';
import { surveyDaysFromStart } from '@/lib/evaluations/admin';

const HOST = 'dashboard.localhost:3000';
let cookie: string;

beforeAll(async () => {
  const master = await createUser({ promotionId: null, role: 'Master' });
  cookie = await signInCookie(master, { promotionId: null });
});

const call = (handler: Parameters<typeof callRoute>[0], method: string, params: Record<string, string>, body?: unknown) =>
  callRoute(handler, { method, host: HOST, path: '/api/x', cookie, params, body });

/** A promotion with a three-level tree: tags on each level and one on a fourth level (beyond depth 3). */
async function promotionWithTree() {
  const p = await createPromotion();
  const top = await db.location.create({ data: { promotion_id: p.id, name: 'Europe', tag: ' EU ' } });
  const mid = await db.location.create({ data: { promotion_id: p.id, name: 'France', tag: 'FR', parent_location_id: top.id } });
  const leaf = await db.location.create({ data: { promotion_id: p.id, name: 'Paris', tag: 'EU', parent_location_id: mid.id } });
  await db.location.create({ data: { promotion_id: p.id, name: 'Floor 2', tag: 'DEEP', parent_location_id: leaf.id } });
  const other = await db.location.create({ data: { promotion_id: p.id, name: 'America', tag: '' } });
  return { p, id: String(p.id), leaf, other };
}

describe('custom prompts', () => {
  it('forces the data type by type, keeps options one per line for dropdowns, and offers the tree\'s tags to depth 3', async () => {
    const { id } = await promotionWithTree();
    const fresh = await call(createPrompt, 'POST', { id }, { prompt: 'Send me tips' });
    expect(fresh.status).toBe(201);
    expect(fresh.json).toMatchObject({ type_of_prompt: 'CHECKBOX', data_type: 'integer', options: [], name: `CustomPrompt_${fresh.json.id}` });
    const checkbox = await call(createPrompt, 'POST', { id }, { prompt: 'Agree?', type_of_prompt: 'CHECKBOX', data_type: 'string' });
    expect(checkbox.json.data_type).toBe('string');
    const cases: [string, string][] = [['HEADER', 'string'], ['TEXTAREA', 'text'], ['TEXTBOX', 'string']];
    for (const [type, expected] of cases) {
      const made = await call(createPrompt, 'POST', { id }, { prompt: type, type_of_prompt: type, data_type: 'integer', options: 'a\nb' });
      expect([type, made.json.data_type, made.json.options]).toEqual([type, expected, []]);
    }
    const dropdown = await call(createPrompt, 'POST', { id }, { prompt: 'Size', type_of_prompt: 'DROPDOWN', options: ' S \r\n\nM\nL\nM\n', short_label: 'Size', location_tag: 'FR' });
    expect(dropdown.json).toMatchObject({ data_type: 'string', options: ['S', 'M', 'L'], short_label: 'Size', location_tag: 'FR' });
    const empty = await call(createPrompt, 'POST', { id }, { prompt: 'Size', type_of_prompt: 'DROPDOWN', options: '\n ' });
    expect(empty.status).toBe(422);
    expect(empty.json.errors).toEqual(['A dropdown needs at least one option (one per line).']);
    const deep = await call(createPrompt, 'POST', { id }, { prompt: 'Deep', location_tag: 'DEEP' });
    expect(deep.json.errors).toEqual(['Choose a location tag from the location tree.']);
    const list = await call(listPrompts, 'GET', { id });
    expect(list.json.meta.location_tags).toEqual(['EU', 'FR']);
    expect(list.json.data.map((p: { prompt: string }) => p.prompt)).toEqual(['Send me tips', 'Agree?', 'HEADER', 'TEXTAREA', 'TEXTBOX', 'Size']);
    const blank = await call(createPrompt, 'POST', { id }, { prompt: '  ' });
    expect(blank.json.errors).toEqual(['Prompt is required.']);
  });

  it('makes each asking prompt a report field of its promotion, renamed with it and gone with its delete', async () => {
    const { id } = await promotionWithTree();
    const fieldsOf = async (promotionId: string) =>
      ((await call(reportFields, 'GET', { id: promotionId })).json.data as { name: string; display_name: string; category: string }[]);
    const shift = (await call(createPrompt, 'POST', { id }, { prompt: 'Which shift do you work?', short_label: 'Shift', type_of_prompt: 'TEXTBOX' })).json;
    const header = (await call(createPrompt, 'POST', { id }, { prompt: 'About your work', type_of_prompt: 'HEADER' })).json;
    const fields = await fieldsOf(id);
    // The built-in fields come with the database (a migration), not with the demo seed.
    expect(fields.map((f) => f.name)).toEqual(expect.arrayContaining(['first_name', 'last_name', 'email', 'total_points', 'duos_completed']));
    expect(fields.filter((f) => f.category === 'Custom Prompts')).toEqual([expect.objectContaining({ name: `CustomPrompt_${shift.id}`, display_name: 'Shift' })]);
    expect(fields.map((f) => f.name)).not.toContain(`CustomPrompt_${header.id}`);
    const other = await createPromotion();
    expect((await fieldsOf(String(other.id))).map((f) => f.name)).not.toContain(`CustomPrompt_${shift.id}`);

    await call(putPrompt, 'PUT', { id, promptId: String(shift.id) }, { prompt: 'Which shift?', short_label: 'Work shift', type_of_prompt: 'TEXTBOX' });
    expect((await fieldsOf(id)).filter((f) => f.category === 'Custom Prompts').map((f) => f.display_name)).toEqual(['Work shift']);
    expect((await call(deletePrompt, 'DELETE', { id, promptId: String(shift.id) })).status).toBeLessThan(300);
    expect((await fieldsOf(id)).filter((f) => f.category === 'Custom Prompts')).toEqual([]);
  });

  it('never reads or changes another promotion\'s prompt', async () => {
    const a = await createPromotion();
    const b = await createPromotion();
    const theirs = await call(createPrompt, 'POST', { id: String(b.id) }, { prompt: 'Theirs' });
    const params = { id: String(a.id), promptId: String(theirs.json.id) };
    const read = await call(getPrompt, 'GET', params);
    expect(read.status).toBe(404);
    expect(read.json.errors).toEqual(['CustomPrompt could not be found']);
    expect((await call(putPrompt, 'PUT', params, { prompt: 'Mine' })).status).toBe(404);
    expect((await call(deletePrompt, 'DELETE', params)).status).toBe(404);
    expect((await call(createDef, 'POST', { id: String(a.id) }, { name: 'Check', days_from_start: 3, visible_questions: `CustomPrompt_${theirs.json.id}` })).json.errors)
      .toEqual([`Unknown question: CustomPrompt_${theirs.json.id}.`]);
  });
});

describe('evaluation definitions', () => {
  it('keeps the Initial Assessment on day 0 and otherwise either days or dates', async () => {
    const { id } = await promotionWithTree();
    const initial = await call(createDef, 'POST', { id }, { name: 'Initial Assessment', start_date: '2026-01-01', end_date: '2026-01-31', eval_definitionable_type: 'Promotion', eval_definitionable_id: Number(id) });
    expect(initial.status).toBe(201);
    expect(initial.json.data[0]).toMatchObject({ days_from_start: '0', start_date: null, end_date: null, eval_definitionable_type: 'Promotion', eval_definitionable_id: Number(id) });
    const byDays = await call(createDef, 'POST', { id }, { name: 'Mid-point', days_from_start: '21', start_date: '2026-01-01', end_date: '2026-01-31' });
    expect(byDays.json.data[0]).toMatchObject({ days_from_start: '21', start_date: null, end_date: null });
    const did = String(byDays.json.data[0].id);
    const byDates = await call(putDef, 'PUT', { id, definitionId: did }, { name: 'Mid-point', days_from_start: '', start_date: '2026-02-01', end_date: '2026-02-07' });
    expect(byDates.json).toMatchObject({ days_from_start: null, start_date: '2026-02-01', end_date: '2026-02-07' });
    const backwards = await call(putDef, 'PUT', { id, definitionId: did }, { name: 'Mid-point', start_date: '2026-02-07', end_date: '2026-02-01' });
    expect(backwards.json.errors).toEqual(['Start date should be before end date.']);
    const none = await call(putDef, 'PUT', { id, definitionId: did }, { name: 'Mid-point' });
    expect(none.json.errors).toEqual(['Give the days from start, or a start and an end date.']);
    const wrongOwner = await call(createDef, 'POST', { id }, { name: 'X', days_from_start: 1, eval_definitionable_id: Number(id) + 1 });
    expect(wrongOwner.json.errors).toEqual(['Could not save Evaluation']);
    expect(surveyDaysFromStart('2026-03-02', '2026-03-15')).toBe('0,14');
    expect((await call(listDefs, 'GET', { id })).json.data).toHaveLength(2);
  });

  it('asks participants what the editor saved: visible prompts, location questions, required prompts', async () => {
    const { p, id, leaf, other } = await promotionWithTree();
    const tips = (await call(createPrompt, 'POST', { id }, { prompt: 'Send me tips' })).json;
    const size = (await call(createPrompt, 'POST', { id }, { prompt: 'T-shirt size', type_of_prompt: 'DROPDOWN', options: 'S\nM', location_tag: 'FR' })).json;
    const unused = (await call(createPrompt, 'POST', { id }, { prompt: 'Unused' })).json;
    const created = await call(createDef, 'POST', { id }, {
      name: 'Kick-off', days_from_start: '0', message: 'Hello',
      visible_questions: `${tips.name},${size.name}`, location_questions: size.name, required_questions: tips.name,
    });
    const def = created.json.data[0];
    expect(def.visible_questions).toBe(`${tips.name},${size.name}`);
    expect(def.questions.map((q: { name: string; location_tag: string | null; required: boolean }) => [q.name, q.location_tag, q.required]))
      .toEqual([[tips.name, null, true], [size.name, 'FR', false]]);

    const inParis = await createUser({ promotionId: p.id });
    await db.user.update({ where: { id: inParis.id }, data: { location_id: leaf.id } });
    const elsewhere = await createUser({ promotionId: p.id });
    await db.user.update({ where: { id: elsewhere.id }, data: { location_id: other.id } });
    const asked = async (user: { id: number }) => {
      const res = await callRoute(participantDefinitions, { host: p.host, path: '/api/evaluation_definitions', cookie: await signInCookie(user, { promotionId: p.id }) });
      return res.json.data.find((d: { id: number }) => d.id === def.id).questions.map((q: { name: string; required: boolean; options: string[] }) => [q.name, q.required, q.options]);
    };
    expect(await asked(inParis)).toEqual([[tips.name, true, []], [size.name, false, ['S', 'M']]]);
    expect(await asked(elsewhere)).toEqual([[tips.name, true, []]]);

    // Editing the prompt reaches the question; dropping it from the list stops asking it.
    await call(putPrompt, 'PUT', { id, promptId: String(size.id) }, { prompt: 'Shirt size', type_of_prompt: 'DROPDOWN', options: 'S\nM\nL', location_tag: 'FR' });
    expect(await asked(inParis)).toEqual([[tips.name, true, []], [size.name, false, ['S', 'M', 'L']]]);
    const did = String(def.id);
    const trimmed = await call(putDef, 'PUT', { id, definitionId: did }, { name: 'Kick-off', days_from_start: '0', visible_questions: [unused.name] });
    expect(trimmed.json.questions.map((q: { name: string }) => q.name)).toEqual([unused.name]);
    expect(await asked(inParis)).toEqual([[unused.name, false, []]]);

    // Deleting the prompt removes it from the definition's lists.
    expect((await call(deletePrompt, 'DELETE', { id, promptId: String(unused.id) })).status).toBe(204);
    expect((await call(getDef, 'GET', { id, definitionId: did })).json).toMatchObject({ visible_questions: '', questions: [] });
  });

  it('shows built-in questions while listed and deletes a definition with its evaluations', async () => {
    const { p, id } = await promotionWithTree();
    const definition = await db.evaluationDefinition.create({
      data: {
        promotion_id: p.id, name: 'Flourishing', days_from_start: '0', visible_questions: ['purpose', 'optimism'],
        questions: { create: [{ name: 'purpose', prompt: 'I lead a purposeful life', type_of_prompt: 'TEXTBOX', data_type: 'string' }, { name: 'optimism', prompt: 'I am optimistic', type_of_prompt: 'TEXTBOX', data_type: 'string', sequence: 1 }] },
      },
    });
    const did = String(definition.id);
    const unknown = await call(putDef, 'PUT', { id, definitionId: did }, { name: 'Flourishing', days_from_start: '0', visible_questions: 'purpose,nope' });
    expect(unknown.json.errors).toEqual(['Unknown question: nope.']);
    await call(putDef, 'PUT', { id, definitionId: did }, { name: 'Flourishing', days_from_start: '0', visible_questions: 'purpose' });
    const user = await createUser({ promotionId: p.id });
    const res = await callRoute(participantDefinitions, { host: p.host, path: '/api/evaluation_definitions', cookie: await signInCookie(user, { promotionId: p.id }) });
    expect(res.json.data[0].questions.map((q: { name: string }) => q.name)).toEqual(['purpose']);
    await db.evaluation.create({ data: { promotion_id: p.id, user_id: user.id, evaluation_definition_id: definition.id, answers: { purpose: 'yes' } } });
    expect((await call(deleteDef, 'DELETE', { id, definitionId: did })).status).toBe(204);
    expect(await db.evaluation.count({ where: { evaluation_definition_id: definition.id } })).toBe(0);
    const gone = await call(deleteDef, 'DELETE', { id, definitionId: did });
    expect(gone.status).toBe(404);
    expect(gone.json.errors).toEqual(['Evaluation Definition could not be found']);
    const audit = await db.auditEvent.findMany({ where: { record_type: 'EvaluationDefinition', promotion_id: p.id } });
    expect(audit.map((a) => a.action).sort()).toEqual(['delete', 'update']);
  });
});
