import { route } from '@/server/http/route';
import { untypedListSchema } from '@/lib/list-response';
import { wholeList } from '@/server/platform/pagination';
import { SCENE_TYPE_LABELS, SCENE_TYPES } from '@/lib/scenes/admin';

// GET /scenes/types: the scene types, each with its label.
export const GET = route({ response: untypedListSchema, scope: 'dashboard', action: 'scenes.manage' }, ({ url }) =>
  wholeList(SCENE_TYPES.map((value) => ({ value, label: SCENE_TYPE_LABELS[value] })), url));
