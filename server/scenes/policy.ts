// Scene rules: a scene is loggable, completed or eop; a click on a free tile of a loggable scene logs the waiting act
// there.
import { Invalid } from '@/server/platform/errors';
import { TILES_BY_LAYOUT } from '@/lib/logging/constants';
import { LOGGING_MESSAGES } from '@/lib/logging/messages';

/**
 * Completing a scene sets goal_hit and clears seen_goal_hit, so the celebration shows once.
 * completeScene (mutations.ts) writes these flags; logActivity returns them so the response carries them.
 */
export const SCENE_COMPLETED_FLAGS = { goal_hit: true, seen_goal_hit: false } as const;

/** Tiles of a scene: one per tile url; a scene without urls falls back to its layout's count. */
export function tileCount(scene: { tile_urls: string[]; layout_version: number }): number {
  return scene.tile_urls.length || TILES_BY_LAYOUT[scene.layout_version] || TILES_BY_LAYOUT[2]!;
}

/**
 * The tile a new activity fills: the requested one, checked, or (auto) the first free one. Tile numbers are the
 * 0-based index into tile_urls. The final tile only appears when every other tile is logged, so it can be filled
 * only last.
 */
export function chooseTile(count: number, taken: number[], requested: number | undefined, auto: boolean): number {
  const finalTile = count - 1;
  const takenSet = new Set(taken);
  if (requested === undefined) {
    if (!auto) throw new Invalid(LOGGING_MESSAGES.tileRequired);
    for (let t = 0; t < finalTile; t++) if (!takenSet.has(t)) return t;
    return finalTile;
  }
  if (requested >= count) throw new Invalid(LOGGING_MESSAGES.tileOutOfRange);
  if (takenSet.has(requested)) throw new Invalid(LOGGING_MESSAGES.tileTaken);
  if (requested === finalTile && takenSet.size < finalTile) throw new Invalid(LOGGING_MESSAGES.finalTileLast);
  return requested;
}

/** Only a finished scene (completed or eop) is archived from the 'finished work' dialog. */
export function assertArchivable(scene: { current_state: string }): void {
  if (scene.current_state === 'loggable') throw new Invalid(LOGGING_MESSAGES.onlyFinishedScenes);
}
