// Super users on the dashboard (administration.md §1, §6): the grouped promotion picker, a super coordinator's
// covered promotions, and the locked accounts an account may unlock in dashboard settings.
import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { CoveredPromotion, LockedAccount, PromotionGroup, SuperCoordinator } from '@/lib/super-users/types';
import type { Actor } from '@/server/auth/actor';
import { db } from '@/server/db';
import { coveredPromotionIds } from '@/server/tenancy/access';

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);
const promotionFields = { id: true, name: true, subdomain: true, starts_on: true, ends_on: true, is_parent: true, organization: { select: { id: true, name: true } } } as const;

async function promotionReach(actor: Actor): Promise<Prisma.PromotionWhereInput> {
  const covered = await coveredPromotionIds(actor);
  return covered === 'all' ? {} : { id: { in: covered } };
}

/**
 * get_grouped_promotions: what the account administers, grouped by organization (organizations and promotions by
 * name). The parent filter narrows to one parent's children; it is not applied for resellers (§1: null for them).
 */
export async function groupedPromotions(actor: Actor, parentPromotionId: number | null): Promise<PromotionGroup[]> {
  const where: Prisma.PromotionWhereInput = { AND: [await promotionReach(actor), { deleted_at: null }] };
  if (parentPromotionId !== null && actor.role !== 'Reseller') (where.AND as Prisma.PromotionWhereInput[]).push({ parent_promotion_id: parentPromotionId });
  const rows = await db.promotion.findMany({ where, select: promotionFields, orderBy: [{ organization: { name: 'asc' } }, { name: 'asc' }, { id: 'asc' }] });
  const groups = new Map<number, PromotionGroup>();
  for (const p of rows) {
    const group = groups.get(p.organization.id) ?? { organization: p.organization, promotions: [] };
    group.promotions.push({ id: p.id, name: p.name, subdomain: p.subdomain, starts_on: day(p.starts_on), ends_on: day(p.ends_on), is_parent: p.is_parent });
    groups.set(p.organization.id, group);
  }
  return [...groups.values()];
}

export async function coveredPromotions(userId: number): Promise<CoveredPromotion[]> {
  const rows = await db.superCoordinatorPromotion.findMany({
    where: { user_id: userId }, select: { promotion: { select: promotionFields } }, orderBy: { promotion: { name: 'asc' } },
  });
  return rows.map(({ promotion: p }) => ({ id: p.id, name: p.name, subdomain: p.subdomain, organization_name: p.organization.name }));
}

export async function listSuperCoordinators(): Promise<SuperCoordinator[]> {
  const rows = await db.user.findMany({
    where: { role: 'Super Coordinator', deleted_at: null },
    select: { id: true, email: true, profile: { select: { first_name: true, last_name: true } }, _count: { select: { covered_promotions: true } } },
    orderBy: [{ email: 'asc' }],
  });
  return rows.map((u) => ({ id: u.id, email: u.email, name: `${u.profile?.first_name ?? ''} ${u.profile?.last_name ?? ''}`.trim(), covered_count: u._count.covered_promotions }));
}

/** Locked accounts of the promotions the account administers (masters: every locked account), newest lock first. */
export async function lockedAccounts(actor: Actor): Promise<LockedAccount[]> {
  const covered = await coveredPromotionIds(actor);
  const where: Prisma.UserWhereInput = { deleted_at: null, OR: [{ is_locked: true }, { locked_until: { gt: new Date() } }] };
  if (covered !== 'all') where.promotion_id = { in: covered };
  const rows = await db.user.findMany({
    where, take: 200, orderBy: [{ updated_at: 'desc' }, { id: 'desc' }],
    select: { id: true, email: true, profile: { select: { first_name: true, last_name: true } }, promotion: { select: { id: true, name: true } } },
  });
  return rows.map((u) => ({
    id: u.id, email: u.email, name: `${u.profile?.first_name ?? ''} ${u.profile?.last_name ?? ''}`.trim(),
    promotion: u.promotion ? { id: u.promotion.id, name: u.promotion.name } : null,
  }));
}
