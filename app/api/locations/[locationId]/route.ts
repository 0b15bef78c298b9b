import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { auditSource } from '@/server/audit/record';
import { deleteLocation, updateLocation } from '@/server/locations/admin';
import { locationParamsSchema, locationAdminQuerySchema, locationWriteSchema } from '@/lib/locations/schemas';
import type { LocationTreeAnswer } from '@/lib/locations/types';

const spec = { scope: 'dashboard', action: 'promotions.manage', params: locationParamsSchema, query: locationAdminQuerySchema } as const;

// PUT /locations/{locationId}?promotion_id {name, tag, parent_location_id?}: a new parent under itself or below it is
// 422 'Update Parent Location Failed'; another promotion's location is 404 'Could not save Location'.
export const PUT = route({ response: responses.locationTreeAnswerSchema, ...spec, body: locationWriteSchema }, async (ctx): Promise<LocationTreeAnswer> =>
  wholeList(await updateLocation(auditSource(ctx), (await requireAdminPromotion(ctx.query.promotion_id)).id, ctx.params.locationId, ctx.body), ctx.url));

// DELETE /locations/{locationId}?promotion_id: the location and everything below it; answers the new tree.
export const DELETE = route({ ...spec, response: responses.locationTreeAnswerSchema }, async (ctx): Promise<LocationTreeAnswer> =>
  wholeList(await deleteLocation(auditSource(ctx), (await requireAdminPromotion(ctx.query.promotion_id)).id, ctx.params.locationId), ctx.url));
