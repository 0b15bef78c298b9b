// The authorization matrix: every API route × every role (and a visitor) × both promotion hosts and the dashboard.
// What each cell should be is restated here from the declared scope and the actions table, independently of the
// wrapper's code; each call is then made for real. A refusal is recognized by the wrapper's refusal header, so a
// handler's own 404 for a missing object is not mistaken for one — and every route must have at least one cell
// where its owner gets through (a route that refused everyone, or did not exist, fails that control).
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS, ANYONE } from '@/lib/permissions';
import type { Role } from '@/lib/roles';
import { REFUSAL_HEADER } from '@/server/http/scope';
import { callRoute } from '../helpers/http';
import { buildWorld, HOST_NAMES, type HostName, type Principal, type World } from '../helpers/authorization-world';
import { loadApiRoutes, pathFor, type ApiRoute } from '../helpers/route-list';

// The specs' definitions, restated: participants are users and every coordinator level but super coordinators.
const PARTICIPANT_ROLES: Role[] = ['User', 'Coordinator', 'Location Coordinator', 'Regional Coordinator'];

function targetPromotion(route: ApiRoute, host: HostName): 'A' | 'B' | null {
  if (host !== 'dashboard') return host;
  return route.declared.promotionParam ? 'A' : null; // on the dashboard the route names promotion A
}

/** Should the wrapper let this principal through to the handler on this host? */
function expectedAllowed(route: ApiRoute, who: Principal, host: HostName): boolean {
  const { scope, action } = route.declared;
  if (scope === 'public') return true;
  if (scope === 'public-promotion') return host !== 'dashboard';
  if (!who.user || !who.role) return false;
  const audience = ACTIONS[action];
  if (audience !== ANYONE && !(audience as readonly string[]).includes(who.role)) return false;
  switch (scope) {
    case 'signed-in':
      return true;
    case 'dashboard':
      return host === 'dashboard';
    case 'participant':
      return host !== 'dashboard' && who.home === host && PARTICIPANT_ROLES.includes(who.role);
    case 'promotion': {
      const target = targetPromotion(route, host);
      if (!target) return false;
      if (who.home === target && PARTICIPANT_ROLES.includes(who.role)) return true;
      if (who.role === 'Master') return true;
      // The reseller sells A's organization; the super coordinator covers A; nobody else administers anything here.
      return (who.role === 'Reseller' || who.role === 'Super Coordinator') && target === 'A';
    }
  }
}

function paramsFor(route: ApiRoute, host: HostName, world: World): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of route.segments) {
    if (name === route.declared.promotionParam || (name === 'id' && route.pattern.startsWith('/api/promotions/'))) {
      const target = targetPromotion(route, host) ?? 'A';
      params[name] = String(world.promotions[target].id);
    } else if (name === 'id' && route.pattern.startsWith('/api/users/')) {
      params[name] = 'me';
    } else if (name === 'path') {
      params[name] = 'nothing-here';
    } else {
      params[name] = name === 'token' || name === 'identifier' ? 'not-a-real-one' : '999999';
    }
  }
  return params;
}

let world: World;
let routes: ApiRoute[];
let undeclared: string[];

beforeAll(async () => {
  world = await buildWorld();
  ({ routes, undeclared } = await loadApiRoutes());
}, 60_000);

describe('the authorization matrix', () => {
  it('finds every route declaring a scope and an action', () => {
    expect(undeclared).toEqual([]);
    expect(routes.length).toBeGreaterThan(60);
  });

  it('lets exactly the declared principals through, on every route, role and host', async () => {
    const wrong: string[] = [];
    const owners = new Map<string, string>();
    for (const route of routes) {
      const key = `${route.method} ${route.pattern}`;
      const cells = world.principals.flatMap((who) => HOST_NAMES.map((host) => ({ who, host })));
      const results = await Promise.all(
        cells.map(async ({ who, host }) => {
          const params = paramsFor(route, host, world);
          const res = await callRoute(route.handler, {
            method: route.method,
            host: world.host(host),
            path: pathFor(route.pattern, params),
            params,
            cookie: await world.cookie(who, host),
            body: route.method === 'GET' ? undefined : {},
          });
          return { who, host, res };
        }),
      );
      for (const { who, host, res } of results) {
        const refusedBy = res.headers.get(REFUSAL_HEADER);
        const allowed = expectedAllowed(route, who, host);
        const cell = `${key} as ${who.name} on ${host}: ${res.status} ${JSON.stringify(res.json)?.slice(0, 120)}`;
        if (allowed && refusedBy) wrong.push(`refused but should pass — ${cell}`);
        if (!allowed && !refusedBy) wrong.push(`passed but should be refused — ${cell}`);
        if (!allowed && refusedBy && who.user === null && !route.declared.scope.startsWith('public') && res.status !== 401) wrong.push(`a visitor must get 401 — ${cell}`);
        if (!allowed && refusedBy && ![401, 403, 404].includes(res.status)) wrong.push(`a refusal must be 401/403/404 — ${cell}`);
        // The owner control: a cell that should pass reached a live handler (not the catch-all, not a crash).
        if (allowed && !refusedBy && res.status < 500 && JSON.stringify(res.json ?? '') !== '{"errors":["No such API route."]}') {
          owners.set(key, who.name);
        }
      }
    }
    expect(wrong).toEqual([]);
    const ownerless = routes.map((r) => `${r.method} ${r.pattern}`).filter((key) => !owners.has(key));
    expect(ownerless).toEqual([]);
  }, 240_000);
});
