// The server part of the three library screens: the master-only guard, the promotion and the library's top folder,
// read through the same service as GET /api/gallery_images (no spinner for what the server had).
import 'server-only';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { GALLERY_LIBRARIES, type GalleryLibrary, type GalleryListing } from '@/lib/gallery/types';
import type { AdminPromotion } from '@/lib/promotions/admin-types';
import { parseGalleryPath } from './paths';
import { readGallery } from './service';

export async function loadLibraryPage(rawId: string, slug: GalleryLibrary['slug']): Promise<{ promotion: AdminPromotion; library: GalleryLibrary; initial: GalleryListing }> {
  const promotion = await requireAdminPromotionPage(rawId);
  const library = GALLERY_LIBRARIES.find((l) => l.slug === slug)!;
  const initial = (await readGallery(promotion.id, parseGalleryPath([library.root]), { deleted: false })) as GalleryListing;
  return { promotion, library, initial };
}
