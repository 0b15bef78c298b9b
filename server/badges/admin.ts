// The badge editor (/promotion/{id}/badges): a promotion's badges are its own plus the default promotion's it has not
// overridden. Saving a default badge in another promotion creates that promotion's copy (default_badge_id → the
// default); resetting deletes the copy so the default shows again. Badges participants already earned follow the
// badge they see: onto the copy when it is made, back to the default on reset.
import 'server-only';
import { db, type Tx } from '@/server/db';
import { Invalid, NotFound } from '@/server/platform/errors';
import { recordAudit } from '@/server/audit/record';
import { ADMIN_TRANSACTION, type AuditActor } from '@/server/promotions/admin/mutations';
import { PROGRAM_DESIGN_MESSAGES as M } from '@/lib/program-design/messages';
import type { BadgeWrite } from '@/lib/program-design/schemas';
import type { AdminBadge } from '@/lib/program-design/types';
import { badgeSelect, effectiveBadges, type BadgeRow } from './queries';

async function defaultPromotionId(client: Tx | typeof db = db): Promise<number | null> {
  return (await client.promotion.findFirst({ where: { is_default: true }, select: { id: true } }))?.id ?? null;
}

function serializeAdminBadge(b: BadgeRow, promotionId: number): AdminBadge {
  return {
    id: b.id, promotion_id: b.promotion_id, default_badge_id: b.default_badge_id, category: b.category, name: b.name,
    goal: b.goal, goal2: b.goal2, hide_until_earned: b.hide_until_earned, image: { url: b.image_url }, sequence: b.sequence,
    is_default: b.promotion_id !== promotionId, is_override: b.default_badge_id !== null,
  };
}

export async function listAdminBadges(promotionId: number): Promise<AdminBadge[]> {
  return (await effectiveBadges(promotionId)).map((b) => serializeAdminBadge(b, promotionId));
}

/** A badge in force in the promotion: its own, or a default it has not overridden. */
async function badgeInForce(tx: Tx | typeof db, promotionId: number, id: number): Promise<BadgeRow | null> {
  const badge = await tx.badge.findUnique({ where: { id }, select: badgeSelect });
  if (!badge) return null;
  if (badge.promotion_id === promotionId) return badge;
  if (badge.promotion_id !== (await defaultPromotionId(tx))) return null;
  const overridden = await tx.badge.findFirst({ where: { promotion_id: promotionId, default_badge_id: id }, select: { id: true } });
  return overridden ? null : badge;
}

export async function findAdminBadge(promotionId: number, id: number): Promise<AdminBadge | null> {
  const badge = await badgeInForce(db, promotionId, id);
  return badge ? serializeAdminBadge(badge, promotionId) : null;
}

const auditFields = (b: BadgeWrite | BadgeRow) => ({
  category: b.category, name: b.name, goal: b.goal, goal2: b.goal2, hide_until_earned: b.hide_until_earned, image_url: b.image_url, sequence: b.sequence,
});

export async function createBadge(who: AuditActor, promotionId: number, input: BadgeWrite): Promise<AdminBadge> {
  return db.$transaction(async (tx) => {
    const row = await tx.badge.create({ data: { ...input, promotion_id: promotionId }, select: badgeSelect });
    await recordAudit(tx, { ...who, action: 'create', recordType: 'Badge', recordId: row.id, promotionId, after: auditFields(input) });
    return serializeAdminBadge(row, promotionId);
  }, ADMIN_TRANSACTION);
}

/** Own badge: updated. A default badge seen from another promotion: that promotion's copy is created instead. */
export async function saveBadge(who: AuditActor, promotionId: number, id: number, input: BadgeWrite): Promise<AdminBadge> {
  return db.$transaction(async (tx) => {
    const badge = await badgeInForce(tx, promotionId, id);
    if (!badge) throw new NotFound(M.badgeNotFound);
    if (badge.promotion_id === promotionId) {
      const row = await tx.badge.update({ where: { id }, data: input, select: badgeSelect });
      await recordAudit(tx, { ...who, action: 'update', recordType: 'Badge', recordId: id, promotionId, before: auditFields(badge), after: auditFields(input) });
      return serializeAdminBadge(row, promotionId);
    }
    const copy = await tx.badge.create({ data: { ...input, promotion_id: promotionId, default_badge_id: id }, select: badgeSelect });
    // Who earned the default here now holds the copy.
    await tx.userBadge.updateMany({ where: { promotion_id: promotionId, badge_id: id }, data: { badge_id: copy.id } });
    await recordAudit(tx, { ...who, action: 'create', recordType: 'Badge', recordId: copy.id, promotionId, before: auditFields(badge), after: { ...auditFields(input), default_badge_id: id } });
    return serializeAdminBadge(copy, promotionId);
  }, ADMIN_TRANSACTION);
}

/**
 * DELETE /promotions/{id}/badges/{badgeId}: a copy of a default is reset (deleted; the default shows again and keeps
 * what was earned on the copy); a promotion's own badge is deleted; a default badge cannot be deleted from another
 * promotion.
 */
export async function deleteOrResetBadge(who: AuditActor, promotionId: number, id: number): Promise<{ reset: boolean }> {
  return db.$transaction(async (tx) => {
    const badge = await badgeInForce(tx, promotionId, id);
    if (!badge) throw new NotFound(M.badgeNotFound);
    if (badge.promotion_id !== promotionId) throw new Invalid(M.resetBadge);
    if (badge.default_badge_id !== null) {
      const defaultId = badge.default_badge_id;
      // Earned on both (earned before the copy existed): the copy's row goes, the default's stays.
      const both = await tx.userBadge.findMany({ where: { badge_id: defaultId, user: { user_badges: { some: { badge_id: id } } } }, select: { user_id: true } });
      if (both.length) await tx.userBadge.deleteMany({ where: { badge_id: id, user_id: { in: both.map((b) => b.user_id) } } });
      await tx.userBadge.updateMany({ where: { badge_id: id }, data: { badge_id: defaultId } });
    }
    await tx.badge.delete({ where: { id } });
    const reset = badge.default_badge_id !== null;
    await recordAudit(tx, { ...who, action: reset ? 'reset' : 'delete', recordType: 'Badge', recordId: id, promotionId, before: auditFields(badge) });
    return { reset };
  }, ADMIN_TRANSACTION);
}
