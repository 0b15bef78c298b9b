// Whose figures are suppressed and at which floor (docs/privacy.md): every employer-side role (coordinators of every
// kind, super coordinators, resellers) sees aggregates under its organization's floor k; masters, the platform
// operator, see raw figures.
import 'server-only';
import { db } from '@/server/db';
import type { Role } from '@/lib/roles';
import { effectiveFloor } from './suppression';
import { DEFAULT_RETENTION_DAYS } from '@/lib/privacy/constants';

export const isEmployerSide = (role: Role) => role !== 'Master' && role !== 'User' && role !== 'Poster';

/** The floor of the organization a promotion belongs to (5 when unknown, never below 3). */
export async function privacyFloorFor(promotionId: number): Promise<number> {
  const row = await db.promotion.findUnique({ where: { id: promotionId }, select: { organization: { select: { privacy_floor: true } } } });
  return effectiveFloor(row?.organization.privacy_floor);
}

/** The floor a viewer's aggregates go through, or null for a master (no suppression). */
export async function viewerFloor(role: Role, promotionId: number): Promise<number | null> {
  return role === 'Master' ? null : privacyFloorFor(promotionId);
}

/** The floor and retention a participant's page states, from their promotion's organization. */
export async function organizationPrivacyOf(promotionId: number | null): Promise<{ floor: number; retentionDays: number }> {
  const row = promotionId === null ? null
    : await db.promotion.findUnique({ where: { id: promotionId }, select: { organization: { select: { privacy_floor: true, retention_days: true } } } });
  return { floor: effectiveFloor(row?.organization.privacy_floor), retentionDays: row?.organization.retention_days ?? DEFAULT_RETENTION_DAYS };
}
