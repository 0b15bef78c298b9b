// /promotion/{id}/locations/settings: the names of the location tree's levels.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { LocationLabelsForm } from '@/components/admin/locations/location-labels-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('locationLabels.title') };
}

export default async function LocationSettingsPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations('admin-pages');
  const promotion = await requireAdminPromotionPage((await params).id);
  return (
    <PromotionFrame promotion={promotion} current="locations/view" title={t('locationLabels.title')} intro={<Link href={`/promotion/${promotion.id}/locations/view`}>{t('locationLabels.back')}</Link>}>
      <LocationLabelsForm key={promotion.updated_at} promotionId={promotion.id} labels={promotion.location_labels} />
    </PromotionFrame>
  );
}
