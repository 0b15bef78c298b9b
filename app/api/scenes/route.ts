import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { auditSource } from '@/server/audit/record';
import { createScene, listScenes } from '@/server/scenes/admin';
import { sceneListQuerySchema, sceneWriteSchema } from '@/lib/scenes/admin';

// GET /scenes?type=&page_size=0: the scene library (all of it; it is small), by type then name.
export const GET = route({ response: responses.adminSceneListSchema, scope: 'dashboard', action: 'scenes.manage', query: sceneListQuerySchema }, async ({ query, url }) => {
  const data = await listScenes({ type: query.type });
  return wholeList(data, url);
});

// POST /scenes {name, scene_type, layout_version, tile_urls}
export const POST = route({ response: responses.adminSceneSchema, scope: 'dashboard', action: 'scenes.manage', body: sceneWriteSchema, status: 201 }, (ctx) => createScene(auditSource(ctx), ctx.body));
