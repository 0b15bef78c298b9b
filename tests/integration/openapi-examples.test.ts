// The examples of the OpenAPI document (server/openapi/examples.generated.json): what the main GETs answer on the demo
// data (prisma/seed), as a participant, a coordinator and a master see it. Every example is checked against its
// route's schema in the document (the response contract), so an example cannot contradict its schema; the committed
// file is checked the same way, so a schema change that leaves an example behind fails here. With
// WRITE_OPENAPI_EXAMPLES=1 the file is written anew from this run (then run `npm run api:routes`).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { loadApiRoutes, type ApiRoute } from '../helpers/route-list';
import { ResponseContract } from '../helpers/response-contract';
import { POST as authenticate } from '@/app/api/users/authenticate/route';
import { db } from '@/server/db';
import { seedDemo } from '@/prisma/seed/run';
import { DEMO_PASSWORD } from '@/prisma/seed/accounts';
import { forgetCachedPromotions } from '@/server/tenancy/promotion-context';

const ROOT = path.resolve(import.meta.dirname, '../..');
const EXAMPLES_FILE = path.join(ROOT, 'server/openapi/examples.generated.json');
const ACME = 'acme.localhost:3000';
const DASHBOARD = 'dashboard.localhost:3000';

type Who = 'participant' | 'coordinator' | 'master';
const ACCOUNTS: Record<Who, { email: string; host: string }> = {
  participant: { email: 'participant@example.com', host: ACME },
  coordinator: { email: 'coordinator@example.com', host: ACME },
  master: { email: 'master@example.com', host: DASHBOARD },
};

interface ExampleCall {
  who: Who;
  pattern: string;
  /** The path as called; {acme} is the demo promotion's id. */
  path: string;
  params?: Record<string, string>;
  summary: string;
}

