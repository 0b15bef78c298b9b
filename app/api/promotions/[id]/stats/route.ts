import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { requestScope } from '@/server/coordinator/context';
import { employerStats } from '@/server/privacy/employer-stats';
import { idParamSchema } from '@/lib/schemas';
import { locationQuerySchema } from '@/lib/coordinator/schemas';

// GET /promotions/{id}/stats?location_id: the Stats tab's series for the viewer's reach (docs/coordinator-dashboard.md),
// through the suppression service for every viewer but masters (docs/privacy.md).
export const GET = route({ response: responses.employerStatsSchema, scope: 'promotion', action: 'coordinator.read', promotionParam: 'id', params: idParamSchema, query: locationQuerySchema },
  async (ctx) => employerStats(ctx.promotion, await requestScope(ctx), ctx.query.location_id, ctx.actor.role));
