import { z } from 'zod';
import { route } from '@/server/http/route';
import { AppError } from '@/server/http/errors';
import { promotionById } from '@/server/tenancy/promotion-context';
import { canAccessPromotion } from '@/server/tenancy/access';
import { serializePromotion } from '@/server/promotions/serialize';
import type { Role } from '@/lib/roles';

// GET /promotions/current: the host's promotion, public (the welcome page reads it before sign-in).
// GET /promotions/{id}: the same promotion by id, or one the signed-in user may act on.
export const GET = route(
  { auth: 'optional', params: z.object({ id: z.union([z.literal('current'), z.coerce.number().int().positive()]) }) },
  async ({ params, promotion, user }) => {
    if (params.id === 'current' || params.id === promotion?.id) {
      if (!promotion) throw new AppError(404, 'Promotion could not be loaded.');
      return serializePromotion(promotion);
    }
    const other = await promotionById(params.id);
    const allowed =
      other && user && (await canAccessPromotion({ id: user.id, role: user.role as Role, promotion_id: user.promotion_id, reseller_id: user.reseller_id }, other.id));
    if (!other || !allowed) throw new AppError(404, 'Promotion could not be loaded.');
    return serializePromotion(other);
  },
);
