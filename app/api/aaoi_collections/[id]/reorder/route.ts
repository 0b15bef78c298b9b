// POST /api/aaoi_collections/{id}/reorder {sequence: [item ids], weeks?} — the collection's activities in a new order
// (drag and drop, or move up/down). In a promotion's own collection participants see the new order at once.
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { auditSource } from '@/server/audit/record';
import { reorderActivities } from '@/server/activity-collections/mutations';
import { reorderBodySchema } from '@/lib/program-design/schemas';
import { idParamSchema } from '@/lib/schemas';

export const POST = route({ response: responses.activityCollectionDetailSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema, body: reorderBodySchema }, (ctx) =>
  reorderActivities(auditSource(ctx), ctx.params.id, ctx.body.sequence, ctx.body.weeks));
