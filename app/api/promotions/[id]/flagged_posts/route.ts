import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { requestScope } from '@/server/coordinator/context';
import { listFlaggedPosts } from '@/server/coordinator/flagged-posts';
import { idParamSchema } from '@/lib/schemas';

// GET /promotions/{id}/flagged_posts: the review queue, oldest report first (not for super users: the action says so).
export const GET = route({ response: responses.flaggedPostListSchema, scope: 'promotion', action: 'coordinator.moderate', promotionParam: 'id', params: idParamSchema },
  async (ctx) => wholeList(await listFlaggedPosts(await requestScope(ctx)), ctx.url));
