// /promotion/{id}/locations/view: the location tree editor (drag-and-drop with a keyboard alternative, add, edit,
// delete, upload from CSV).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { adminLocationTree } from '@/server/locations/admin';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { LocationTreeEditor } from '@/components/admin/locations/location-tree-editor';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('locations.title') };
}

export default async function LocationsViewPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations('admin-pages');
  const promotion = await requireAdminPromotionPage((await params).id);
  const tree = await adminLocationTree(promotion.id);
  return (
    <PromotionFrame
      promotion={promotion}
      current="locations/view"
      title={t('locations.title')}
      intro={t.rich('locations.intro', { levels: promotion.location_labels.join(' › '), link: (chunks) => <Link href={`/promotion/${promotion.id}/locations/settings`}>{chunks}</Link> })}
    >
      <LocationTreeEditor promotionId={promotion.id} initial={tree} labels={promotion.location_labels} />
    </PromotionFrame>
  );
}
