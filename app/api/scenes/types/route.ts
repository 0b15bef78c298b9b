import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { SCENE_TYPE_LABELS, SCENE_TYPES } from '@/lib/scenes/admin';

// GET /scenes/types: the scene types, each with its label.
export const GET = route({ response: responses.sceneTypeListSchema, scope: 'dashboard', action: 'scenes.manage' }, ({ url }) =>
  wholeList(SCENE_TYPES.map((value) => ({ value, label: SCENE_TYPE_LABELS[value] })), url));
