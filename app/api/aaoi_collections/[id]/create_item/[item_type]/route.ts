// POST /api/aaoi_collections/{id}/create_item/{item_type} {item_content, week_available?} — creates an activity or an
// area of interest in the collection's owner and appends it, in one transaction. Dashboard, masters.
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { auditSource } from '@/server/audit/record';
import { createItem } from '@/server/activity-collections/mutations';
import { createItemBodySchema } from '@/lib/program-design/schemas';
import { createItemParamSchema as params } from '@/lib/program-design/schemas';

export const POST = route({ response: responses.activityCollectionDetailSchema, scope: 'dashboard', action: 'promotions.manage', params, body: createItemBodySchema, status: 201 }, (ctx) =>
  createItem(auditSource(ctx), ctx.params.id, ctx.params.item_type, ctx.body.item_content, ctx.body.week_available ?? null));
