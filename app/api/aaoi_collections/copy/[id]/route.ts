// POST /api/aaoi_collections/copy/{id} {promotion_id?, name?} — a copy of the collection owned by a promotion (its own
// copies of the activities and areas) or by the library. Dashboard, masters.
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { auditSource } from '@/server/audit/record';
import { copyCollection } from '@/server/activity-collections/mutations';
import { copyBodySchema } from '@/lib/program-design/schemas';
import { idParamSchema } from '@/lib/schemas';

export const POST = route({ response: responses.activityCollectionDetailSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema, body: copyBodySchema, status: 201 }, (ctx) =>
  copyCollection(auditSource(ctx), ctx.params.id, ctx.body.promotion_id, ctx.body.name));
