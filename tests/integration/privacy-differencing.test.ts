// The differencing attack (docs/privacy.md): a coordinator script tries to recover a group of 1 to k-1 people from
// the exposed API — row totals minus the visible cells, a location filter and its complement, two nested (overlapping)
// locations, and the CSV export against the screen. It fails if any such value can be derived.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { createLocation } from '../helpers/journey-factories';
import { GET as statsRoute } from '@/app/api/promotions/[id]/stats/route';
import { GET as eopRoute } from '@/app/api/promotions/[id]/eop/route';
import { clearStatsCache } from '@/server/coordinator/stats';
import { statsCsvRows, statsCsvWords } from '@/lib/coordinator/csv';
import { translatorFor } from '@/server/i18n/translator';
import type { EmployerStats } from '@/lib/privacy/types';
import type { EopReport } from '@/lib/reports/types';

const K = 5;
let p: Awaited<ReturnType<typeof createPromotion>>;
const loc: Record<'region' | 'siteA' | 'siteB' | 'siteC', number> = { region: 0, siteA: 0, siteB: 0, siteC: 0 };
let coordinator: string;
let regional: string;
let master: string;

/** A value an attacker learns: a number of people that must be 0 or at least k. */
const small = (n: number) => n > 0 && n < K;
const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);

async function stats(cookie: string, locationId?: number): Promise<EmployerStats> {
  const res = await callRoute(statsRoute, {
    host: p.host, path: `/api/promotions/${p.id}/stats${locationId ? `?location_id=${locationId}` : ''}`, cookie, params: { id: String(p.id) },
  });
  expect(res.status).toBe(200);
  return res.json;
}

async function eop(cookie: string, locationId?: number): Promise<EopReport> {
  const res = await callRoute(eopRoute, {
    host: p.host, path: `/api/promotions/${p.id}/eop${locationId ? `?location_id=${locationId}` : ''}`, cookie, params: { id: String(p.id) },
  });
  expect(res.status).toBe(200);
  return res.json;
}

beforeAll(async () => {
  p = await createPromotion({ organization: { privacy_floor: K } });
  loc.region = (await createLocation(p.id, 'North region')).id;
  loc.siteA = (await createLocation(p.id, 'Site A', { id: loc.region })).id;
  loc.siteB = (await createLocation(p.id, 'Site B', { id: loc.region })).id;
  loc.siteC = (await createLocation(p.id, 'Site C')).id;
  // Site A: 12 people over two days; site B: 2 people (the group to protect); site C: 10 people on a third day.
  const day = (d: number) => new Date(Date.UTC(2026, 10, 2 + d, 15));
  const people: [number, Date][] = [
    ...Array.from({ length: 6 }, () => [loc.siteA, day(0)] as [number, Date]),
    ...Array.from({ length: 6 }, () => [loc.siteA, day(1)] as [number, Date]),
    ...Array.from({ length: 2 }, () => [loc.siteB, day(0)] as [number, Date]),
    ...Array.from({ length: 10 }, () => [loc.siteC, day(2)] as [number, Date]),
  ];
  for (const [locationId, createdAt] of people) {
    const u = await createUser({ promotionId: p.id });
    await db.user.update({ where: { id: u.id }, data: { location_id: locationId, created_at: createdAt } });
  }
  const co = await createUser({ promotionId: p.id, role: 'Coordinator' });
  coordinator = await signInCookie(co, { promotionId: p.id });
  const rc = await createUser({ promotionId: p.id, role: 'Regional Coordinator' });
  await db.user.update({ where: { id: rc.id }, data: { location_id: loc.region } });
  regional = await signInCookie(rc, { promotionId: p.id });
  const m = await createUser({ promotionId: null, role: 'Master' });
  master = await signInCookie(m, { promotionId: p.id });
  await clearStatsCache();
});

