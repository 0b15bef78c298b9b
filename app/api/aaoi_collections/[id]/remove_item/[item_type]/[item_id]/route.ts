// DELETE /api/aaoi_collections/{id}/remove_item/{item_type}/{item_id}[?override=true] — takes the item off the list;
// with override the activity or area itself is deleted too. Dashboard, masters.
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { auditSource } from '@/server/audit/record';
import { removeItem } from '@/server/activity-collections/mutations';
import { itemParamsSchema, removeItemQuerySchema } from '@/lib/program-design/schemas';

export const DELETE = route({ response: responses.activityCollectionDetailSchema, scope: 'dashboard', action: 'promotions.manage', params: itemParamsSchema, query: removeItemQuerySchema }, (ctx) =>
  removeItem(auditSource(ctx), ctx.params.id, ctx.params.item_type, ctx.params.item_id, ctx.query.override ?? false));
