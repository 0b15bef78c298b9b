// The promotions whose wall an account may write on from the dashboard (the expert wall's promotion switcher):
// posters reach every program's wall, masters every promotion, resellers and super coordinators the ones they cover.
// Only promotions with the wall turned on.
import 'server-only';
import { db } from '@/server/db';
import type { Actor } from '@/server/auth/actor';
import { coveredPromotionIds } from '@/server/tenancy/access';
import { readPromotionFlags } from '@/lib/promotion-flags';

import type { WallPromotion } from '@/lib/wall/types';

export async function wallPromotionsFor(actor: Actor): Promise<WallPromotion[]> {
  const covered = actor.role === 'Poster' ? 'all' : await coveredPromotionIds(actor);
  if (covered !== 'all' && covered.length === 0) return [];
  const rows = await db.promotion.findMany({
    where: covered === 'all' ? { deleted_at: null } : { id: { in: covered }, deleted_at: null },
    select: { id: true, name: true, flags: true, websocket_channel: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
  return rows
    .filter((row) => readPromotionFlags(row.flags).is_wall_enabled)
    .map((row) => ({ id: row.id, name: row.name, websocket_channel: row.websocket_channel }));
}
