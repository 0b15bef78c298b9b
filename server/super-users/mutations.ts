// A super coordinator's covered promotions, added and removed by a master in dashboard settings; each change is
// audited against the promotion it opens or closes.
import 'server-only';
import { SUPER_USER_MESSAGES as M } from '@/lib/super-users/types';
import { recordAudit } from '@/server/audit/record';
import { db } from '@/server/db';
import { Conflict, Invalid, NotFound } from '@/server/platform/errors';

interface Source { actorId: number; ip: string | null }

/** The user must be a (not deleted) super coordinator; anyone else is a 404. */
export async function requireSuperCoordinator(userId: number): Promise<void> {
  const user = await db.user.findFirst({ where: { id: userId, role: 'Super Coordinator', deleted_at: null }, select: { id: true } });
  if (!user) throw new NotFound(M.superCoordinatorNotFound);
}

export async function coverPromotion(source: Source, userId: number, promotionId: number): Promise<void> {
  await requireSuperCoordinator(userId);
  const promotion = await db.promotion.findUnique({ where: { id: promotionId }, select: { id: true, organization_id: true } });
  if (!promotion) throw new Invalid(M.promotionNotFound);
  await db.$transaction(async (tx) => {
    const existing = await tx.superCoordinatorPromotion.findUnique({ where: { user_id_promotion_id: { user_id: userId, promotion_id: promotionId } } });
    if (existing) throw new Conflict(M.alreadyCovered);
    await tx.superCoordinatorPromotion.create({ data: { user_id: userId, promotion_id: promotionId } });
    await recordAudit(tx, {
      ...source, action: 'create', recordType: 'CoveredPromotion', recordId: `${userId}:${promotionId}`,
      promotionId, organizationId: promotion.organization_id, after: { user_id: userId, promotion_id: promotionId },
    });
  });
}

export async function uncoverPromotion(source: Source, userId: number, promotionId: number): Promise<void> {
  await requireSuperCoordinator(userId);
  await db.$transaction(async (tx) => {
    const removed = await tx.superCoordinatorPromotion.deleteMany({ where: { user_id: userId, promotion_id: promotionId } });
    if (removed.count === 0) throw new NotFound(M.promotionNotFound);
    const promotion = await tx.promotion.findUnique({ where: { id: promotionId }, select: { organization_id: true } });
    await recordAudit(tx, {
      ...source, action: 'delete', recordType: 'CoveredPromotion', recordId: `${userId}:${promotionId}`,
      promotionId, organizationId: promotion?.organization_id ?? null, before: { user_id: userId, promotion_id: promotionId },
    });
  });
}

/** Unlocks an account (is_locked false, lockout cleared) with its audit row, in one transaction. */
export async function unlockAccount(source: Source, userId: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const before = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { is_locked: true, locked_until: true, failed_login_count: true, promotion_id: true, promotion: { select: { organization_id: true } } } });
    const cleared = { is_locked: false, locked_until: null, failed_login_count: 0 };
    await tx.user.update({ where: { id: userId }, data: { ...cleared, last_failed_login_at: null } });
    await recordAudit(tx, {
      ...source, action: 'unlock', recordType: 'User', recordId: userId, promotionId: before.promotion_id,
      organizationId: before.promotion?.organization_id ?? null,
      before: { is_locked: before.is_locked, locked_until: before.locked_until, failed_login_count: before.failed_login_count }, after: cleared,
    });
  });
}
