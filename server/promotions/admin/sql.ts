// The raw SQL of the promotion administration (docs/decisions/006-sql-style.md): one page of the masters' table.
// Raw because the table sorts text the way people read it (case-insensitively), which Prisma's orderBy cannot say.
import { Prisma } from '@/generated/prisma/client';
import { col, defineQuery } from '@/server/platform/sql';
import type { PromotionSort } from '@/lib/promotions/admin-schema';

export interface PromotionPageArgs {
  q: string | null;
  organizationId: number | null;
  resellerId: number | null;
  parentPromotionId: number | null;
  isParent: boolean | null;
  active: boolean | null;
  sort: PromotionSort;
  direction: 'asc' | 'desc';
  limit: number | null;
  offset: number;
}

/** Sort keys as SQL: text folded to lower case; empty dates last whichever the direction. */
const SORT_SQL: Record<PromotionSort, Prisma.Sql> = {
  name: Prisma.sql`lower(p.name)`,
  subdomain: Prisma.sql`p.subdomain`,
  program_length: Prisma.sql`p.program_length`,
  registration_starts_on: Prisma.sql`p.registration_starts_on`,
  registration_ends_on: Prisma.sql`p.registration_ends_on`,
  launch_on: Prisma.sql`p.launch_on`,
  starts_on: Prisma.sql`p.starts_on`,
  id: Prisma.sql`p.id`,
};

/** The ids of one page, in order, and the count of every match (window), in one statement. */
export const promotionPageSql = defineQuery({
  name: 'promotions.adminPage',
  columns: { id: col.int, total: col.bigint },
  sql: (a: PromotionPageArgs) => {
    const like = a.q ? `%${a.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const direction = a.direction === 'desc' ? Prisma.sql`DESC` : Prisma.sql`ASC`;
    return Prisma.sql`
    SELECT p.id, count(*) OVER () AS total
    FROM promotions p JOIN organizations o ON o.id = p.organization_id
    WHERE p.deleted_at IS NULL
      AND (${like}::text IS NULL OR p.name ILIKE ${like} OR p.subdomain ILIKE ${like} OR p.program_name ILIKE ${like})
      AND (${a.organizationId}::int IS NULL OR p.organization_id = ${a.organizationId})
      AND (${a.resellerId}::int IS NULL OR o.reseller_id = ${a.resellerId})
      AND (${a.parentPromotionId}::int IS NULL OR p.parent_promotion_id = ${a.parentPromotionId})
      AND (${a.isParent}::boolean IS NULL OR p.is_parent = ${a.isParent})
      AND (${a.active}::boolean IS NULL OR p.is_active = ${a.active})
    ORDER BY ${SORT_SQL[a.sort]} ${direction} NULLS LAST, p.id ASC
    LIMIT ${a.limit} OFFSET ${a.offset}`;
  },
  examples: [
    [{ q: 'acme', organizationId: 1, resellerId: 1, parentPromotionId: 1, isParent: true, active: true, sort: 'name', direction: 'asc', limit: 20, offset: 0 }],
    [{ q: null, organizationId: null, resellerId: null, parentPromotionId: null, isParent: null, active: null, sort: 'launch_on', direction: 'desc', limit: null, offset: 0 }],
  ],
});

/** Locks one promotion's row for a write and reads when it was last written (milliseconds since the epoch, UTC). */
export const lockPromotionRowSql = defineQuery({
  name: 'promotions.lockRow',
  columns: { updated_ms: col.float },
  sql: (id: number) => Prisma.sql`SELECT (extract(epoch FROM updated_at) * 1000)::float8 AS updated_ms FROM promotions WHERE id = ${id} FOR UPDATE`,
  examples: [[1]],
});
