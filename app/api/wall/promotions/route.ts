import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { wallPromotionsFor } from '@/server/promotions/wall-list';

// GET /wall/promotions (dashboard host): id and name of every wall-enabled promotion the caller may post to,
// for the expert wall's promotion switcher.
export const GET = route({ response: responses.wallPromotionListSchema, scope: 'dashboard', action: 'wall.read' }, async ({ actor, url }) => wholeList(await wallPromotionsFor(actor), url));
