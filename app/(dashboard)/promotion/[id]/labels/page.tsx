// /promotion/{id}/labels: attraction, friend, point, level, wall and location labels with their plurals.
import type { Metadata } from 'next';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { LabelsForm } from '@/components/admin/promotions/settings-forms';

export const metadata: Metadata = { title: 'Label settings' };

export default async function LabelsPage({ params }: { params: Promise<{ id: string }> }) {
  const promotion = await requireAdminPromotionPage((await params).id);
  return (
    <PromotionFrame promotion={promotion} current="labels" title="Labels">
      <LabelsForm key={promotion.updated_at} promotion={promotion} />
    </PromotionFrame>
  );
}
