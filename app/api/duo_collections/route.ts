import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { auditSource } from '@/server/audit/record';
import { createDuoCollection, listDuoCollections } from '@/server/duo-templates/admin';
import { duoCollectionWriteSchema } from '@/lib/scenes/admin';
import { collectionListQuerySchema as query } from '@/lib/scenes/schemas';

// GET /duo_collections: every duo collection with its templates in order.
export const GET = route({ response: responses.adminDuoCollectionListSchema, scope: 'dashboard', action: 'scenes.manage', query }, async ({ url }) => {
  const data = await listDuoCollections();
  return wholeList(data, url);
});

// POST /duo_collections {name, duo_template_ids}
export const POST = route({ response: responses.adminDuoCollectionSchema, scope: 'dashboard', action: 'scenes.manage', body: duoCollectionWriteSchema, status: 201 }, (ctx) =>
  createDuoCollection(auditSource(ctx), ctx.body));
