// /promotion/{id}/locations/view: the location tree editor (drag-and-drop with a keyboard alternative, add, edit,
// delete, upload from CSV).
import type { Metadata } from 'next';
import Link from 'next/link';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { adminLocationTree } from '@/server/locations/admin';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { LocationTreeEditor } from '@/components/admin/locations/location-tree-editor';

export const metadata: Metadata = { title: 'Locations' };

export default async function LocationsViewPage({ params }: { params: Promise<{ id: string }> }) {
  const promotion = await requireAdminPromotionPage((await params).id);
  const tree = await adminLocationTree(promotion.id);
  return (
    <PromotionFrame
      promotion={promotion}
      current="locations/view"
      title="Locations"
      intro={<>Levels: {promotion.location_labels.join(' › ')} (<Link href={`/promotion/${promotion.id}/locations/settings`}>label settings</Link>).</>}
    >
      <LocationTreeEditor promotionId={promotion.id} initial={tree} labels={promotion.location_labels} />
    </PromotionFrame>
  );
}
