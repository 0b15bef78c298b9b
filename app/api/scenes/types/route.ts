import { route } from '@/server/http/route';
import { SCENE_TYPE_LABELS, SCENE_TYPES } from '@/lib/scenes/admin';

// GET /scenes/types: the scene types, each with its label.
export const GET = route({ scope: 'dashboard', action: 'scenes.manage' }, () => ({
  data: SCENE_TYPES.map((value) => ({ value, label: SCENE_TYPE_LABELS[value] })),
}));
