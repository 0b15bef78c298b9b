import { route } from '@/server/http/route';
import { auditSource } from '@/server/audit/record';
import { createLocation } from '@/server/locations/admin';
import { locationQuerySchema, locationWriteSchema } from '@/lib/locations/schemas';
import type { LocationTreeAnswer } from '@/lib/locations/types';

// POST /locations?promotion_id {name, tag, parent_location_id}: added last under its parent; answers the new tree.
export const POST = route(
  { scope: 'promotion', action: 'promotions.manage', promotionParam: 'promotion_id', query: locationQuerySchema, body: locationWriteSchema, status: 201 },
  async (ctx): Promise<LocationTreeAnswer> => ({ data: await createLocation(auditSource(ctx), ctx.promotion.id, ctx.body) }),
);
