// /promotion/{id}/package: export the promotion's design as a package, or import one with a preview (docs/packages.md).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { ProgramPackage } from '@/components/admin/promotions/program-package';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('package.title') };
}

export default async function ProgramPackagePage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations('admin-pages');
  const promotion = await requireAdminPromotionPage((await params).id);
  return (
    <PromotionFrame
      promotion={promotion} current="package" title={t('package.title')}
      intro={t('package.intro')}
    >
      <ProgramPackage promotionId={promotion.id} promotionName={promotion.name} />
    </PromotionFrame>
  );
}