// The calls a client makes first: the participant app's screens, the coordinator's tools, the administration lists.
const CALLS: ExampleCall[] = [
  { who: 'participant', pattern: '/api/promotions/[id]', path: '/api/promotions/current', params: { id: 'current' }, summary: "The host's promotion" },
  { who: 'participant', pattern: '/api/users/[id]', path: '/api/users/me', params: { id: 'me' }, summary: 'The signed-in participant' },
  { who: 'participant', pattern: '/api/users/[id]/settings', path: '/api/users/me/settings', params: { id: 'me' }, summary: 'Their settings' },
  { who: 'participant', pattern: '/api/users/[id]/stats', path: '/api/users/me/stats', params: { id: 'me' }, summary: 'Their stats' },
  { who: 'participant', pattern: '/api/users/[id]/badges', path: '/api/users/me/badges', params: { id: 'me' }, summary: 'Their badges' },
  { who: 'participant', pattern: '/api/logging', path: '/api/logging', summary: "Today's home: what can be logged" },
  { who: 'participant', pattern: '/api/promotions/[id]/activities', path: '/api/promotions/{acme}/activities?page_size=5', params: { id: '{acme}' }, summary: 'Activities' },
  { who: 'participant', pattern: '/api/user_activities', path: '/api/user_activities?page_size=5', summary: 'Logged activities' },
  { who: 'participant', pattern: '/api/entries', path: '/api/entries', summary: "The week's entries" },
  { who: 'participant', pattern: '/api/teams', path: '/api/teams?page_size=5', summary: 'Teams' },
  { who: 'participant', pattern: '/api/promotions/[id]/leaderboard', path: '/api/promotions/{acme}/leaderboard?page_size=5', params: { id: '{acme}' }, summary: 'The individual leaderboard' },
  { who: 'participant', pattern: '/api/promotions/[id]/leaderboard/me', path: '/api/promotions/{acme}/leaderboard/me', params: { id: '{acme}' }, summary: 'Their rank' },
  { who: 'participant', pattern: '/api/notifications', path: '/api/notifications?page_size=5', summary: 'Notifications' },
  { who: 'participant', pattern: '/api/header_counts', path: '/api/header_counts', summary: 'The header badges' },
  { who: 'participant', pattern: '/api/posts', path: '/api/posts?promotion_id={acme}&page_size=5', summary: 'The wall' },
  { who: 'participant', pattern: '/api/friendships', path: '/api/friendships?status=A&page_size=5', summary: 'Friends' },
  { who: 'participant', pattern: '/api/journal_posts', path: '/api/journal_posts?page_size=5', summary: 'Journal reflections' },
  { who: 'participant', pattern: '/api/journey/summary', path: '/api/journey/summary', summary: 'The journey summary' },
  { who: 'participant', pattern: '/api/recipes', path: '/api/recipes?page_size=5', summary: 'Recipes' },
  { who: 'participant', pattern: '/api/tips/daily', path: '/api/tips/daily', summary: "Today's tip" },
  { who: 'participant', pattern: '/api/duos', path: '/api/duos?promotion_id={acme}', summary: 'Duos' },
  { who: 'participant', pattern: '/api/users/me/consent', path: '/api/users/me/consent', summary: 'Privacy consent' },
  { who: 'coordinator', pattern: '/api/promotions/[id]/participants', path: '/api/promotions/{acme}/participants?page_size=3', params: { id: '{acme}' }, summary: "The coordinator's participant table" },
  { who: 'coordinator', pattern: '/api/promotions/[id]/stats', path: '/api/promotions/{acme}/stats', params: { id: '{acme}' }, summary: 'The Stats tab (through the privacy floor)' },
  { who: 'coordinator', pattern: '/api/eligibilities', path: '/api/eligibilities?promotion_id={acme}&page_size=3', summary: 'Eligibility records' },
  { who: 'coordinator', pattern: '/api/promotions/[id]/flagged_posts', path: '/api/promotions/{acme}/flagged_posts', params: { id: '{acme}' }, summary: 'Flagged posts' },
  { who: 'coordinator', pattern: '/api/promotions/[id]/teams', path: '/api/promotions/{acme}/teams?page_size=3', params: { id: '{acme}' }, summary: 'Teams, as the coordinator manages them' },
  { who: 'master', pattern: '/api/promotions', path: '/api/promotions?page_size=3', summary: 'Promotions' },
  { who: 'master', pattern: '/api/organizations', path: '/api/organizations?page_size=3', summary: 'Organizations' },
  { who: 'master', pattern: '/api/promotions/[id]/dashboard', path: '/api/promotions/{acme}/dashboard', params: { id: '{acme}' }, summary: "A promotion's dashboard" },
  { who: 'master', pattern: '/api/audit', path: '/api/audit?page_size=3', summary: 'The audit trail' },
];

/** Lists keep two rows in the document: enough to read the shape, short enough to read at all. */
function shortened(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, 2).map(shortened);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shortened(v)]));
  return value;
}

const jsonHeaders = new Headers({ 'content-type': 'application/json' });

let routes: ApiRoute[];
let contract: ResponseContract;
let acmeId: number;
const cookies = {} as Record<Who, string>;

beforeAll(async () => {
  await seedDemo(process.env.DATABASE_URL!, () => {});
  forgetCachedPromotions();
  acmeId = (await db.promotion.findUniqueOrThrow({ where: { subdomain: 'acme' } })).id;
  routes = (await loadApiRoutes()).routes;
  contract = new ResponseContract(routes);
  for (const [who, account] of Object.entries(ACCOUNTS) as [Who, (typeof ACCOUNTS)[Who]][]) {
    const res = await callRoute(authenticate, {
      method: 'POST', host: account.host, path: '/api/users/authenticate', body: { email: account.email, password: DEMO_PASSWORD },
      headers: { 'x-renew-client-address': `10.0.9.${Object.keys(ACCOUNTS).indexOf(who) + 1}` },
    });
    expect(res.status, `${account.email} signs in`).toBe(200);
    cookies[who] = res.setCookies.map((c) => c.split(';')[0]).join('; ');
  }
}, 240_000);

const routeOf = (pattern: string, method = 'GET') => routes.find((r) => r.pattern === pattern && r.method === method);

