// One library screen in the promotion frame (the page loads it: server/gallery/pages.ts).
import type { GalleryLibrary, GalleryListing } from '@/lib/gallery/types';
import type { AdminPromotion } from '@/lib/promotions/admin-types';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { GalleryBrowser } from './gallery-browser';

const INTROS: Record<GalleryLibrary['slug'], string> = {
  image_library: 'Images for content pages and emails. The content editor picks from here.',
  frame_library: 'Frames participants can put around their photos.',
  profile_photo_library: 'Ready-made profile photos participants can choose.',
};

export function LibraryScreen({ promotion, library, initial }: { promotion: AdminPromotion; library: GalleryLibrary; initial: GalleryListing }) {
  return (
    <PromotionFrame promotion={promotion} current={library.slug} title={library.title} intro={INTROS[library.slug]}>
      <GalleryBrowser promotionId={promotion.id} root={library.root} initial={initial} />
    </PromotionFrame>
  );
}
