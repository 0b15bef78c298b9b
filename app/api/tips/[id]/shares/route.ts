import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { shareTip } from '@/server/tips/mutations';
import { tipShareQuerySchema } from '@/lib/recipes/schemas';
import type { TipShare } from '@/lib/tips/types';
import { tipIdParamSchema } from '@/lib/recipes/schemas';

// POST /tips/{id}/shares?via={media} — the caller shared a released tip (email, facebook, twitter, linkedin, wall,
// link); 201 with the share. Counts toward the tips_shared badge.
export const POST = route({ response: responses.tipShareSchema, scope: 'participant', action: 'tips.use', params: tipIdParamSchema, query: tipShareQuerySchema, status: 201 }, async ({ user, promotion, params, query }): Promise<TipShare> =>
  shareTip({ promotion, userId: user.id }, params.id, query.via));
