// GET /api/gallery_images?promotion_id=: the top folder, which holds the three libraries (images, frames,
// profile_photos). Everything inside them is [...path]/route.ts.
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { parseGalleryPath } from '@/server/gallery/paths';
import { readGallery } from '@/server/gallery/service';
import { galleryQuery } from '@/lib/gallery/schemas';

export const GET = route({ response: responses.galleryListingOrFileSchema, scope: 'dashboard', action: 'gallery.manage', query: galleryQuery }, async ({ query }) => {
  await requireAdminPromotion(query.promotion_id);
  return readGallery(query.promotion_id, parseGalleryPath(undefined), { deleted: false });
});
