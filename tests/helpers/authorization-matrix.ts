// The authorization matrix's body (tests/integration/authorization-matrix-*.test.ts, one file per shard of the
// routes, run by parallel workers): every API route × every role (and a visitor) × both promotion hosts and the dashboard.
// What each cell should be is restated here from the declared scope and the actions table, independently of the
// wrapper's code; each call is then made for real. A refusal is recognized by the wrapper's refusal header, so a
// handler's own 404 for a missing object is not mistaken for one — and every route must have at least one cell
// where its owner gets through (a route that refused everyone, or did not exist, fails that control).
import { beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL_HEADER } from '@/server/http/scope';
import { callRoute } from './http';
import { buildWorld, HOST_NAMES, type World } from './authorization-world';
import { loadApiRoutes, pathFor, type ApiRoute } from './route-list';
import { expectedAllowed, paramsFor, promotionQueryFor } from './authorization-oracle';
import { shardOf } from './api-fuzz';
import { ResponseContract } from './response-contract';

export function describeMatrix(shard: number, of: number): void {
  let world: World;
  let routes: ApiRoute[];
  let undeclared: string[];
  let all: ApiRoute[];
  let contract: ResponseContract;
  /** Answers that differ from the OpenAPI document (tests/helpers/response-contract.ts). */
  const drift: string[] = [];

  beforeAll(async () => {
    world = await buildWorld();
    ({ routes: all, undeclared } = await loadApiRoutes());
    routes = shardOf(all, shard, of);
    contract = new ResponseContract(all);
  }, 120_000);

  describe(`the authorization matrix (routes shard ${shard} of ${of})`, () => {
    it('finds every route declaring a scope and an action', () => {
      expect(undeclared).toEqual([]);
      expect(all.length).toBeGreaterThan(60);
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
              path: pathFor(route.pattern, params) + promotionQueryFor(route, host, world),
              params,
              cookie: await world.cookie(who, host),
              body: route.method === 'GET' ? undefined : {},
            });
            return { who, host, res };
          }),
        );
        for (const { who, host, res } of results) {
          drift.push(...contract.check(route, res).map((problem) => `${problem} (as ${who.name} on ${host})`));
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
    }, 360_000);

    it('answers, in every cell, what the OpenAPI document says', () => {
      // One line per operation and status is enough to see the drift.
      const seen = new Set<string>();
      expect(drift.filter((line) => { const key = line.split(':')[0]!; return !seen.has(key) && seen.add(key); })).toEqual([]);
      expect(contract.checked.size).toBe(routes.length);
      console.info(`Response contract: ${contract.successesValidated} successful answers checked against their route's own schema`);
    });
  });
}
