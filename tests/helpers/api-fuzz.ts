// The fuzz test's body (tests/integration/api-fuzz-*.test.ts, one file per shard of the routes). Walks every route
// from the route list with a generated corpus — wrong types, int4 and float bounds, NUL bytes, huge strings, malformed
// %-escapes in the path and the session cookie, broken and oversized bodies — as a principal the route lets through,
// and fails on any 5xx or any error that is not the {"errors": [...]} envelope.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callRoute, type CallOptions, type CallResult } from './http';
import { buildWorld, HOST_NAMES, type HostName, type Principal, type World } from './authorization-world';
import { expectedAllowed, paramsFor } from './authorization-oracle';
import { loadApiRoutes, pathFor, type ApiRoute } from './route-list';
import { sessionCookieName } from '@/server/auth/session';
import { issueScimToken } from '@/server/scim/tokens';

const HUGE = 'x'.repeat(100_000);
const TEXT_CORPUS = ['', ' ', 'a\u0000b', HUGE, '%', '%E0%A4%A', '../../etc/passwd', "'; DROP TABLE users;--", '🙂', 'null', 'true',
  '2147483648', '9223372036854775808', '-1', '0', '1e309', 'NaN', '1.5', '2026-02-30', '99999-01-01', 'me'];
const JSON_CORPUS: unknown[] = [null, true, false, 0, -1, 1.5, 2147483647, 2147483648, 9007199254740993, -2147483649, '', 'a\u0000b', HUGE,
  '2147483648', [], [2147483648], ['a\u0000b'], {}, { id: 2147483648 }, [[[[[]]]]]];
/** Field names routes read, beyond what their schemas declare (some read a free-form object). */
const COMMON_KEYS = ['id', 'page', 'page_size', 'wk', 'week', 'dt', 'location', 'location_id', 'promotion_id', 'user_id', 'friends_of', 'category',
  'filter', 'search', 'query', 'activity_id', 'email', 'password', 'identifier', 'eligibility_id', 'content', 'tile_number', 'answer_idx',
  'answers', 'is_active', 'feels_value', 'area_of_interest', 'token', 'thing', 'value', 'field', 'first_name', 'last_name', 'flags',
  'entry_activities', 'evaluation_definition_id', 'user_scene_id', 'is_archived', 'bookmarked', 'recorded_on', 'stay_logged_in', 'to'];

const INT4_FIELDS = new Set(['id', 'page', 'wk', 'week', 'location', 'location_id', 'promotion_id', 'user_id', 'activity_id', 'friends_of']);

function keysOf(schema: z.ZodType | undefined): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}


function ownerOf(world: World, route: ApiRoute): { who: Principal; host: HostName } {
  for (const who of world.principals.filter((p) => p.user)) {
    for (const host of HOST_NAMES) if (expectedAllowed(route, who, host)) return { who, host };
  }
  return { who: world.principals[0]!, host: 'A' };
}

const SCIM_ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

function problem(res: CallResult, label: string): string | null {
  if (res.status >= 500) return `${res.status} — ${label}: ${JSON.stringify(res.json)?.slice(0, 160)}`;
  // SCIM answers errors in its own schema (RFC 7644 §3.12; docs/scim.md), not the app's envelope.
  if (res.status >= 400 && label.includes(' /api/scim/')) {
    const body = res.json as { schemas?: unknown; status?: unknown; detail?: unknown };
    const ok = body && Array.isArray(body.schemas) && body.schemas[0] === SCIM_ERROR && body.status === String(res.status) && typeof body.detail === 'string';
    return ok ? null : `${res.status} without SCIM's error schema — ${label}: ${String(JSON.stringify(res.json)).slice(0, 160)}`;
  }
  if (res.status >= 400) {
    const body = res.json as { errors?: unknown };
    const ok = body && Array.isArray(body.errors) && body.errors.length > 0 && body.errors.every((m) => typeof m === 'string' && m.length < 500);
    if (!ok) return `${res.status} without the envelope — ${label}: ${String(JSON.stringify(res.json)).slice(0, 160)}`;
  }
  return null;
}

/** Routes of one shard: the test runs as several files so that vitest's workers share it (tests/integration/api-fuzz-*.test.ts). */
export const shardOf = <T>(all: T[], shard: number, of: number): T[] => all.filter((_, i) => i % of === shard - 1);

