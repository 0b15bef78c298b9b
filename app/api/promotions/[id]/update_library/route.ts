import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { auditSource } from '@/server/audit/record';
import { updateLibrary } from '@/server/promotions/admin/mutations';
import { idParamSchema } from '@/lib/schemas';

// POST /promotions/{id}/update_library: the promotion takes its parent's activity, scene and duo collections again.
export const POST = route({ response: responses.adminPromotionSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema }, async (ctx) =>
  updateLibrary(auditSource(ctx), ctx.params.id),
);
