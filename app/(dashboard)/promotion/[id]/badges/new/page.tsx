// /promotion/{id}/badges/new
import type { Metadata } from 'next';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { BadgeForm } from '@/components/admin/badges/badge-form';

export const metadata: Metadata = { title: 'New badge' };

export default async function NewBadgePage({ params }: { params: Promise<{ id: string }> }) {
  const promotion = await requireAdminPromotionPage((await params).id);
  return (
    <PromotionFrame promotion={promotion} current="badges" title="New badge">
      <BadgeForm promotionId={promotion.id} badge={null} />
    </PromotionFrame>
  );
}
