// The JSON of user scenes and their logged tiles: returned by
// server/scenes/serialize.ts, read by the home screen through lib/query/logging.ts.
import type { ActivitySummary } from '@/lib/activities/types';
import type { SceneState } from '@/lib/logging/constants';

/** A logged activity in its tile of a scene. */
export interface Tile {
  id: number;
  user_activity_id: number;
  tile_number: number | null;
  created_at: string;
  recorded_on: string | null;
  is_active: boolean;
  activity: ActivitySummary;
}

/** A user scene; also the answer of PUT /user_scenes/{id}. */
export interface UserScene {
  id: number;
  current_state: SceneState;
  is_archived: boolean;
  sequence: number;
  completed_at: string | null;
  created_at: string;
  tile_count: number;
  logged_count: number;
  logged_tiles: number[];
  scene: { id: number; name: string; scene_type: string; layout_version: number; tile_urls: string[] };
}
