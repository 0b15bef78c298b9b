// The coordinator's Stats never wait for the aggregate (issue 35): the worker's 'stats.refresh' job keeps one snapshot
// row per running promotion, the route answers from that row (fresh or stale) without computing, the row carries when
// it was computed, and the privacy floor still applies to figures read from a snapshot.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { GET as stats } from '@/app/api/promotions/[id]/stats/route';
import { clearStatsCache, refreshStatsSnapshots } from '@/server/coordinator/stats';
import { forgetCachedPromotions } from '@/server/tenancy/promotion-context';
import { HANDLERS } from '@/server/composition/jobs';
import { SCHEDULES } from '@/server/composition/schedules';
import type { CoordinatorStats } from '@/lib/coordinator/types';

type P = Awaited<ReturnType<typeof createPromotion>>;
let p: P;
let master: { cookie: string };
let coordinator: { cookie: string };

const key = (id: number) => `coordinator-stats:${id}:all`;
/** The figures a snapshot row holds. */
const figures = (row: { value: unknown } | null | undefined) => row?.value as CoordinatorStats | undefined;
const read = async (cookie: string, q: P = p) =>
  callRoute(stats, { host: q.host, path: `/api/promotions/${q.id}/stats`, cookie, params: { id: String(q.id) } });

/** A snapshot row as another process (the worker) would have stored it: figures no aggregate of this data gives. */
async function storeRow(id: number, figures: Partial<CoordinatorStats>, ageMs: number) {
  const computedAt = new Date(Date.now() - ageMs);
  const value: CoordinatorStats = {
    participants: 0, registrations: [], active_per_day: [], active_per_week: [], activities_per_week: [], activities_by_category: [],
    scenes_completed: [], evaluations: [], team_standings: [], computed_at: computedAt.toISOString(), ...figures,
  };
  await db.$executeRaw`INSERT INTO aggregate_snapshots (key, value, computed_at) VALUES (${key(id)}, ${JSON.stringify(value)}::jsonb, ${computedAt})
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, computed_at = EXCLUDED.computed_at`;
  return computedAt;
}

beforeAll(async () => {
  p = await createPromotion({ organization: { privacy_floor: 5 } });
  for (let i = 0; i < 6; i++) await createUser({ promotionId: p.id, firstName: `P${i}`, lastName: 'Stats' });
  const m = await createUser({ promotionId: null, role: 'Master' });
  master = { cookie: await signInCookie(m, { promotionId: p.id }) };
  const c = await createUser({ promotionId: p.id, role: 'Coordinator' });
  coordinator = { cookie: await signInCookie(c, { promotionId: p.id }) };
  forgetCachedPromotions();
});

describe('the stats snapshot', () => {
  it('is refreshed every minute by the worker, for running promotions only', async () => {
    expect(SCHEDULES).toContainEqual({ name: 'stats.refresh', cron: '* * * * *', data: {} });
    const ended = await createPromotion({ startedDaysAgo: 200 });
    forgetCachedPromotions();
    await clearStatsCache();

    await HANDLERS['stats.refresh']({}, { id: 'test', retryCount: 0 } as never);
    const row = await db.aggregateSnapshot.findUnique({ where: { key: key(p.id) } });
    expect(figures(row)?.participants).toBe(6);
    expect(figures(row)?.computed_at).toEqual(expect.any(String));
    // A program that ended months ago is not recomputed every minute.
    expect(await db.aggregateSnapshot.count({ where: { key: key(ended.id) } })).toBe(0);

    // A row computed moments ago is left alone; one older than the refresh age is recomputed.
    expect(await refreshStatsSnapshots()).toBe(0);
    await createUser({ promotionId: p.id, firstName: 'Late', lastName: 'Joiner' });
    await storeRow(p.id, { participants: 6 }, 50_000);
    expect(await refreshStatsSnapshots()).toBeGreaterThanOrEqual(1);
    const again = await db.aggregateSnapshot.findUnique({ where: { key: key(p.id) } });
    expect(figures(again)?.participants).toBe(7);
    expect(Date.now() - again!.computed_at.getTime()).toBeLessThan(10_000);
  });

  it('answers from the stored row without computing, and says when it was computed', async () => {
    await clearStatsCache();
    const at = await storeRow(p.id, { participants: 4242, registrations: [{ label: '2026-01-05', count: 4242 }] }, 20_000);
    const res = await read(master.cookie);
    expect(res.status).toBe(200);
    // 4242 is in no table: the answer is the row's, the aggregate did not run.
    expect(res.json.participants).toBe(4242);
    expect(res.json.computed_at).toBe(at.toISOString());
  });

  it('answers a stale row at once and recomputes it in the background', async () => {
    await clearStatsCache();
    await storeRow(p.id, { participants: 4243 }, 10 * 60_000);
    expect((await read(master.cookie)).json.participants).toBe(4243);
    await expect.poll(async () => figures(await db.aggregateSnapshot.findUnique({ where: { key: key(p.id) } }))?.participants,
      { timeout: 10_000, interval: 100 }).toBe(7);
  });

  it('still hides small groups from employer-side viewers when read from a snapshot', async () => {
    await clearStatsCache();
    await storeRow(p.id, { participants: 3, registrations: [{ label: '2026-01-05', count: 2 }, { label: '2026-01-06', count: 40 }] }, 5_000);
    const asCoordinator = await read(coordinator.cookie);
    expect(asCoordinator.status).toBe(200);
    expect(asCoordinator.json.participants).toBe('< 5');
    expect(asCoordinator.json.privacy_floor).toBe(5);
    expect(asCoordinator.json.suppressed).toBeGreaterThan(0);
    expect(asCoordinator.json.computed_at).toEqual(expect.any(String));
    // The platform operator reads the same row raw.
    expect((await read(master.cookie)).json.participants).toBe(3);
  });

  it('serves a row stored before the weekly series carried week numbers (English labels) as week numbers', async () => {
    await clearStatsCache();
    const before = [{ label: 'Week 1', count: 2 }, { label: 'Week 2', count: 30 }, { label: 'Week 3', count: 40 }];
    await storeRow(p.id, { participants: 40, active_per_week: before, activities_per_week: before, scenes_completed: before } as unknown as Partial<CoordinatorStats>, 5_000);
    const raw = await read(master.cookie);
    const weeks = [{ week: 1, count: 2 }, { week: 2, count: 30 }, { week: 3, count: 40 }];
    expect(raw.json.active_per_week).toEqual(weeks);
    expect(raw.json.activities_per_week).toEqual(weeks);
    expect(raw.json.scenes_completed).toEqual(weeks);
    // The privacy floor applies to the weekly series as to every other: week 1's 2 people, and the next-smallest week
    // beside it (alone, it would come back from the total).
    const shown = await read(coordinator.cookie);
    expect(shown.json.active_per_week).toEqual([{ week: 1, count: '< 5' }, { week: 2, count: '< 5' }, { week: 3, count: 40 }]);
  });
});
