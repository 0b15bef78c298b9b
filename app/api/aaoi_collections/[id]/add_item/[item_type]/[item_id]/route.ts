// PUT /api/aaoi_collections/{id}/add_item/{item_type}/{item_id} [{week_available}] — appends an activity or area of
// interest of the collection's owner. Dashboard, masters.
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { auditSource } from '@/server/audit/record';
import { addItem } from '@/server/activity-collections/mutations';
import { addItemBodySchema, itemParamsSchema } from '@/lib/program-design/schemas';

export const PUT = route({ response: responses.activityCollectionDetailSchema, scope: 'dashboard', action: 'promotions.manage', params: itemParamsSchema, body: addItemBodySchema }, (ctx) =>
  addItem(auditSource(ctx), ctx.params.id, ctx.params.item_type, ctx.params.item_id, ctx.body.week_available));
