import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { auditSource } from '@/server/audit/record';
import { reorderLocations } from '@/server/locations/admin';
import { locationAdminQuerySchema, locationReorderSchema } from '@/lib/locations/schemas';
import type { LocationTreeAnswer } from '@/lib/locations/types';

// POST /locations/reorder?promotion_id {parent_location_id, sequence: [ids]}: the parent's children in this order; a
// listed location from elsewhere moves under the parent. 422 'Update Parent Location Failed' for a move into itself.
export const POST = route(
  { response: responses.locationTreeAnswerSchema, scope: 'dashboard', action: 'promotions.manage', query: locationAdminQuerySchema, body: locationReorderSchema },
  async (ctx): Promise<LocationTreeAnswer> => wholeList(await reorderLocations(auditSource(ctx), (await requireAdminPromotion(ctx.query.promotion_id)).id, ctx.body), ctx.url),
);
