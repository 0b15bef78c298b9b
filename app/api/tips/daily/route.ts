import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { NotFound } from '@/server/platform/errors';
import { favoritedAmong, findDailyTip } from '@/server/tips/queries';
import { serializeTip } from '@/server/tips/serialize';
import { participantId } from '@/server/recipes/policy';
import { TIP_MESSAGES as M } from '@/lib/recipes/messages';
import type { Tip } from '@/lib/tips/types';

// GET /tips/daily — today's tip: the newest released one ('Daily tip could not be found' before the start).
export const GET = route({ response: responses.tipSchema, scope: 'public-promotion', action: 'content.read' }, async ({ actor, promotion, locale }): Promise<Tip> => {
  const userId = participantId(actor, promotion.id);
  const tip = await findDailyTip({ promotion, userId, locale });
  if (!tip) throw new NotFound(M.dailyTipNotFound);
  return serializeTip(tip, (await favoritedAmong(userId, [tip.id])).has(tip.id));
});
