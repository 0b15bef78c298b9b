import { route } from '@/server/http/route';
import { requestScope } from '@/server/coordinator/context';
import { coordinatorStats } from '@/server/coordinator/stats';
import { idParamSchema } from '@/lib/schemas';
import { locationQuerySchema } from '@/lib/coordinator/schemas';

// GET /promotions/{id}/stats?location_id: the Stats tab's series for the viewer's reach (docs/coordinator-dashboard.md).
export const GET = route({ scope: 'promotion', action: 'coordinator.read', promotionParam: 'id', params: idParamSchema, query: locationQuerySchema },
  async (ctx) => coordinatorStats(ctx.promotion, await requestScope(ctx), ctx.query.location_id));
