// GET/PUT/DELETE /api/aaoi_collections/{id} — one activity collection with its items; rename; delete (its activities
// and areas stay with their owner). Dashboard, masters.
import { z } from 'zod';
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { NotFound } from '@/server/platform/errors';
import { auditSource } from '@/server/audit/record';
import { findCollection } from '@/server/activity-collections/queries';
import { deleteCollection, renameCollection } from '@/server/activity-collections/mutations';
import { idParamSchema } from '@/lib/schemas';
import { collectionWriteSchema } from '@/lib/program-design/schemas';
import { PROGRAM_DESIGN_MESSAGES as M } from '@/lib/program-design/messages';

export const GET = route({ response: responses.activityCollectionDetailSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema }, async ({ params }) => {
  const collection = await findCollection(params.id);
  if (!collection) throw new NotFound(M.collectionNotFound);
  return collection;
});

export const PUT = route({ response: responses.activityCollectionDetailSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema, body: collectionWriteSchema.pick({ name: true }) satisfies z.ZodType }, (ctx) =>
  renameCollection(auditSource(ctx), ctx.params.id, ctx.body.name));

export const DELETE = route({ status: 204, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema }, async (ctx) => {
  await deleteCollection(auditSource(ctx), ctx.params.id);
});
