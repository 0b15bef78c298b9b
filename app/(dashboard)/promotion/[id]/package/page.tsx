// /promotion/{id}/package: export the promotion's design as a package, or import one with a preview (docs/packages.md).
import type { Metadata } from 'next';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { ProgramPackage } from '@/components/admin/promotions/program-package';

export const metadata: Metadata = { title: 'Program package' };

export default async function ProgramPackagePage({ params }: { params: Promise<{ id: string }> }) {
  const promotion = await requireAdminPromotionPage((await params).id);
  return (
    <PromotionFrame
      promotion={promotion} current="package" title="Program package"
      intro="Reuse this program's design in another promotion, on this installation or another, or keep it in version control."
    >
      <ProgramPackage promotionId={promotion.id} promotionName={promotion.name} />
    </PromotionFrame>
  );
}
