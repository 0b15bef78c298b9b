// GET /api/aaoi_collections[?all=true|promotion_id=] — activity collections: the library's, one promotion's, or all.
// POST creates one (promotion_id: owned by that promotion; none: a library collection). Dashboard, masters.
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { auditSource } from '@/server/audit/record';
import { listCollections } from '@/server/activity-collections/queries';
import { createCollection } from '@/server/activity-collections/mutations';
import { collectionIndexQuerySchema, collectionWriteSchema } from '@/lib/program-design/schemas';

export const GET = route({ response: responses.activityCollectionListSchema, scope: 'dashboard', action: 'promotions.manage', query: collectionIndexQuerySchema }, async ({ query, url }) =>
  wholeList(await listCollections(query), url));

export const POST = route({ response: responses.activityCollectionDetailSchema, scope: 'dashboard', action: 'promotions.manage', body: collectionWriteSchema, status: 201 }, (ctx) =>
  createCollection(auditSource(ctx), ctx.body));
