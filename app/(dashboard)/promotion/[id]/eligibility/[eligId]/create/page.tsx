// /promotion/{id}/eligibility/{eligId}/create: a new record (eligId is 'new' or ignored), over the list.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { eligibilityListPage } from '@/server/eligibility/admin/pages';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { EligibilityRecords } from '@/components/admin/eligibility/eligibility-records';
import { EligibilityRecordPage } from '@/components/admin/eligibility/eligibility-record-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('addEligibility.metaTitle') };
}

export default async function CreateEligibilityPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations('admin-pages');
  const promotion = await requireAdminPromotionPage((await params).id);
  const initial = await eligibilityListPage(promotion.id);
  return (
    <PromotionFrame promotion={promotion} current="eligibilities" title={t('eligibility.title')}>
      <EligibilityRecords promotionId={promotion.id} canEdit initial={initial} />
      <EligibilityRecordPage promotionId={promotion.id} label={initial.meta.label} record={null} />
    </PromotionFrame>
  );
}
