// Raw SQL of SCIM (docs/decisions/006-sql-style.md): the filter on emails looks inside each user's emails array,
// which Prisma's JSON filters cannot (they match whole elements, not a pattern on one field of any element).
import { Prisma } from '@/generated/prisma/client';
import { col, defineQuery } from '@/server/platform/sql';

/** Users of the organization with an email matching a LIKE pattern (lower-case, `\` escapes). */
export const scimUserIdsByEmailSql = defineQuery({
  name: 'scim.userIdsByEmail',
  columns: { id: col.text },
  sql: (organizationId: number, pattern: string) => Prisma.sql`
    SELECT u.id::text AS id FROM scim_users u
    WHERE u.organization_id = ${organizationId}
      AND EXISTS (SELECT 1 FROM jsonb_array_elements(u.emails) e WHERE lower(e->>'value') LIKE ${pattern} ESCAPE '\\')`,
  examples: [[1, '%@example.com']],
});
