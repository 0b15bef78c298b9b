// /promotion/{id}/area_of_interests?areaOfInterestId: the promotion's areas of interest and the form for one.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { listAdminAreas } from '@/server/activities/admin/areas';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { AreasEditor } from '@/components/admin/activities/areas-editor';

export const metadata: Metadata = { title: 'Areas of interest' };

export default async function AreasAdminPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ areaOfInterestId?: string }> }) {
  const promotion = await requireAdminPromotionPage((await params).id);
  const { areaOfInterestId } = await searchParams;
  const areas = await listAdminAreas(promotion.id);
  const selectedId = areaOfInterestId && /^\d{1,10}$/.test(areaOfInterestId) ? Number(areaOfInterestId) : null;
  const selected = selectedId === null ? null : areas.find((a) => a.id === selectedId) ?? null;
  if (selectedId !== null && !selected) notFound();
  return (
    <PromotionFrame promotion={promotion} current="area_of_interests" title="Areas of interest" intro="The interests participants choose from before the program starts.">
      <AreasEditor promotionId={promotion.id} areas={areas} selected={selected} isNew={areaOfInterestId === 'new'} />
    </PromotionFrame>
  );
}
