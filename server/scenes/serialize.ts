// User scenes as the home screen reads them (current scene, previous scenes, tile urls); the shapes are
// lib/scenes/types.ts.
import { serializeActivitySummary } from '@/server/activities/serialize';
import type { SceneState } from '@/lib/logging/constants';
import type { Tile, UserScene } from '@/lib/scenes/types';
import { tileCount } from './policy';
import type { TileRow, UserSceneRow } from './queries';

export function serializeTile(t: TileRow): Tile {
  return {
    id: t.id,
    user_activity_id: t.id,
    tile_number: t.tile_number,
    created_at: t.created_at,
    recorded_on: t.recorded_on,
    is_active: t.is_active,
    activity: serializeActivitySummary(t.activity),
  };
}

export function serializeUserScene(s: UserSceneRow, tiles: TileRow[]): UserScene {
  return {
    id: s.id,
    current_state: s.current_state as SceneState,
    is_archived: s.is_archived,
    sequence: s.sequence,
    completed_at: s.completed_at,
    created_at: s.created_at,
    tile_count: tileCount(s.scene),
    logged_count: tiles.length,
    logged_tiles: tiles.map((t) => t.tile_number).filter((n): n is number => n !== null),
    scene: {
      id: s.scene.id,
      name: s.scene.name,
      scene_type: s.scene.scene_type,
      layout_version: s.scene.layout_version,
      tile_urls: s.scene.tile_urls,
    },
  };
}
