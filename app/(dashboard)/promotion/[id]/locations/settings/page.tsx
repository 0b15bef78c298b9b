// /promotion/{id}/locations/settings: the names of the location tree's levels.
import type { Metadata } from 'next';
import Link from 'next/link';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { LocationLabelsForm } from '@/components/admin/locations/location-labels-form';

export const metadata: Metadata = { title: 'Location labels' };

export default async function LocationSettingsPage({ params }: { params: Promise<{ id: string }> }) {
  const promotion = await requireAdminPromotionPage((await params).id);
  return (
    <PromotionFrame promotion={promotion} current="locations/view" title="Location labels" intro={<Link href={`/promotion/${promotion.id}/locations/view`}>Back to the location tree</Link>}>
      <LocationLabelsForm key={promotion.updated_at} promotionId={promotion.id} labels={promotion.location_labels} />
    </PromotionFrame>
  );
}
