// Reading the audit trail within what the account covers: masters every row; a reseller the rows of its
// organizations and their promotions; a super coordinator the rows of the promotions it covers.
import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { AuditEvent, AuditQuery } from '@/lib/audit/types';
import type { Actor } from '@/server/auth/actor';
import { db } from '@/server/db';
import type { Page } from '@/server/platform/pagination';
import { coveredPromotionIds } from '@/server/tenancy/access';

async function reachWhere(actor: Actor): Promise<Prisma.AuditEventWhereInput> {
  if (actor.role === 'Master') return {};
  const promotions = await coveredPromotionIds(actor);
  const promotionIds = promotions === 'all' ? [] : promotions;
  if (actor.role === 'Reseller' && actor.reseller_id !== null) {
    const orgs = await db.organization.findMany({ where: { reseller_id: actor.reseller_id }, select: { id: true } });
    return { OR: [{ organization_id: { in: orgs.map((o) => o.id) } }, { promotion_id: { in: promotionIds } }] };
  }
  return { promotion_id: { in: promotionIds } };
}

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

export async function listAuditEvents(actor: Actor, query: AuditQuery, page: Page): Promise<{ data: AuditEvent[]; total: number }> {
  const filters: Prisma.AuditEventWhereInput[] = [await reachWhere(actor)];
  if (query.promotion_id) filters.push({ promotion_id: query.promotion_id });
  // An organization's view: its own rows and its promotions' rows.
  if (query.organization_id) filters.push({ organization_id: query.organization_id });
  if (query.action) filters.push({ action: query.action });
  if (query.record_type) filters.push({ record_type: query.record_type });
  if (query.actor_id) filters.push({ actor_id: query.actor_id });
  if (query.from) filters.push({ created_at: { gte: dayStart(query.from) } });
  if (query.to) filters.push({ created_at: { lt: new Date(dayStart(query.to).getTime() + 86_400_000) } });
  const where = { AND: filters };
  const [rows, total] = await Promise.all([
    db.auditEvent.findMany({ where, orderBy: [{ created_at: 'desc' }, { id: 'desc' }], skip: page.skip, take: page.take }),
    db.auditEvent.count({ where }),
  ]);
  const actorIds = [...new Set(rows.map((r) => r.actor_id))];
  const actors = actorIds.length
    ? await db.user.findMany({ where: { id: { in: actorIds } }, select: { id: true, email: true, profile: { select: { first_name: true, last_name: true } } } })
    : [];
  const byId = new Map(actors.map((a) => [a.id, a]));
  return {
    total,
    data: rows.map((r) => {
      const who = byId.get(r.actor_id);
      const name = who?.profile ? `${who.profile.first_name ?? ''} ${who.profile.last_name ?? ''}`.trim() || null : null;
      return {
        id: r.id, created_at: r.created_at.toISOString(), action: r.action, record_type: r.record_type, record_id: r.record_id,
        actor: { id: r.actor_id, name, email: who?.email ?? null },
        promotion_id: r.promotion_id, organization_id: r.organization_id,
        before: r.before as Record<string, unknown> | null, after: r.after as Record<string, unknown> | null, ip: r.ip,
      };
    }),
  };
}
