// The field policy (lib/privacy/field-policy.ts) against the real API: a participant's individual-only data — evaluation
// answers, answers to a prompt asked in an evaluation, private messages, journal — carries a unique marker; every GET
// route is called by every employer-side role (the authorization matrix's world and routes), with each path id pointed
// at the participant's own rows; no answer may carry a marker. Then: impersonation cannot open messages or evaluations,
// the Simple report refuses the individual-only field per person (privacy-reports.test.ts: its counts), and the
// eligibility list keeps to a coordinator's reach.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { callRoute } from '../helpers/http';
import { buildWorld, type Principal, type World } from '../helpers/authorization-world';
import { loadApiRoutes, pathFor, type ApiRoute } from '../helpers/route-list';
import { paramsFor, promotionQueryFor } from '../helpers/authorization-oracle';
import { createUser, signInCookie } from '../helpers/factories';
import { createLocation } from '../helpers/journey-factories';
import { createSessionCookie } from '@/server/auth/session';
import { GET as messagesRoute } from '@/app/api/conversations/[id]/messages/route';
import { GET as eligibilitiesRoute } from '@/app/api/eligibilities/route';
import { GET as eligibilityRoute } from '@/app/api/eligibilities/[eligId]/route';
import { GET as reportFieldsRoute } from '@/app/api/promotions/[id]/report_fields/route';
import { POST as runReportRoute } from '@/app/api/promotions/[id]/reports/[reportId]/run/route';
import { FIELD_POLICY, PRIVATE_TO_THE_PERSON } from '@/lib/privacy/field-policy';
import { customPromptName } from '@/lib/evaluations/admin';
import { AGGREGATE_ONLY_CATEGORY } from '@/server/privacy/report-fields';

const MARK = 'PRIVATE-MARKER-7f3a';
const EMPLOYER_SIDE = ['Coordinator', 'Location Coordinator', 'Regional Coordinator', 'Super Coordinator', 'Reseller'];
let world: World;
let routes: ApiRoute[];
let target: { id: number };
const ids: Record<string, number> = {};

beforeAll(async () => {
  world = await buildWorld();
  ({ routes } = await loadApiRoutes());
  const A = world.promotions.A;
  target = world.principals.find((p) => p.name === 'participant of A')!.user!;
  const friend = await createUser({ promotionId: A.id });
  const definition = await db.evaluationDefinition.create({ data: { promotion_id: A.id, name: 'Wellbeing check-in' } });
  ids.definition = definition.id;
  ids.evaluation = (await db.evaluation.create({
    data: { promotion_id: A.id, user_id: target.id, evaluation_definition_id: definition.id, answers: { mood: MARK } },
  })).id;
  const prompt = await db.customPrompt.create({ data: { promotion_id: A.id, prompt: 'How stressed are you?', type_of_prompt: 'TEXTBOX', data_type: 'string' } });
  await db.customPromptEvaluation.create({ data: { custom_prompt_id: prompt.id, evaluation_definition_id: definition.id } });
  await db.reportField.create({ data: { promotion_id: A.id, category: 'Custom Prompts', name: customPromptName(prompt.id), display_name: 'Stress' } });
  ids.prompt = prompt.id;
  await db.customPromptAnswer.create({ data: { promotion_id: A.id, user_id: target.id, custom_prompt_id: prompt.id, value: MARK } });
  const conversation = await db.conversation.create({ data: { promotion_id: A.id, conversation_type: 'i', created_by_id: target.id } });
  ids.conversation = conversation.id;
  await db.conversationMember.createMany({ data: [target.id, friend.id].map((user_id) => ({ conversation_id: conversation.id, user_id, promotion_id: A.id })) });
  await db.message.create({ data: { promotion_id: A.id, conversation_id: conversation.id, user_id: target.id, content: MARK } });
}, 90_000);

/** The participant's own rows wherever a path names an object. */
function paramsAtTarget(route: ApiRoute, host: 'A' | 'dashboard'): Record<string, string> {
  const params = paramsFor(route, host, world);
  for (const name of route.segments) {
    if (params[name] !== '999999' && params[name] !== 'me') continue;
    const p = route.pattern;
    if (p.startsWith('/api/users/') || /userId|user_id/.test(name)) params[name] = String(target.id);
    else if (p.includes('conversations')) params[name] = String(ids.conversation);
    else if (p.includes('evaluation_definitions')) params[name] = String(ids.definition);
    else if (p.includes('evaluations')) params[name] = String(ids.evaluation);
    else if (p.includes('custom_prompts')) params[name] = String(ids.prompt);
  }
  return params;
}

