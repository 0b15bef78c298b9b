// /promotion/{id}/eligibilities: the promotion's eligibility records (search, paging, add, edit, reset, delete).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { eligibilityListPage } from '@/server/eligibility/admin/pages';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { EligibilityRecords } from '@/components/admin/eligibility/eligibility-records';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('eligibility.title') };
}

export default async function EligibilitiesPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations('admin-pages');
  const promotion = await requireAdminPromotionPage((await params).id);
  const initial = await eligibilityListPage(promotion.id);
  return (
    <PromotionFrame
      promotion={promotion}
      current="eligibilities"
      title={t('eligibility.title')}
      intro={t.rich('eligibility.intro', { label: initial.meta.label, link: (chunks) => <Link href={`/promotion/${promotion.id}/eligibilityfiles`}>{chunks}</Link> })}
    >
      <EligibilityRecords promotionId={promotion.id} canEdit initial={initial} />
    </PromotionFrame>
  );
}
