import { z } from 'zod';
import { route } from '@/server/http/route';
import { listEnvelope, toPage } from '@/server/http/pagination';
import { assertSamePromotion } from '@/server/evaluations/policy';
import { activeDefinitionsFor } from '@/server/evaluations/reads';

// GET /evaluation_definitions?promotion_id=: the participant's promotion's definitions open
// today, with the questions they are asked and whether they completed each. Always every row (they are few).
export const GET = route({ scope: 'participant', action: 'evaluations.take', promotionParam: 'promotion_id', query: z.object({ promotion_id: z.string().optional() }) }, async ({ user, promotion, query, url }) => {
  const own = promotion;
  assertSamePromotion(own, query.promotion_id);
  const data = await activeDefinitionsFor(user, own);
  return listEnvelope(data, data.length, toPage({ page_size: 0 }), url);
});
