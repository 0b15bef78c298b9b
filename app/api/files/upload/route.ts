// POST /api/files/upload — one photo as a multipart form (file, secure, resize_to_fit, allow_animated_gif; use_cloud
// is ignored): 201 {"files": [{url, id, content_type, width, height, byte_size}]}. The form is read by the service,
// capped at the size limit, so the route declares no JSON body.
import { route } from '@/server/http/route';
import { uploadFile } from '@/server/files/mutations';

export const POST = route(
  { scope: 'wall', action: 'files.upload', promotionParam: 'promotion_id', status: 201 },
  ({ request, user, promotion, ip }) => uploadFile(request, { userId: user.id, promotionId: promotion.id, ip }),
);
