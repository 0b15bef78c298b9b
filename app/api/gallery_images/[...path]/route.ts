// /api/gallery_images{path}?promotion_id= — a promotion's image, frame and profile-photo libraries
// (docs/admin-scenes-and-libraries.md "The gallery API"). The path is folder names under one of the top folders
// images, frames, profile_photos; '..', '.', empty segments and anything outside the allow-list are refused. The top
// folder itself (/api/gallery_images) is ../route.ts.
//   GET    a folder's subfolders and files (?deleted=true: its deleted files), or one file
//   POST   one image (multipart, file) into the folder: 201 the file
//   DELETE a file, or a folder with everything in it (soft)
//   PUT    {"deleted": false}: undelete the file at that path
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { uploadFormOf } from '@/server/http/multipart';
import { auditSource } from '@/server/audit/record';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { parseGalleryPath } from '@/server/gallery/paths';
import { deleteFromGallery, readGallery, undeleteInGallery, uploadToGallery } from '@/server/gallery/service';
import { galleryParams, galleryQuery, galleryUndelete } from '@/lib/gallery/schemas';

export const GET = route({ response: responses.galleryListingOrFileSchema, scope: 'dashboard', action: 'gallery.manage', params: galleryParams, query: galleryQuery }, async ({ params: p, query: q }) => {
  const path = parseGalleryPath(p.path);
  await requireAdminPromotion(q.promotion_id);
  return readGallery(q.promotion_id, path, { deleted: q.deleted ?? false });
});

export const POST = route({ response: responses.galleryFileJsonSchema, scope: 'dashboard', action: 'gallery.manage', params: galleryParams, query: galleryQuery, status: 201 }, async (ctx) => {
  const path = parseGalleryPath(ctx.params.path);
  await requireAdminPromotion(ctx.query.promotion_id);
  // Read lazily: the folder is checked before the form's type and size.
  return uploadToGallery(auditSource(ctx), ctx.query.promotion_id, path, () => uploadFormOf(ctx.request)());
});

export const DELETE = route({ response: responses.galleryDeletedSchema, scope: 'dashboard', action: 'gallery.manage', params: galleryParams, query: galleryQuery }, async (ctx) => {
  const path = parseGalleryPath(ctx.params.path);
  await requireAdminPromotion(ctx.query.promotion_id);
  return deleteFromGallery(auditSource(ctx), ctx.query.promotion_id, path);
});

export const PUT = route({ response: responses.galleryFileJsonSchema, scope: 'dashboard', action: 'gallery.manage', params: galleryParams, query: galleryQuery, body: galleryUndelete }, async (ctx) => {
  const path = parseGalleryPath(ctx.params.path);
  await requireAdminPromotion(ctx.query.promotion_id);
  return undeleteInGallery(auditSource(ctx), ctx.query.promotion_id, path);
});
