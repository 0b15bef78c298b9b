// /promotion/{id}/eligibilityfiles: upload, map, process (with progress), cancel, download and delete files.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { listEligibilityFiles } from '@/server/eligibility/files';
import { eligibilityLabel } from '@/server/eligibility/queries';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { EligibilityFiles } from '@/components/admin/eligibility/eligibility-files';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('eligibilityFiles.title') };
}

export default async function EligibilityFilesPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations('admin-pages');
  const promotion = await requireAdminPromotionPage((await params).id);
  const [files, label] = await Promise.all([listEligibilityFiles(promotion.id), eligibilityLabel(promotion.id)]);
  return (
    <PromotionFrame promotion={promotion} current="eligibilityfiles" title={t('eligibilityFiles.title')} intro={t('eligibilityFiles.intro')}>
      <EligibilityFiles promotionId={promotion.id} canManage label={label} initial={files} />
    </PromotionFrame>
  );
}
