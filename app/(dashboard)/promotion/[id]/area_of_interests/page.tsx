// /promotion/{id}/area_of_interests?areaOfInterestId: the promotion's areas of interest and the form for one.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { listAdminAreas } from '@/server/activities/admin/areas';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { AreasEditor } from '@/components/admin/activities/areas-editor';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('areasOfInterest.title') };
}

export default async function AreasAdminPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ areaOfInterestId?: string }> }) {
  const t = await getTranslations('admin-pages');
  const promotion = await requireAdminPromotionPage((await params).id);
  const { areaOfInterestId } = await searchParams;
  const areas = await listAdminAreas(promotion.id);
  const selectedId = areaOfInterestId && /^\d{1,10}$/.test(areaOfInterestId) ? Number(areaOfInterestId) : null;
  const selected = selectedId === null ? null : areas.find((a) => a.id === selectedId) ?? null;
  if (selectedId !== null && !selected) notFound();
  return (
    <PromotionFrame promotion={promotion} current="area_of_interests" title={t('areasOfInterest.title')} intro={t('areasOfInterest.intro')}>
      <AreasEditor promotionId={promotion.id} areas={areas} selected={selected} isNew={areaOfInterestId === 'new'} />
    </PromotionFrame>
  );
}
