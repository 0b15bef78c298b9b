// The raw SQL of MFA (docs/decisions/006-sql-style.md): whether an administrator must use MFA and has it, in one
// statement, on every administrative request of an administrative role (docs/mfa.md "Enforcement").
import { Prisma } from '@/generated/prisma/client';
import { col, defineQuery } from '@/server/platform/sql';

export interface MfaSubject {
  userId: number;
  /** Coordinator levels: their promotion (its organization decides). */
  promotionId: number | null;
  /** Resellers: every organization of their reseller. */
  resellerId: number | null;
  /** Super coordinators: the organizations of the promotions they cover. */
  coversPromotions: boolean;
}

/**
 * enrolled: the account has confirmed MFA. required: an organization the account administers requires it. Each
 * branch is a primary-key or indexed lookup (organizations by reseller_id, super_coordinator_promotions by user_id).
 */
export const mfaGateSql = defineQuery({
  name: 'mfa.gate',
  columns: { enrolled: col.bool, required: col.bool },
  sql: (s: MfaSubject) => Prisma.sql`
    SELECT
      EXISTS (SELECT 1 FROM user_mfa WHERE user_id = ${s.userId} AND enabled_at IS NOT NULL) AS enrolled,
      EXISTS (
        SELECT 1 FROM mfa_required_organizations r
        WHERE r.organization_id IN (
          SELECT p.organization_id FROM promotions p WHERE p.id = ${s.promotionId}::int
          UNION ALL
          SELECT o.id FROM organizations o WHERE o.reseller_id = ${s.resellerId}::int
          UNION ALL
          SELECT p.organization_id FROM super_coordinator_promotions c JOIN promotions p ON p.id = c.promotion_id
          WHERE ${s.coversPromotions} AND c.user_id = ${s.userId}
        )
      ) AS required`,
  examples: [[{ userId: 1, promotionId: 1, resellerId: null, coversPromotions: false }]],
});

/** The coordinator levels of an organization's promotions who have not set MFA up (whom its requirement stops). */
export const unenrolledAdministratorsSql = defineQuery({
  name: 'mfa.unenrolledAdministrators',
  columns: { count: col.int },
  sql: (organizationId: number) => Prisma.sql`
    SELECT count(*)::int AS count FROM users u JOIN promotions p ON p.id = u.promotion_id
    WHERE p.organization_id = ${organizationId} AND u.deleted_at IS NULL
      AND u.role IN ('Coordinator', 'Location Coordinator', 'Regional Coordinator')
      AND NOT EXISTS (SELECT 1 FROM user_mfa m WHERE m.user_id = u.id AND m.enabled_at IS NOT NULL)`,
  examples: [[1]],
});
