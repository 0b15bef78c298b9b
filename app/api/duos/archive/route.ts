import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { archiveDuos } from '@/server/duos/mutations';
import { archiveDuosSchema, duoPromotionQuerySchema } from '@/lib/duos/schemas';
import type { DuosArchived } from '@/lib/duos/types';

// PUT /duos/archive {id?}: archives the caller's side of their completed duos, or of the one named (the completed
// overlay was seen); answers the ids that changed.
export const PUT = route(
  { response: responses.duosArchivedSchema, scope: 'participant', action: 'duos.use', promotionParam: 'promotion_id', query: duoPromotionQuerySchema, body: archiveDuosSchema },
  async ({ user, promotion, body }): Promise<DuosArchived> => ({ archived_ids: await archiveDuos(promotion, user, body) }),
);
