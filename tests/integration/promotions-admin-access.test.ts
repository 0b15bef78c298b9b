// Who may use the promotion administration: masters, on the dashboard host only. Every admin route × the eight roles
// (and a visitor) × both promotion hosts and the dashboard, from the actions table; a refusal is told by the
// wrapper's refusal header, and the master's cell is the owner control (the route exists and answers).
import { beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL_HEADER } from '@/server/http/scope';
import { ACTIONS } from '@/lib/permissions';
import { callRoute } from '../helpers/http';
import { buildWorld, HOST_NAMES, type World } from '../helpers/authorization-world';
import { loadApiRoutes, pathFor, type ApiRoute } from '../helpers/route-list';

let world: World;
let routes: ApiRoute[];

beforeAll(async () => {
  world = await buildWorld();
  routes = (await loadApiRoutes()).routes.filter((r) => r.declared.action === 'promotions.manage');
}, 60_000);

describe('the promotion administration', () => {
  it('is a master action only', () => {
    expect(ACTIONS['promotions.manage']).toEqual(['Master']);
    // list, create, update, make_parent, update_library, dashboard, levels ×3, point thresholds ×5
    expect(routes.length).toBeGreaterThanOrEqual(14);
  });

  it('lets only a master on the dashboard through, on every admin route', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      for (const who of world.principals) {
        for (const host of HOST_NAMES) {
          const params: Record<string, string> = {};
          for (const name of route.segments) params[name] = name === 'id' ? String(world.promotions.A.id) : '999999';
          const res = await callRoute(route.handler, {
            method: route.method, host: world.host(host), path: pathFor(route.pattern, params), params,
            cookie: await world.cookie(who, host), body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
          });
          const refused = res.headers.get(REFUSAL_HEADER) !== null;
          const allowed = who.role === 'Master' && host === 'dashboard';
          const cell = `${route.method} ${route.pattern} as ${who.name} on ${host}: ${res.status}`;
          if (allowed && (refused || res.status >= 500)) wrong.push(`owner refused — ${cell}`);
          if (!allowed && !refused) wrong.push(`should be refused — ${cell}`);
          if (!allowed && refused && ![401, 403, 404].includes(res.status)) wrong.push(`refusal status — ${cell}`);
          if (!allowed && JSON.stringify(res.json ?? '').includes(world.promotions.A.subdomain)) wrong.push(`leaks the promotion — ${cell}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('refuses a promotion\'s own coordinator on its own host and a reseller of its organization on the dashboard', async () => {
    const put = routes.find((r) => r.pattern === '/api/promotions/[id]' && r.method === 'PUT')!;
    const coordinator = world.principals.find((p) => p.role === 'Coordinator')!;
    const reseller = world.principals.find((p) => p.role === 'Reseller')!;
    const id = String(world.promotions.A.id);
    const asCoordinator = await callRoute(put.handler, { method: 'PUT', host: world.host('A'), path: `/api/promotions/${id}`, params: { id }, cookie: await world.cookie(coordinator, 'A'), body: { name: 'Taken over' } });
    expect(asCoordinator.status).toBe(404);
    const asReseller = await callRoute(put.handler, { method: 'PUT', host: world.host('dashboard'), path: `/api/promotions/${id}`, params: { id }, cookie: await world.cookie(reseller, 'dashboard'), body: { name: 'Taken over' } });
    expect(asReseller.status).toBe(403);
    const master = world.principals.find((p) => p.role === 'Master')!;
    const asMaster = await callRoute(put.handler, { method: 'PUT', host: world.host('dashboard'), path: `/api/promotions/${id}`, params: { id }, cookie: await world.cookie(master, 'dashboard'), body: { name: 'Renamed by master' } });
    expect(asMaster.status).toBe(200);
    expect(asMaster.json.name).toBe('Renamed by master');
  });
});