export function describeFuzz(shard: number, of: number): void {
  let world: World;
  let routes: ApiRoute[];
  let scimToken = '';

  beforeAll(async () => {
    world = await buildWorld();
    routes = shardOf((await loadApiRoutes()).routes, shard, of);
    // The SCIM routes are fuzzed past their bearer token, as promotion A's organization's identity provider.
    scimToken = (await issueScimToken(world.promotions.A.organization.id)).token;
  }, 60_000);

  describe(`the API under a fuzzing corpus (routes shard ${shard} of ${of})`, () => {
    it('answers every generated request with a 2xx/3xx or a 4xx in the error envelope, never a 5xx', async () => {
      const problems: string[] = [];
      for (const route of routes) {
        const { who, host } = ownerOf(world, route);
        const base = paramsFor(route, host, world);
        const key = `${route.method} ${route.pattern}`;
        const send = async (label: string, options: Partial<CallOptions> & { params?: Record<string, string> }, mustRefuse = false) => {
          const params = options.params ?? base;
          const scimHeaders: Record<string, string> = route.pattern.startsWith('/api/scim/') ? { authorization: `Bearer ${scimToken}` } : {};
          const res = await callRoute(route.handler, {
            method: route.method, host: world.host(host), path: options.path ?? pathFor(route.pattern, params), params,
            cookie: options.cookie ?? (await world.cookie(who, host)), ...options,
            headers: { ...scimHeaders, ...options.headers },
          });
          const found = problem(res, `${key} ${label}`);
          if (found) problems.push(found);
          else if (mustRefuse && res.status < 400) problems.push(`${res.status}, should be refused — ${key} ${label}`);
        };
        const requests: Promise<void>[] = [];

        // Path segments.
        for (const segment of route.segments) {
          for (const value of TEXT_CORPUS) requests.push(send(`param ${segment}=${JSON.stringify(value.slice(0, 20))}`, { params: { ...base, [segment]: value } }));
        }
        // Query: every value in every field at once, then the declared fields one by one.
        for (const value of TEXT_CORPUS) {
          const query = new URLSearchParams(COMMON_KEYS.map((k) => [k, value]));
          requests.push(send(`all query fields=${JSON.stringify(value.slice(0, 20))}`, { path: `${pathFor(route.pattern, base)}?${query}` }));
        }
        for (const field of keysOf(route.declared.inputs.query)) {
          for (const value of TEXT_CORPUS) {
            // A database id, page or week past PostgreSQL's int4 can name nothing: it is refused, not quietly empty.
            const mustRefuse = INT4_FIELDS.has(field) && value === '2147483648';
            requests.push(send(`query ${field}=${JSON.stringify(value.slice(0, 20))}`, { path: `${pathFor(route.pattern, base)}?${new URLSearchParams({ [field]: value })}` }, mustRefuse));
          }
        }
        // Bodies.
        if (route.method !== 'GET') {
          const fields = [...new Set([...keysOf(route.declared.inputs.body), ...COMMON_KEYS])];
          for (const value of JSON_CORPUS) {
            requests.push(send(`every body field=${JSON.stringify(value)?.slice(0, 20)}`, { body: Object.fromEntries(fields.map((f) => [f, value])) }));
          }
          for (const field of keysOf(route.declared.inputs.body)) {
            for (const value of JSON_CORPUS) requests.push(send(`body ${field}=${JSON.stringify(value)?.slice(0, 20)}`, { body: { [field]: value } }));
          }
          for (const raw of ['not json', '{"a":', '[', '"just a string"', '12', 'null', '['.repeat(5000) + ']'.repeat(5000), JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) })]) {
            requests.push(send(`raw body ${raw.slice(0, 12)}`, { rawBody: raw }));
          }
          requests.push(send('form body', { rawBody: 'email=a%40b.c', headers: { 'content-type': 'application/x-www-form-urlencoded' } }));
          requests.push(send('Origin: null', { body: {}, origin: 'null' }));
        }
        // Session cookies no server minted.
        for (const cookie of ['%E0%A4%A', 'x'.repeat(5000), 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..bad.bad.bad']) {
          requests.push(send(`cookie ${cookie.slice(0, 12)}`, { cookie: `${sessionCookieName()}=${cookie}` }));
        }
        await Promise.all(requests);
      }
      expect(problems).toEqual([]);
    }, 600_000);
  });
}
