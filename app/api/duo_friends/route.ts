import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { assertDuosOn } from '@/server/duos/policy';
import { listDuoFriends } from '@/server/duos/queries';
import { duoListQuerySchema } from '@/lib/duos/schemas';
import type { DuoFriendList } from '@/lib/duos/types';

// GET /duo_friends: {data: [...]} (the client reads data.data): the caller's friends with their duo_count, available
// first (under 2), unavailable ones last, by name.
export const GET = route(
  { response: responses.duoFriendListSchema, scope: 'participant', action: 'duos.use', promotionParam: 'promotion_id', query: duoListQuerySchema },
  async ({ user, promotion, query, url }): Promise<DuoFriendList> => {
    assertDuosOn(promotion);
    const all = await listDuoFriends(promotion.id, user.id);
    const page = toPage(query, 0);
    return listEnvelope(all.slice(page.skip, page.take === undefined ? undefined : page.skip + page.take), all.length, page, url);
  },
);
