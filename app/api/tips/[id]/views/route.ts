import { route } from '@/server/http/route';
import { NotFound } from '@/server/platform/errors';
import { findTip } from '@/server/tips/queries';
import { recordTipView } from '@/server/recipes/recent-views';
import { TIP_MESSAGES as M } from '@/lib/recipes/messages';
import { tipIdParamSchema } from '@/lib/recipes/schemas';

// POST /tips/{id}/views — the tip page was opened: it goes to the front of the caller's recent tips (8 kept).
export const POST = route({ status: 204, scope: 'participant', action: 'tips.use', params: tipIdParamSchema }, async ({ user, promotion, params }) => {
  if (!(await findTip(promotion, params.id))) throw new NotFound(M.tipNotFound);
  await recordTipView(promotion.id, user.id, params.id);
});
