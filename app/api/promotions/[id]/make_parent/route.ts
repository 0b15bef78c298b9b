import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { auditSource } from '@/server/audit/record';
import { makeParent } from '@/server/promotions/admin/mutations';
import { idParamSchema } from '@/lib/schemas';

// POST /promotions/{id}/make_parent: new promotions may then copy this one's defaults.
export const POST = route({ response: responses.adminPromotionSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema }, async (ctx) =>
  makeParent(auditSource(ctx), ctx.params.id),
);
