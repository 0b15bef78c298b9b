import { z } from 'zod';
import { route } from '@/server/http/route';
import { shareTip } from '@/server/tips/mutations';
import { idSchema } from '@/lib/schemas';
import { tipShareQuerySchema } from '@/lib/recipes/schemas';
import { TIP_MESSAGES as M } from '@/lib/recipes/messages';
import type { TipShare } from '@/lib/tips/types';

const paramsSchema = z.object({ id: idSchema('id', M.tipNotFound) });

// POST /tips/{id}/shares?via={media} — the caller shared a released tip (email, facebook, twitter, linkedin, wall,
// link); 201 with the share. Counts toward the tips_shared badge.
export const POST = route({ scope: 'participant', action: 'tips.use', params: paramsSchema, query: tipShareQuerySchema, status: 201 }, async ({ user, promotion, params, query }): Promise<TipShare> =>
  shareTip({ promotion, userId: user.id }, params.id, query.via));
