// /promotion/{id}/eligibilities: the promotion's eligibility records (search, paging, add, edit, reset, delete).
import type { Metadata } from 'next';
import Link from 'next/link';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { eligibilityListPage } from '@/server/eligibility/admin/pages';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { EligibilityRecords } from '@/components/admin/eligibility/eligibility-records';

export const metadata: Metadata = { title: 'Eligibility' };

export default async function EligibilitiesPage({ params }: { params: Promise<{ id: string }> }) {
  const promotion = await requireAdminPromotionPage((await params).id);
  const initial = await eligibilityListPage(promotion.id);
  return (
    <PromotionFrame
      promotion={promotion}
      current="eligibilities"
      title="Eligibility"
      intro={<>The people allowed to register, matched by their {initial.meta.label}. Load many at once from <Link href={`/promotion/${promotion.id}/eligibilityfiles`}>eligibility files</Link>.</>}
    >
      <EligibilityRecords promotionId={promotion.id} canEdit initial={initial} />
    </PromotionFrame>
  );
}
