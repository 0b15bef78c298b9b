// One library screen in the promotion frame (the page loads it: server/gallery/pages.ts).
import { useTranslations } from 'next-intl';
import type { GalleryLibrary, GalleryListing } from '@/lib/gallery/types';
import type { AdminPromotion } from '@/lib/promotions/admin-types';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { GalleryBrowser } from './gallery-browser';

export function LibraryScreen({ promotion, library, initial }: { promotion: AdminPromotion; library: GalleryLibrary; initial: GalleryListing }) {
  const t = useTranslations('admin-gallery');
  return (
    <PromotionFrame promotion={promotion} current={library.slug} title={t(`titles.${library.slug}`)} intro={t(`intros.${library.slug}`)}>
      <GalleryBrowser promotionId={promotion.id} root={library.root} initial={initial} />
    </PromotionFrame>
  );
}
