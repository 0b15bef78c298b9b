import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { auditSource } from '@/server/audit/record';
import { createLocation } from '@/server/locations/admin';
import { locationAdminQuerySchema, locationWriteSchema } from '@/lib/locations/schemas';
import type { LocationTreeAnswer } from '@/lib/locations/types';

// POST /locations?promotion_id {name, tag, parent_location_id}: added last under its parent; answers the new tree.
export const POST = route(
  { response: responses.locationTreeAnswerSchema, scope: 'dashboard', action: 'promotions.manage', query: locationAdminQuerySchema, body: locationWriteSchema, status: 201 },
  async (ctx): Promise<LocationTreeAnswer> => wholeList(await createLocation(auditSource(ctx), (await requireAdminPromotion(ctx.query.promotion_id)).id, ctx.body), ctx.url),
);