describe('the field policy over every employer-side answer', () => {
  it('never carries an individual-only value to an employer-side role', async () => {
    const employers = world.principals.filter((p): p is Principal & { role: string } => p.role !== null && EMPLOYER_SIDE.includes(p.role));
    const leaks: string[] = [];
    for (const route of routes.filter((r) => r.method === 'GET')) {
      for (const who of employers) {
        for (const host of ['A', 'dashboard'] as const) {
          const params = paramsAtTarget(route, host);
          const res = await callRoute(route.handler, {
            host: world.host(host), path: pathFor(route.pattern, params) + promotionQueryFor(route, host, world), params,
            cookie: await world.cookie(who, host),
          });
          if (JSON.stringify(res.json ?? '').includes(MARK)) leaks.push(`${route.pattern} as ${who.name} on ${host}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  }, 240_000);

  it('lists the individual-only prompt for an employer as counts only, and refuses it per person in a Simple report', async () => {
    const A = world.promotions.A;
    const co = world.principals.find((p) => p.name === 'coordinator of A')!;
    const cookie = await world.cookie(co, 'A');
    const fields = await callRoute(reportFieldsRoute, { host: A.host, path: `/api/promotions/${A.id}/report_fields`, params: { id: String(A.id) }, cookie });
    expect(fields.status).toBe(200);
    expect(fields.json.data.find((f: { name: string }) => f.name === customPromptName(ids.prompt!))).toMatchObject({ category: AGGREGATE_ONLY_CATEGORY });
    const run = await callRoute(runReportRoute, {
      method: 'POST', host: A.host, path: `/api/promotions/${A.id}/reports/new/run?is_custom=true`, params: { id: String(A.id), reportId: 'new' }, cookie,
      body: { report_type: 'Simple', fields: ['first_name', customPromptName(ids.prompt!)] },
    });
    expect(run.status).toBe(403);
    expect(run.json.errors[0]).toContain('Stress');
    const sql = await callRoute(runReportRoute, {
      method: 'POST', host: A.host, path: `/api/promotions/${A.id}/reports/new/run?is_custom=true`, params: { id: String(A.id), reportId: 'new' }, cookie,
      body: { report_type: 'SQL', sql: 'SELECT 1 AS one' },
    });
    expect(sql.status).toBe(403);
  });

  it('lists every field once, and the page’s sections cover the three visibilities', () => {
    const keys = FIELD_POLICY.map((f) => f.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(FIELD_POLICY.map((f) => f.visibility))).toEqual(new Set(['per_person', 'aggregate', 'never']));
    expect(FIELD_POLICY.find((f) => f.key === 'messages')!.visibility).toBe('never');
    expect(FIELD_POLICY.find((f) => f.key === 'evaluation_answers')!.visibility).toBe('aggregate');
  });
});

describe('impersonation', () => {
  it('cannot open the participant’s private messages or evaluations while viewing as them', async () => {
    const A = world.promotions.A;
    const co = world.principals.find((p) => p.name === 'coordinator of A')!;
    const cookie = await createSessionCookie({ userId: target.id, stay: false, sessionVersion: 0, promotionId: A.id, impersonatorId: co.user!.id });
    const res = await callRoute(messagesRoute, {
      host: A.host, path: `/api/conversations/${ids.conversation}/messages`, params: { id: String(ids.conversation) }, cookie: `${cookie.name}=${cookie.value}`,
    });
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.json)).not.toContain(MARK);
    // The participant themself reads them.
    const own = await callRoute(messagesRoute, {
      host: A.host, path: `/api/conversations/${ids.conversation}/messages`, params: { id: String(ids.conversation) },
      cookie: await signInCookie(target, { promotionId: A.id }),
    });
    expect(own.status).toBe(200);
    expect(JSON.stringify(own.json)).toContain(MARK);
    expect([...PRIVATE_TO_THE_PERSON]).toEqual(expect.arrayContaining(['messages.use', 'evaluations.take']));
  });
});

describe('eligibility reach', () => {
  it('shows a location coordinator only the records of people registered within their reach', async () => {
    const A = world.promotions.A;
    const mine = await createLocation(A.id, 'Reach office');
    const other = await createLocation(A.id, 'Other office');
    const lc = await createUser({ promotionId: A.id, role: 'Location Coordinator' });
    await db.user.update({ where: { id: lc.id }, data: { location_id: mine.id } });
    const inside = await createUser({ promotionId: A.id, firstName: 'Inside' });
    const outside = await createUser({ promotionId: A.id, firstName: 'Outside' });
    await db.user.update({ where: { id: inside.id }, data: { location_id: mine.id } });
    await db.user.update({ where: { id: outside.id }, data: { location_id: other.id } });
    const inRecord = await db.eligibility.create({ data: { promotion_id: A.id, identifier: 'E-IN', first_name: 'Inside', user_id: inside.id } });
    const outRecord = await db.eligibility.create({ data: { promotion_id: A.id, identifier: 'E-OUT', first_name: 'Outside', user_id: outside.id } });
    await db.eligibility.create({ data: { promotion_id: A.id, identifier: 'E-UNREGISTERED', first_name: 'Roster' } });
    const cookie = await signInCookie(lc, { promotionId: A.id });
    const list = async (query: string) => callRoute(eligibilitiesRoute, { host: A.host, path: `/api/eligibilities?promotion_id=${A.id}${query}`, cookie });
    const all = await list('');
    expect(all.status).toBe(200);
    expect(all.json.data.map((r: { identifier: string }) => r.identifier)).toEqual(['E-IN']);
    expect(all.json.meta.total_records).toBe(1);
    expect((await list('&search=Outside')).json.data).toEqual([]);
    expect((await list('&page_size=0')).json.data.map((r: { identifier: string }) => r.identifier)).toEqual(['E-IN']);
    const one = (id: number) => callRoute(eligibilityRoute, { host: A.host, path: `/api/eligibilities/${id}?promotion_id=${A.id}`, params: { eligId: String(id) }, cookie });
    expect((await one(inRecord.id)).status).toBe(200);
    expect((await one(outRecord.id)).status).toBe(404);
    // A coordinator of the whole program still reads all three.
    const co = world.principals.find((p) => p.name === 'coordinator of A')!;
    const whole = await callRoute(eligibilitiesRoute, { host: A.host, path: `/api/eligibilities?promotion_id=${A.id}`, cookie: await world.cookie(co, 'A') });
    expect(whole.json.data.map((r: { identifier: string }) => r.identifier).sort()).toEqual(['E-IN', 'E-OUT', 'E-UNREGISTERED']);
  });
});
