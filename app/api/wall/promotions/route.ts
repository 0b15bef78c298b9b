import { route } from '@/server/http/route';
import { wallPromotionsFor } from '@/server/promotions/wall-list';

// GET /wall/promotions (dashboard host): id and name of every wall-enabled promotion the caller may post to,
// for the expert wall's promotion switcher.
export const GET = route({ scope: 'dashboard', action: 'wall.read' }, async ({ actor }) => ({ data: await wallPromotionsFor(actor) }));
