// Deleting a promotion (DELETE /promotions/{id}, masters): a soft delete, so the row, its participants' data and
// the audit trail stay. From then on the promotion resolves nowhere (its subdomain, domain and id answer 404, so its
// participants' sessions reach nothing) and it leaves every administration list. The safeguard: before launch it
// goes at once; after launch only with its name typed in confirmation.
import 'server-only';
import { db } from '@/server/db';
import { Invalid, NotFound } from '@/server/platform/errors';
import { recordAudit } from '@/server/audit/record';
import { forgetCachedPromotions, promotionById } from '@/server/tenancy/promotion-context';
import { PROMOTION_ADMIN_MESSAGES as M } from '@/lib/promotions/admin-rules';
import { ADMIN_TRANSACTION, type AuditActor } from './mutations';
import { requireAdminPromotion } from './queries';

export async function deletePromotion(who: AuditActor, id: number, confirmation: string | undefined): Promise<void> {
  const promotion = await requireAdminPromotion(id);
  if (promotion.is_default) throw new Invalid(M.deleteDefault);
  const resolved = await promotionById(id);
  const launched = resolved?.timeline.has_launched ?? true;
  if (launched && confirmation?.trim() !== promotion.name.trim()) throw new Invalid(M.deleteConfirm);
  await db.$transaction(async (tx) => {
    if (promotion.is_parent && (await tx.promotion.count({ where: { parent_promotion_id: id, deleted_at: null } })) > 0) {
      throw new Invalid(M.deleteParent);
    }
    // Only a live row: two deletes at once record one.
    const { count } = await tx.promotion.updateMany({ where: { id, deleted_at: null }, data: { deleted_at: new Date() } });
    if (count === 0) throw new NotFound(M.load);
    await recordAudit(tx, {
      ...who, action: 'delete', recordType: 'Promotion', recordId: id, promotionId: id, organizationId: promotion.organization_id,
      before: { name: promotion.name, subdomain: promotion.subdomain, launched },
    });
  }, ADMIN_TRANSACTION);
  await forgetCachedPromotions();
}
