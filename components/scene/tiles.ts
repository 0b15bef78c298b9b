// What each tile of a scene is and does: a logged tile opens its activity; an
// empty one takes the loggable act when the scene is loggable (or sends the participant to choose one); the final
// tile appears once all the others are logged. Pure, so the rules read in one place.
import type { useTranslations } from 'next-intl';
import type { LoggableActivity } from '@/lib/logging/types';
import type { Tile, UserScene } from '@/lib/scenes/types';

/** The scene namespace's translator (tile names and scene summaries). */
export type SceneT = ReturnType<typeof useTranslations<'scene'>>;

export type TileAction = 'open' | 'log' | 'choose' | 'blocked' | 'none';

export interface TileView {
  index: number;
  /** The image of the tile once logged ('' when the scene has no art: a coloured block stands in). */
  url: string;
  logged: Tile | null;
  /** Painted: logged (or, in a thumbnail, known to be filled). */
  filled: boolean;
  isFinal: boolean;
  /** The final tile is hidden until every other tile is logged. */
  hidden: boolean;
  action: TileAction;
  /** The accessible name: 'Tile 3, logged: Breathing break' / 'Tile 4, empty: log …'. */
  label: string;
}

export interface TileContext {
  loggable: LoggableActivity | null;
  /** The scene is loggable and the day open for logging. */
  canLog: boolean;
}

export function buildTiles(t: SceneT, scene: UserScene, logged: Tile[], context: TileContext | null): TileView[] {
  const count = scene.tile_count;
  const finalIndex = count - 1;
  const byNumber = new Map(logged.filter((t) => t.tile_number !== null).map((t) => [t.tile_number!, t]));
  const finalAppears = byNumber.size >= count - 1;
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const tile = byNumber.get(index) ?? null;
    const isFinal = count > 1 && index === finalIndex;
    const base = { index, url: scene.scene.tile_urls[index] ?? '', logged: tile, filled: tile !== null, isFinal, hidden: false };
    if (tile) {
      const label = t('tileLogged', { number: n, activity: tile.activity.name, inactive: String(!tile.is_active) });
      return { ...base, action: context ? 'open' : 'none', label };
    }
    if (isFinal && !finalAppears) {
      return { ...base, hidden: true, action: 'none', label: t('tileHiddenFinal', { number: n }) };
    }
    const kind = isFinal ? 'final' : 'empty';
    if (!context || !context.canLog) return { ...base, action: context ? 'blocked' : 'none', label: t('tileBlocked', { number: n, kind }) };
    if (context.loggable) return { ...base, action: 'log', label: t('tileLog', { number: n, kind, activity: context.loggable.activity.name }) };
    return { ...base, action: 'choose', label: t('tileChoose', { number: n, kind }) };
  });
}

/** A finished or previous scene as a picture: its filled tiles painted, nothing to click. */
export function thumbnailTiles(scene: UserScene): TileView[] {
  const filled = new Set(scene.logged_tiles);
  return Array.from({ length: scene.tile_count }, (_, index) => ({
    index, url: scene.scene.tile_urls[index] ?? '', logged: null, filled: filled.has(index),
    isFinal: scene.tile_count > 1 && index === scene.tile_count - 1, hidden: false, action: 'none' as const, label: '',
  }));
}

/** The scene's picture in words, for the static thumbnails. */
export function sceneSummary(t: SceneT, scene: UserScene): string {
  return t('summary', { scene: scene.scene.name, logged: scene.logged_count, total: scene.tile_count });
}
