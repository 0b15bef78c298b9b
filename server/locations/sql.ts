// The raw SQL of the location tree editor (docs/decisions/006-sql-style.md): a transaction-scoped advisory lock per
// promotion, so two edits of one tree (two drags at once) run one after the other instead of interleaving sequences.
import { Prisma } from '@/generated/prisma/client';
import { defineCommand } from '@/server/platform/sql';

/** Class 'locations' (a fixed int) and the promotion id; released at the transaction's end. */
const LOCATION_LOCK_CLASS = 7_301;

export const lockLocationTreeSql = defineCommand({
  name: 'locations.lockTree',
  sql: (promotionId: number) => Prisma.sql`SELECT pg_advisory_xact_lock(${LOCATION_LOCK_CLASS}::int, ${promotionId}::int)`,
  examples: [[1]],
});
