import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { assertTabVisible, requestScope } from '@/server/coordinator/context';
import { listAdminTeams } from '@/server/coordinator/teams';
import { idParamSchema } from '@/lib/schemas';
import { teamsQuerySchema } from '@/lib/coordinator/schemas';

// GET /promotions/{id}/teams?inc_deleted&q: the Teams tab (current competition; 404 while teams are off).
export const GET = route({ response: responses.adminTeamListSchema, scope: 'promotion', action: 'coordinator.read', promotionParam: 'id', params: idParamSchema, query: teamsQuerySchema },
  async (ctx) => {
    assertTabVisible(ctx.promotion, ctx.actor, 'teams');
    return wholeList(await listAdminTeams(ctx.promotion, await requestScope(ctx), ctx.query), ctx.url);
  });
