// POST /api/files/upload — one photo as a multipart form (file, secure, resize_to_fit, allow_animated_gif; use_cloud
// is ignored): 201 {"files": [{url, id, content_type, width, height, byte_size}]}. The form is read by the HTTP layer
// (server/http/multipart.ts) when the service has counted the upload, capped at the size limit, so the route declares no JSON body.
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { uploadFormOf } from '@/server/http/multipart';
import { uploadFile } from '@/server/files/mutations';

export const POST = route(
  { response: responses.uploadResponseSchema, scope: 'wall', action: 'files.upload', promotionParam: 'promotion_id', status: 201 },
  ({ request, user, promotion, ip }) => uploadFile(uploadFormOf(request), { userId: user.id, promotionId: promotion.id, ip }),
);
