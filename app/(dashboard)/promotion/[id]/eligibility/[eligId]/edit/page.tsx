// /promotion/{id}/eligibility/{eligId}/edit: one record's form, over the list; another promotion's id is the 404 page.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { eligibilityListPage, findEligibilityForPage } from '@/server/eligibility/admin/pages';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { EligibilityRecords } from '@/components/admin/eligibility/eligibility-records';
import { EligibilityRecordPage } from '@/components/admin/eligibility/eligibility-record-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('editEligibility.metaTitle') };
}

export default async function EditEligibilityPage({ params }: { params: Promise<{ id: string; eligId: string }> }) {
  const t = await getTranslations('admin-pages');
  const { id, eligId } = await params;
  const promotion = await requireAdminPromotionPage(id);
  const [initial, record] = await Promise.all([eligibilityListPage(promotion.id), findEligibilityForPage(promotion.id, eligId)]);
  if (!record) notFound();
  return (
    <PromotionFrame promotion={promotion} current="eligibilities" title={t('eligibility.title')}>
      <EligibilityRecords promotionId={promotion.id} canEdit initial={initial} />
      <EligibilityRecordPage promotionId={promotion.id} label={initial.meta.label} record={record} />
    </PromotionFrame>
  );
}