describe('the differencing attack on the Stats tab', () => {
  it('sees the raw figures as a master, so the protected group exists', async () => {
    const raw = await stats(master, loc.siteB);
    expect(raw.participants).toBe(2);
    expect(raw.privacy_floor).toBeNull();
  });

  it('cannot recover a small group from row totals minus the visible cells', async () => {
    for (const cookie of [coordinator, regional]) {
      for (const filter of [undefined, loc.region, loc.siteA, loc.siteB, loc.siteC]) {
        const s = await stats(cookie, filter).catch(() => null);
        if (!s) continue;
        for (const v of s.registrations) expect(small(num(v.count) ?? 0)).toBe(false);
        const total = num(s.participants);
        if (total === null) continue;
        const visible = s.registrations.reduce((sum, r) => sum + (num(r.count) ?? 0), 0);
        expect(small(total - visible), `participants ${total} minus visible registrations ${visible}`).toBe(false);
      }
    }
  });

  it('cannot recover a small group from a filter and its complement, or from two overlapping locations', async () => {
    for (const cookie of [coordinator, regional]) {
      const figures = new Map<string, number | null>();
      for (const filter of [undefined, loc.region, loc.siteA, loc.siteB, loc.siteC]) {
        const res = await callRoute(statsRoute, {
          host: p.host, path: `/api/promotions/${p.id}/stats${filter ? `?location_id=${filter}` : ''}`, cookie, params: { id: String(p.id) },
        });
        figures.set(String(filter ?? 'all'), res.status === 200 ? num(res.json.participants) : null);
      }
      expect(figures.get(String(loc.siteB))).toBeNull();
      const known = [...figures.values()].filter((v): v is number => v !== null);
      for (const v of known) expect(small(v)).toBe(false);
      // What contains what: the viewer's whole view, the region, its sites; subtracting any visible parts of a visible
      // figure (a filter's complement, two overlapping locations) must leave 0 or at least k people.
      const f = (key: number | 'all') => figures.get(String(key)) ?? null;
      const nested: [number | 'all', (number | 'all')[]][] = [
        ['all', [loc.region, loc.siteC]], ['all', [loc.region]], ['all', [loc.siteA]], ['all', [loc.siteB]], ['all', [loc.siteC]],
        ['all', [loc.siteA, loc.siteC]], [loc.region, [loc.siteA]], [loc.region, [loc.siteB]], [loc.region, [loc.siteA, loc.siteB]],
      ];
      for (const [whole, parts] of nested) {
        const w = f(whole);
        const ps = parts.map(f);
        if (w === null || ps.some((x) => x === null)) continue;
        const rest = w - ps.reduce((sum: number, x) => sum + x!, 0);
        expect(small(rest), `${whole} minus ${parts.join(' and ')}: ${rest}`).toBe(false);
      }
    }
  });

  it('exports exactly what the screen shows: the CSV carries no figure the screen hid', async () => {
    const s = await stats(coordinator, loc.siteB);
    const csv = statsCsvRows(s, statsCsvWords(translatorFor('en', 'admin-coordinator.stats'), (key) => key));
    const participants = csv.find((r) => r[0] === 'Participants')!;
    expect(participants[2]).toBe(`< ${K}`);
    for (const row of csv.slice(1)) expect(small(Number(row[2]))).toBe(false);
  });
});

describe('the differencing attack on the end-of-program report', () => {
  it('hides the small location in the breakdown and keeps total minus visible locations at 0 or at least k', async () => {
    const r = await eop(coordinator);
    const total = num(r.totals.participants)!;
    // The report counts every account of the promotion: the 24 participants and the two coordinators.
    expect(total).toBe(26);
    const visible = r.by_location.reduce((sum, l) => sum + (num(l.participants) ?? 0), 0);
    expect(small(total - visible)).toBe(false);
    for (const l of r.by_location) expect(small(num(l.participants) ?? 0)).toBe(false);
  });

  it('answers a filter on the small site, and on its larger sibling, with every figure hidden', async () => {
    for (const filter of [loc.siteB, loc.siteA]) {
      const r = await eop(coordinator, filter);
      expect(r.totals.participants).toBe(`< ${K}`);
    }
    const region = await eop(coordinator, loc.region);
    const all = await eop(coordinator);
    const a = num(region.totals.participants);
    const b = num(all.totals.participants);
    if (a !== null && b !== null) expect(small(b - a)).toBe(false);
  });

  it('uses the organization’s floor, never below 3', async () => {
    await db.organization.update({ where: { id: p.organization_id }, data: { privacy_floor: 3 } });
    const r = await eop(coordinator, loc.siteB);
    // Site B has 2 people: still hidden at k = 3, and the label names the floor.
    expect(r.totals.participants).toBe('< 3');
    await expect(db.organization.update({ where: { id: p.organization_id }, data: { privacy_floor: 2 } })).rejects.toThrow();
    await db.organization.update({ where: { id: p.organization_id }, data: { privacy_floor: K } });
  });
});