// The lists that answered the generic list shape until they described their rows (issue 34), and the rest of the
// administration lists: the authorization matrix calls them on a nearly empty database, so their rows are checked
// here, on the demo data. `{acme}`, `{journal_post}`, `{quiz_activity}` and `{name}` (Jordan Reyes, the demo participant's friend) are filled in from the demo data.
const LISTS: ExampleCall[] = [
  { who: 'participant', pattern: '/api/categories', path: '/api/categories', summary: '' },
  { who: 'participant', pattern: '/api/journal_posts/[id]/likes', path: '/api/journal_posts/{journal_post}/likes', params: { id: '{journal_post}' }, summary: '' },
  { who: 'participant', pattern: '/api/user_quiz_answers', path: '/api/user_quiz_answers?activity_id={quiz_activity}', summary: '' },
  { who: 'participant', pattern: '/api/user_survey', path: '/api/user_survey', summary: '' },
  { who: 'participant', pattern: '/api/users/[id]/conversations', path: '/api/users/me/conversations?include=last', params: { id: 'me' }, summary: '' },
  { who: 'participant', pattern: '/api/users/[id]/follows', path: '/api/users/me/follows', params: { id: 'me' }, summary: '' },
  { who: 'participant', pattern: '/api/users/search', path: '/api/users/search?query={name}&for=friends', summary: '' },
  { who: 'participant', pattern: '/api/users/search', path: '/api/users/search?query={name}&for=duos', summary: '' },
  { who: 'participant', pattern: '/api/users/search', path: '/api/users/search?query={name}&for=team', summary: '' },
  { who: 'coordinator', pattern: '/api/promotions/[id]/notifications', path: '/api/promotions/{acme}/notifications', params: { id: '{acme}' }, summary: '' },
  { who: 'coordinator', pattern: '/api/promotions/[id]/reports', path: '/api/promotions/{acme}/reports', params: { id: '{acme}' }, summary: '' },
  { who: 'coordinator', pattern: '/api/promotions/[id]/report_fields', path: '/api/promotions/{acme}/report_fields', params: { id: '{acme}' }, summary: '' },
  { who: 'coordinator', pattern: '/api/eligibility_files', path: '/api/eligibility_files?promotion_id={acme}', summary: '' },
  { who: 'master', pattern: '/api/aaoi_collections', path: '/api/aaoi_collections?all=true', summary: '' },
  { who: 'master', pattern: '/api/collections', path: '/api/collections?all=true', summary: '' },
  { who: 'master', pattern: '/api/duo_collections', path: '/api/duo_collections', summary: '' },
  { who: 'master', pattern: '/api/mfa/administrators', path: '/api/mfa/administrators', summary: '' },
  { who: 'master', pattern: '/api/promotions/[id]/area_of_interests', path: '/api/promotions/{acme}/area_of_interests', params: { id: '{acme}' }, summary: '' },
  { who: 'master', pattern: '/api/promotions/[id]/badges', path: '/api/promotions/{acme}/badges', params: { id: '{acme}' }, summary: '' },
  { who: 'master', pattern: '/api/promotions/[id]/behaviors', path: '/api/promotions/{acme}/behaviors?default=true', params: { id: '{acme}' }, summary: '' },
  { who: 'master', pattern: '/api/promotions/[id]/custom_emails', path: '/api/promotions/{acme}/custom_emails', params: { id: '{acme}' }, summary: '' },
  { who: 'master', pattern: '/api/promotions/[id]/custom_prompts', path: '/api/promotions/{acme}/custom_prompts', params: { id: '{acme}' }, summary: '' },
  { who: 'master', pattern: '/api/promotions/[id]/evaluation_definitions', path: '/api/promotions/{acme}/evaluation_definitions', params: { id: '{acme}' }, summary: '' },
  { who: 'master', pattern: '/api/promotions/[id]/keywords', path: '/api/promotions/{acme}/keywords?page_size=0', params: { id: '{acme}' }, summary: '' },
  { who: 'master', pattern: '/api/promotions/[id]/levels', path: '/api/promotions/{acme}/levels', params: { id: '{acme}' }, summary: '' },
  { who: 'master', pattern: '/api/promotions/[id]/point_thresholds', path: '/api/promotions/{acme}/point_thresholds', params: { id: '{acme}' }, summary: '' },
  { who: 'master', pattern: '/api/promotions/[id]/sso_extras', path: '/api/promotions/{acme}/sso_extras', params: { id: '{acme}' }, summary: '' },
  { who: 'master', pattern: '/api/promotions/[id]/test_email', path: '/api/promotions/{acme}/test_email', params: { id: '{acme}' }, summary: '' },
  { who: 'master', pattern: '/api/push_notifications/job_filters', path: '/api/push_notifications/job_filters', summary: '' },
  { who: 'master', pattern: '/api/push_notifications/jobs', path: '/api/push_notifications/jobs?promotion_id={acme}', summary: '' },
  { who: 'master', pattern: '/api/scenes', path: '/api/scenes?page_size=0', summary: '' },
  { who: 'master', pattern: '/api/scenes/types', path: '/api/scenes/types', summary: '' },
  { who: 'master', pattern: '/api/user_survey_defs', path: '/api/user_survey_defs?promotion_id={acme}', summary: '' },
  { who: 'master', pattern: '/api/wall/promotions', path: '/api/wall/promotions', summary: '' },
];

