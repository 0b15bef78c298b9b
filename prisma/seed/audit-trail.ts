// The audit trail's first rows (docs/administration-access.md): what the demo setup itself did as an administrator —
// the master filed Acme Corporation under its reseller and gave the super coordinator Acme and Globex — so the
// history screens show how a change reads on first start. Written once (marker: any audit row).
import { once } from './lib/once.ts';
import type { SeedContext } from './lib/context.ts';

export async function seedAuditTrail(ctx: SeedContext): Promise<void> {
  const { db, ids, log } = ctx;
  await once(
    db, 'audit trail',
    async () => (await db.auditEvent.count()) > 0,
    async (tx) => {
      const master = ids.users['master@example.com']!;
      const superCoordinator = ids.users['super.coordinator@example.com']!;
      const org = await tx.organization.findUniqueOrThrow({ where: { id: ids.organizationId }, select: { name: true, reseller_id: true, password_min_length: true, password_max_length: true } });
      const promotions = await tx.promotion.findMany({ where: { id: { in: [ids.acmeId, ids.globexId] } }, select: { id: true, organization_id: true } });
      await tx.auditEvent.createMany({
        data: [
          {
            actor_id: master, action: 'create', record_type: 'Organization', record_id: String(ids.organizationId), organization_id: ids.organizationId,
            after: { ...org, wskey: '[hidden]' }, ip: '127.0.0.1',
          },
          // Acme's content was read before launch: the cockpit's readiness checklist shows it done.
          ...promotions.filter((p) => p.id === ids.acmeId).map((p) => ({
            actor_id: master, action: 'review', record_type: 'PromotionContent', record_id: String(p.id),
            promotion_id: p.id, organization_id: p.organization_id, after: { reviewed: true }, ip: '127.0.0.1',
          })),
          ...promotions.map((p) => ({
            actor_id: master, action: 'create', record_type: 'CoveredPromotion', record_id: `${superCoordinator}:${p.id}`,
            promotion_id: p.id, organization_id: p.organization_id, after: { user_id: superCoordinator, promotion_id: p.id }, ip: '127.0.0.1',
          })),
        ],
      });
    },
    log,
  );
}
