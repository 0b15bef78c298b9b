// The raw SQL of registration (docs/decisions/006-sql-style.md).
import { Prisma } from '@/generated/prisma/client';
import { defineCommand } from '@/server/platform/sql';

/** A transaction-scoped advisory lock on (key, promotion): registrations of one promotion count one at a time. */
export const registrationLockSql = defineCommand({
  name: 'registration.lock',
  sql: (key: string, promotionId: number) => Prisma.sql`SELECT pg_advisory_xact_lock(hashtext(${key}::text), ${promotionId}::int)`,
  examples: [['renew.registration', 1]],
});
