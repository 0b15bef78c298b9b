// /promotion/{id}/coordinators: the coordinators box (comma-separated emails, empty entries ignored).
import type { Metadata } from 'next';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { CoordinatorsForm } from '@/components/admin/promotions/settings-forms';

export const metadata: Metadata = { title: 'Coordinators' };

export default async function CoordinatorsPage({ params }: { params: Promise<{ id: string }> }) {
  const promotion = await requireAdminPromotionPage((await params).id);
  return (
    <PromotionFrame promotion={promotion} current="coordinators" title="Coordinators">
      <CoordinatorsForm key={promotion.updated_at} promotion={promotion} />
    </PromotionFrame>
  );
}
