// Reading organizations within what the account reaches (server/auth/abilities.ts): masters all, a reseller its own;
// another reseller's organization is a 404, never a leak.
import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { ORGANIZATION_MESSAGES as M } from '@/lib/organizations/messages';
import type { Actor } from '@/server/auth/actor';
import { mayAdministerOrganization, organizationReach } from '@/server/auth/abilities';
import { db } from '@/server/db';
import { NotFound } from '@/server/platform/errors';
import type { Page } from '@/server/platform/pagination';
import { organizationSelect, type OrganizationRow } from './serialize';

export function organizationWhere(actor: Actor, filter: { resellerId?: number; q?: string }): Prisma.OrganizationWhereInput {
  const reach = organizationReach(actor);
  const where: Prisma.OrganizationWhereInput = {};
  if (reach === 'none') where.id = -1;
  else if (reach !== 'all') where.reseller_id = reach.resellerId;
  if (filter.resellerId !== undefined) where.AND = [{ reseller_id: filter.resellerId }];
  if (filter.q) where.name = { contains: filter.q, mode: 'insensitive' };
  return where;
}

export async function listOrganizations(actor: Actor, filter: { resellerId?: number; q?: string }, page: Page) {
  const where = organizationWhere(actor, filter);
  const [rows, total] = await Promise.all([
    db.organization.findMany({ where, select: organizationSelect, orderBy: [{ name: 'asc' }, { id: 'asc' }], skip: page.skip, take: page.take }),
    db.organization.count({ where }),
  ]);
  return { rows: rows as OrganizationRow[], total };
}

/** One organization the account may administer, or the spec's 404. */
export async function findOrganization(actor: Actor, id: number): Promise<OrganizationRow> {
  const row = await db.organization.findUnique({ where: { id }, select: organizationSelect });
  if (!row || !mayAdministerOrganization(actor, row)) throw new NotFound(M.notFound);
  return row as OrganizationRow;
}
