// One cache per cluster (docs/multi-node.md "Caches"): a change made through one web process is seen by another
// within a second, through the NOTIFY bus, not after the cache's time limit; the coordinator's stats computed by one
// process are what the other answers. Process A is this test's own process;
// process B is a real second process (tests/helpers/route-node.ts) running the same route handlers with its own
// memory. No timed assertion: B is polled until it answers the new value, with a deadline far below the 5 s limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { registrationBody } from '../helpers/onboarding-factories';
import { spawnScript, type Spawned } from '../helpers/processes';
import { GET as showOrg, PUT as updateOrg } from '@/app/api/organizations/[id]/route';
import { PUT as updatePromotionRoute } from '@/app/api/promotions/[id]/route';
import { GET as statsRoute } from '@/app/api/promotions/[id]/stats/route';
import { db } from '@/server/db';
import { PROMOTION_CACHE_TTL_MS } from '@/lib/promotion-cache';
import { NEW_ORGANIZATION_DEFAULTS } from '@/lib/organizations/schemas';

const DASH = 'dashboard.localhost:3000';
const SEEN_WITHIN_MS = 1_000;
let b: Spawned;
let bPort = 0;

async function callB(call: Record<string, unknown>): Promise<{ status: number; json: any }> {
  const response = await fetch(`http://127.0.0.1:${bPort}/call`, { method: 'POST', body: JSON.stringify(call) });
  const answer = await response.json() as { status: number; json: any; error?: string };
  if (answer.error) throw new Error(answer.error);
  return answer;
}

const currentOnB = (host: string) => callB({ route: 'promotions/[id]', host, path: '/api/promotions/current', params: { id: 'current' } });

/** Polls until `seen` holds; resolves with the time it took, or throws at the deadline. */
async function within<T>(deadlineMs: number, read: () => Promise<T>, seen: (value: T) => boolean): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (seen(await read())) return Date.now() - start;
    if (Date.now() - start > deadlineMs) throw new Error(`not seen within ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeAll(async () => {
  b = spawnScript(['--conditions=react-server', 'tests/helpers/route-node.ts'], { ...process.env, RENEW_SILENT_LOGS: '1' });
  bPort = Number(/ready on (\d+)/.exec(await b.waitForLine(/route node ready on \d+/))![1]);
}, 60_000);

afterAll(async () => {
  b?.child.kill('SIGTERM');
  await b?.exited;
});

describe('promotion cache across processes', () => {
  it('the deadline is well below the cache time limit (so only the NOTIFY can pass this test)', () => {
    expect(SEEN_WITHIN_MS * 4).toBeLessThanOrEqual(PROMOTION_CACHE_TTL_MS);
  });

  it('a promotion flag changed through A is seen by B within a second', async () => {
    const p = await createPromotion();
    const master = await signInCookie(await createUser({ promotionId: null, role: 'Master' }), { promotionId: null });
    // B caches the promotion.
    expect((await currentOnB(p.host)).json.is_teams_enabled).toBe(false);
    expect((await currentOnB(p.host)).json.is_teams_enabled).toBe(false);

    const saved = await callRoute(updatePromotionRoute, {
      method: 'PUT', host: DASH, path: `/api/promotions/${p.id}`, params: { id: String(p.id) }, cookie: master,
      body: { flags: { is_teams_enabled: true } },
    });
    expect(saved.status).toBe(200);
    const took = await within(SEEN_WITHIN_MS, () => currentOnB(p.host), (r) => r.json.is_teams_enabled === true);
    expect(took).toBeLessThan(SEEN_WITHIN_MS);
  });

  it('a registration on B right after a stricter organization password rule is saved through A is refused', async () => {
    const p = await createPromotion();
    const master = await signInCookie(await createUser({ promotionId: null, role: 'Master' }), { promotionId: null });
    const register = () => callB({ route: 'users', method: 'POST', host: p.host, path: '/api/users', body: registrationBody() });
    // B has the promotion, with the organization's old rule (length 8 to 20), cached: a 12-character password passes.
    expect((await register()).status).toBe(201);

    const org = await callRoute(showOrg, { host: DASH, path: `/api/organizations/${p.organization.id}`, params: { id: String(p.organization.id) }, cookie: master });
    expect(org.status).toBe(200);
    const form = Object.fromEntries(Object.keys(NEW_ORGANIZATION_DEFAULTS).map((k) => [k, org.json[k]]));
    const saved = await callRoute(updateOrg, {
      method: 'PUT', host: DASH, path: `/api/organizations/${p.organization.id}`, params: { id: String(p.organization.id) }, cookie: master,
      body: { ...form, password_min_length: 14 },
    });
    expect({ status: saved.status, errors: saved.json.errors }).toEqual({ status: 200, errors: undefined });

    // At once: the very next registration through B is refused under the new rule.
    const refused = await register();
    expect(refused).toMatchObject({ status: 422, json: { errors: ['Password must be at least 14 characters.'] } });
    // And B's cached promotion (its password_policy) shows the new rule within a second.
    await within(SEEN_WITHIN_MS, () => currentOnB(p.host), (r) => JSON.stringify(r.json).includes('"password_min_length":14'));
  });
});

describe('heavy aggregates once per cluster', () => {
  it("B computes the coordinator's stats; A answers B's figures without computing them again", async () => {
    const p = await createPromotion();
    const coordinator = await createUser({ promotionId: p.id, role: 'Coordinator' });
    const cookie = await signInCookie(coordinator, { promotionId: p.id });
    await createUser({ promotionId: p.id });
    const call = { route: 'promotions/[id]/stats', host: p.host, path: `/api/promotions/${p.id}/stats`, cookie, params: { id: String(p.id) } };
    const onB = await callB(call);
    expect(onB.status).toBe(200);
    const snapshot = await db.aggregateSnapshot.findFirstOrThrow({ where: { key: { startsWith: `coordinator-stats:${p.id}:` } } });

    // A participant joins; within the 60 s period A serves the cluster's figures, not its own count.
    await createUser({ promotionId: p.id });
    const onA = await callRoute(statsRoute, { host: p.host, path: call.path, cookie, params: call.params });
    expect(onA.status).toBe(200);
    expect(onA.json).toEqual(onB.json);
    expect(onA.json.participants).toBe(onB.json.participants);
    const after = await db.aggregateSnapshot.findUniqueOrThrow({ where: { key: snapshot.key } });
    expect(after.computed_at).toEqual(snapshot.computed_at);
  });
});


describe('a process that is not listening does not trust its cache', () => {
  it('while its LISTEN connection is cut, reads go to the database; when it is back, the cache is used again', async () => {
    const { clusterCacheTrusted } = await import('@/server/platform/cluster-invalidation');
    const { promotionById } = await import('@/server/tenancy/promotion-context');
    const p = await createPromotion();
    await within(5_000, async () => { await promotionById(p.id); return clusterCacheTrusted(); }, Boolean);
    expect((await promotionById(p.id))!.flags.is_teams_enabled).toBe(false);

    await db.$executeRaw`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'renew-cache-listen' AND pid <> pg_backend_pid() AND datname = current_database()`;
    await within(5_000, async () => clusterCacheTrusted(), (trusted) => !trusted);
    // A change nobody announced (as if its NOTIFY was lost while the connection was down) is read at once.
    await db.promotion.update({ where: { id: p.id }, data: { flags: { ...(await db.promotion.findUniqueOrThrow({ where: { id: p.id } })).flags as object, is_teams_enabled: true } } });
    expect((await promotionById(p.id))!.flags.is_teams_enabled).toBe(true);
    await within(15_000, async () => clusterCacheTrusted(), Boolean);
  });
});
