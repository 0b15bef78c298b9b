import { z } from 'zod';
import { route } from '@/server/http/route';
import { AppError } from '@/server/http/errors';
import { findContentById } from '@/server/content/queries';
import { mayViewHiddenContent } from '@/server/auth/abilities';
import { contentPromotionId } from '@/server/content/scope';
import { serializeContent } from '@/server/content/serialize';
import { ONBOARDING_MESSAGES as M } from '@/lib/onboarding/messages';
import { idSchema } from '@/lib/schemas';

const paramsSchema = z.object({ id: idSchema('id', M.contentNotFound) });
const querySchema = z.object({ promotion_id: idSchema('promotion_id').optional() });

// GET /custom_content/{id}: one item of the host's promotion or of the defaults; another promotion's is a 404.
export const GET = route({ scope: 'public', action: 'content.read', params: paramsSchema, query: querySchema }, async ({ host, actor, params, query }) => {
  const promotionId = await contentPromotionId(host, actor, query.promotion_id);
  const row = await findContentById(promotionId, params.id, await mayViewHiddenContent(actor, promotionId));
  if (!row) throw new AppError(404, M.contentNotFound);
  return serializeContent(row);
});
