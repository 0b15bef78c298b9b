// PUT /api/files/blur {image_path} — a blurred copy of an uploaded file of this promotion: {"blur_url": "…"}.
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { blurBodySchema } from '@/lib/files/schemas';
import { blurFile } from '@/server/files/mutations';

export const PUT = route(
  { response: responses.blurResponseSchema, scope: 'wall', action: 'files.upload', promotionParam: 'promotion_id', body: blurBodySchema },
  ({ body, user, actor, promotion, ip }) => blurFile(body.image_path, { userId: user.id, promotionId: promotion.id, ip }, actor),
);
