import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { auditSource } from '@/server/audit/record';
import { createSceneCollection, listSceneCollections } from '@/server/scenes/admin';
import { sceneCollectionWriteSchema } from '@/lib/scenes/admin';
import { collectionListQuerySchema as query } from '@/lib/scenes/schemas';

// GET /collections?all=true: every scene collection with its scenes in order, scene_count and tile_count.
export const GET = route({ response: responses.adminSceneCollectionListSchema, scope: 'dashboard', action: 'scenes.manage', query }, async ({ url }) => {
  const data = await listSceneCollections();
  return wholeList(data, url);
});

// POST /collections {name, scene_ids}
export const POST = route({ response: responses.adminSceneCollectionSchema, scope: 'dashboard', action: 'scenes.manage', body: sceneCollectionWriteSchema, status: 201 }, (ctx) =>
  createSceneCollection(auditSource(ctx), ctx.body));
