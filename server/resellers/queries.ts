// Resellers with their counts (administration.md §3 "Reseller": organizations_count, promotions_count), masters only.
// Counts are two grouped queries for the page, never one per row.
import 'server-only';
import type { Reseller } from '@/lib/resellers/types';
import { RESELLER_MESSAGES as M } from '@/lib/resellers/types';
import { db } from '@/server/db';
import { NotFound } from '@/server/platform/errors';
import type { Page } from '@/server/platform/pagination';

const resellerSelect = { id: true, name: true, created_at: true, updated_at: true, _count: { select: { organizations: true } } } as const;
type ResellerRow = { id: number; name: string; created_at: Date; updated_at: Date; _count: { organizations: number } };

async function withCounts(rows: ResellerRow[]): Promise<Reseller[]> {
  const ids = rows.map((r) => r.id);
  // One query for the page: each organization's promotion count, summed per reseller.
  const organizations = ids.length
    ? await db.organization.findMany({ where: { reseller_id: { in: ids } }, select: { reseller_id: true, _count: { select: { promotions: true } } } })
    : [];
  const byReseller = new Map<number, number>();
  for (const o of organizations) byReseller.set(o.reseller_id!, (byReseller.get(o.reseller_id!) ?? 0) + o._count.promotions);
  return rows.map((r) => ({
    id: r.id, name: r.name, organizations_count: r._count.organizations, promotions_count: byReseller.get(r.id) ?? 0,
    created_at: r.created_at.toISOString(), updated_at: r.updated_at.toISOString(),
  }));
}

export async function listResellers(page: Page, q?: string) {
  const where = q ? { name: { contains: q, mode: 'insensitive' as const } } : {};
  const [rows, total] = await Promise.all([
    db.reseller.findMany({ where, select: resellerSelect, orderBy: [{ name: 'asc' }, { id: 'asc' }], skip: page.skip, take: page.take }),
    db.reseller.count({ where }),
  ]);
  return { data: await withCounts(rows), total };
}

export async function findReseller(id: number): Promise<Reseller> {
  const row = await db.reseller.findUnique({ where: { id }, select: resellerSelect });
  if (!row) throw new NotFound(M.notFound);
  return (await withCounts([row]))[0]!;
}