describe('the OpenAPI examples from the demo data', () => {
  it('records what the main GETs answer, each valid against its schema', async () => {
    const recorded: Record<string, { summary: string; value: unknown }> = {};
    const skipped: string[] = [];
    const drift: string[] = [];
    for (const call of CALLS) {
      const route = routeOf(call.pattern);
      expect(route, call.pattern).toBeDefined();
      const fill = (s: string) => s.replaceAll('{acme}', String(acmeId));
      const mod = (await import(pathToFileURL(path.join(ROOT, 'app', call.pattern.slice(1), 'route.ts')).href)) as Record<string, Parameters<typeof callRoute>[0]>;
      const res = await callRoute(mod.GET!, {
        host: ACCOUNTS[call.who].host, path: fill(call.path), cookie: cookies[call.who],
        params: Object.fromEntries(Object.entries(call.params ?? {}).map(([k, v]) => [k, fill(v)])),
      });
      if (res.status !== 200 || !route!.declared.response) {
        skipped.push(`${call.path} → ${res.status}`);
        continue;
      }
      const value = shortened(res.json);
      drift.push(...contract.check(route!, { status: 200, json: value, headers: jsonHeaders }));
      recorded[`GET ${call.pattern}`] = { summary: `${call.summary} (demo data, as ${call.who}@example.com sees it)`, value };
    }
    expect(drift).toEqual([]);
    console.info(`OpenAPI examples: ${Object.keys(recorded).length} recorded; not answered: ${skipped.join(', ') || 'none'}`);
    expect(Object.keys(recorded).length).toBeGreaterThanOrEqual(Math.floor(CALLS.length * 0.8));
    if (process.env.WRITE_OPENAPI_EXAMPLES === '1') {
      const sorted = Object.fromEntries(Object.entries(recorded).sort(([a], [b]) => a.localeCompare(b)));
      writeFileSync(EXAMPLES_FILE, `${JSON.stringify(sorted, null, 1)}\n`);
    }
  });

  it('answers every list with rows its schema describes, on the demo data', async () => {
    const participant = await db.user.findFirstOrThrow({ where: { email: 'participant@example.com' } });
    const quiz = await db.userQuizAnswer.findFirst({ where: { user_id: participant.id, promotion_id: acmeId }, select: { activity_id: true } });
    const journal = await callRoute((await import('@/app/api/journal_posts/route')).GET, { host: ACME, path: '/api/journal_posts?page_size=0', cookie: cookies.participant });
    const liked = (journal.json.data as { id: number; likes_count?: number }[]).find((p) => (p.likes_count ?? 0) > 0) ?? journal.json.data[0];
    const fills: Record<string, string> = {
      '{acme}': String(acmeId), '{journal_post}': String(liked?.id ?? 0), '{quiz_activity}': String(quiz?.activity_id ?? 0), '{name}': 'Jor',
    };
    const fill = (text: string) => Object.entries(fills).reduce((out, [key, value]) => out.replaceAll(key, value), text);
    const drift: string[] = [];
    const empty: string[] = [];
    for (const call of LISTS) {
      const route = routeOf(call.pattern)!;
      expect(route, call.pattern).toBeDefined();
      const mod = (await import(pathToFileURL(path.join(ROOT, 'app', call.pattern.slice(1), 'route.ts')).href)) as Record<string, Parameters<typeof callRoute>[0]>;
      const res = await callRoute(mod.GET!, {
        host: ACCOUNTS[call.who].host, path: fill(call.path), cookie: cookies[call.who],
        params: Object.fromEntries(Object.entries(call.params ?? {}).map(([k, v]) => [k, fill(v)])),
      });
      expect(res.status, `${call.path}: ${JSON.stringify(res.json)?.slice(0, 200)}`).toBe(200);
      drift.push(...contract.check(route, { status: 200, json: res.json, headers: res.headers }));
      if (!(res.json as { data?: unknown[] }).data?.length) empty.push(call.path);
    }
    // Two lists a POST answers, sent so that nothing changes: the recipients a one-time email would reach, and the
    // levels saved as they are.
    const master = { host: DASHBOARD, cookie: cookies.master, params: { id: String(acmeId) } };
    const recipientsRoute = routeOf('/api/promotions/[id]/one_time_email_recipients', 'POST')!;
    const recipients = await callRoute((await import('@/app/api/promotions/[id]/one_time_email_recipients/route')).POST, {
      ...master, method: 'POST', path: `/api/promotions/${acmeId}/one_time_email_recipients`, body: { email: { recipients: 'participant@example.com, nobody@example.org' } },
    });
    expect(recipients.status).toBe(200);
    expect(recipients.json.data).toHaveLength(2);
    drift.push(...contract.check(recipientsRoute, { status: 200, json: recipients.json, headers: recipients.headers }));
    const levelsModule = await import('@/app/api/promotions/[id]/levels/route');
    const levels = await callRoute(levelsModule.GET, { ...master, path: `/api/promotions/${acmeId}/levels` });
    const named = (rows: { id: number; name: string }[]) => rows.map(({ id, name }) => ({ id, name }));
    const saved = await callRoute(levelsModule.POST, {
      ...master, method: 'POST', path: `/api/promotions/${acmeId}/levels`,
      body: { levels: named(levels.json.data) },
    });
    expect(saved.status).toBe(200);
    // Same levels in the same order (the save numbers sequence from 0, the demo data from 1).
    expect(named(saved.json.data)).toEqual(named(levels.json.data));
    drift.push(...contract.check(routeOf('/api/promotions/[id]/levels', 'POST')!, { status: 200, json: saved.json, headers: saved.headers }));
    expect(drift).toEqual([]);
    console.info(`Lists checked on the demo data: ${LISTS.length}; without a row to check: ${empty.join(', ') || 'none'}`);
    // The demo data fills almost every list; a list that empties unnoticed would check its envelope only.
    expect(empty.length).toBeLessThanOrEqual(Math.floor(LISTS.length / 4));
  }, 120_000);

  it('keeps every committed example valid against the document as the routes declare it now', () => {
    const committed = JSON.parse(readFileSync(EXAMPLES_FILE, 'utf8')) as Record<string, { value: unknown }>;
    expect(Object.keys(committed).length).toBeGreaterThan(0);
    const drift: string[] = [];
    for (const [key, example] of Object.entries(committed)) {
      const [method, pattern] = key.split(' ') as [string, string];
      const route = routeOf(pattern, method);
      if (!route) drift.push(`${key}: no such route`);
      else drift.push(...contract.check(route, { status: 200, json: example.value, headers: jsonHeaders }));
    }
    expect(drift).toEqual([]);
  });
});
