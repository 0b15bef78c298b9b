import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { assertGiftsOn } from '@/server/gifts/policy';
import { listEligible } from '@/server/gifts/queries';
import { eligibleQuerySchema } from '@/lib/gifts/schemas';
import { serializeEligible } from '@/server/gifts/serialize';
import type { EligibleGiftUserList } from '@/lib/gifts/types';

// GET /works/bonus_points/eligible?page_size=0: the people the caller may gift to (members of the current
// competition's live teams, not the caller), by name.
export const GET = route({ response: responses.eligibleGiftUserListSchema, scope: 'participant', action: 'gifts.use', query: eligibleQuerySchema }, async ({ user, promotion, query, url }): Promise<EligibleGiftUserList> => {
  assertGiftsOn(promotion);
  const page = toPage(query);
  const { rows, total } = await listEligible(promotion, user.id, page);
  return listEnvelope(rows.map(serializeEligible), total, page, url);
});
