import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { NotFound } from '@/server/platform/errors';
import { promotionById } from '@/server/tenancy/promotion-context';
import { mayReadPromotion } from '@/server/auth/abilities';
import { serializePromotion } from '@/server/promotions/serialize';
import { idParamSchema } from '@/lib/schemas';
import { auditSource } from '@/server/audit/record';
import { updatePromotion } from '@/server/promotions/admin/mutations';
import { promotionWriteSchema } from '@/lib/promotions/admin-schema';
import { deletePromotion } from '@/server/promotions/admin/delete';
import { promotionDeleteBodySchema, promotionRefParamSchema } from '@/lib/promotions/schemas';

// GET /promotions/current: the host's promotion, public (the welcome page reads it before sign-in).
// GET /promotions/{id}: the same promotion by id, or one the signed-in user may act on.
export const GET = route({ response: responses.currentPromotionSchema, scope: 'public', action: 'promotion.read', params: promotionRefParamSchema },
  async ({ params, promotion, actor }) => {
    if (params.id === 'current' || params.id === promotion?.id) {
      if (!promotion) throw new NotFound('Promotion could not be loaded.');
      return serializePromotion(promotion);
    }
    const other = await promotionById(params.id);
    const allowed = other && actor && (await mayReadPromotion(actor, other.id));
    if (!other || !allowed) throw new NotFound('Promotion could not be loaded.');
    return serializePromotion(other);
  },
);

// PUT /promotions/{id}: the promotion form's save, or a partial update (a flag, default_goal, the video fields,
// coordinators, labels). Masters only, on the dashboard.
export const PUT = route({ response: responses.adminPromotionSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema, body: promotionWriteSchema }, async (ctx) =>
  updatePromotion(auditSource(ctx), ctx.params.id, ctx.body),
);

// DELETE /promotions/{id}: masters; a soft delete that keeps the audit. After launch only with {confirmation: <its
// name>} (server/promotions/admin/delete.ts).
export const DELETE = route({ status: 204,
  scope: 'dashboard', action: 'promotions.manage', params: idParamSchema,
  body: promotionDeleteBodySchema,
}, async (ctx) => {
  await deletePromotion(auditSource(ctx), ctx.params.id, ctx.body.confirmation);
});
