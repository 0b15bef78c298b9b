import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { favoritedAmong, listTips } from '@/server/tips/queries';
import { recentTipIds } from '@/server/recipes/recent-views';
import { serializeTip } from '@/server/tips/serialize';
import type { TipList } from '@/lib/tips/types';

// GET /tips/recent — the caller's recently viewed tips, newest first (8 at most, kept on the server).
export const GET = route({ response: responses.tipListSchema, scope: 'participant', action: 'tips.use' }, async ({ user, promotion, url, locale }): Promise<TipList> => {
  const ids = await recentTipIds(promotion.id, user.id);
  const released = new Map((await listTips({ promotion, userId: user.id, locale })).map((t) => [t.id, t]));
  const tips = ids.map((id) => released.get(id)).filter((t) => t !== undefined);
  const favorites = await favoritedAmong(user.id, ids);
  return listEnvelope(tips.map((t) => serializeTip(t, favorites.has(t.id))), tips.length, toPage({ page_size: 0 }), url);
});
