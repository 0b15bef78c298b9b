'use client';
// A scene drawn from its tile_urls: layout 1 as a grid of tiles, layout 2 as layers
// stacked on a 770 × 630 canvas that scales with its column and keeps its aspect. With `onTile` every tile is a real
// button named by what it holds or does; without, the scene is one image for thumbnails.
import type { CSSProperties } from 'react';
import type { UserScene } from '@/lib/scenes/types';
import { CANVAS, gridColumns, layeredAreas, placeArea } from '@/lib/scenes/layouts';
import type { TileView } from './tiles';

export interface SceneCanvasProps {
  scene: UserScene;
  tiles: TileView[];
  onTile?: (tile: TileView) => void;
  /** The tile being saved: shows a spinner and ignores clicks. */
  busyIndex?: number | null;
  /** The accessible name of the tile list (interactive) or the picture (static). */
  label: string;
  className?: string;
  /** The tile just logged: its art blooms in with a glow (a small celebration; still under reduced motion). */
  celebrateIndex?: number | null;
}

const GLOW = 'pointer-events-none absolute inset-0 animate-tile-glow bg-white motion-reduce:hidden';

export function SceneCanvas(props: SceneCanvasProps) {
  return props.scene.scene.layout_version === 2 ? <LayeredScene {...props} /> : <GridScene {...props} />;
}

const PlusIcon = ({ className = 'size-6' }: { className?: string }) => (
  <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" aria-hidden="true">
    <path d="M12 5v14M5 12h14" />
  </svg>
);

const StarIcon = ({ className = 'size-6' }: { className?: string }) => (
  <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true">
    <path d="M12 2.8l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3.1-5.4 3.1 1.2-6-4.5-4.2 6.1-.7z" />
  </svg>
);

const TileSpinner = () => (
  <svg className="relative size-7 animate-spin text-brand" viewBox="0 0 24 24" fill="none" aria-hidden="true">
    <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
    <path d="M21.5 12a9.5 9.5 0 0 0-9.5-9.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
  </svg>
);

/** What an unlogged tile shows: a plus when it can take the act, a star on the final tile. Positioned, so it sits
 *  above the tile's preview. */
function EmptyMark({ tile, busy }: { tile: TileView; busy: boolean }) {
  if (busy) return <TileSpinner />;
  if (tile.isFinal) return <StarIcon className="relative size-[38%] max-h-10 max-w-10 min-h-5 min-w-5" />;
  return tile.action === 'log' || tile.action === 'choose' ? <PlusIcon className="relative size-[34%] max-h-9 max-w-9 min-h-4 min-w-4 drop-shadow-[0_0_3px_var(--color-surface)]" /> : null;
}

/**
 * The picture being built: an empty tile shows its own part of the finished scene, faint, under its mark, so a
 * newcomer sees from the first minute what the tiles add up to; logging fills it in. Not on the final tile (its
 * motif stays a surprise). Faint enough that the mark and the tile's name stay the thing read: fainter still in
 * high contrast, and under forced colours (an image keeps its own colours whatever the user's palette) barely there.
 * Nothing moves, so reduced motion has nothing to stop.
 */
const PREVIEW = 'pointer-events-none absolute inset-0 size-full object-cover opacity-25 saturate-50 hc:opacity-15 forced-colors:opacity-10';


function GridScene({ scene, tiles, onTile, busyIndex, label, className = '', celebrateIndex = null }: SceneCanvasProps) {
  const style: CSSProperties = { gridTemplateColumns: `repeat(${gridColumns(tiles.length)}, minmax(0, 1fr))` };
  const cell = 'relative block aspect-square w-full overflow-hidden rounded-md sm:rounded-lg';
  const emptyLook = (tile: TileView) =>
    tile.isFinal
      ? 'bg-accent-soft text-accent ring-2 ring-accent ring-inset'
      : tile.action === 'log'
        ? 'bg-brand-soft text-brand ring-2 ring-brand/60 ring-inset hover:bg-brand-soft/70'
        : 'bg-surface-muted text-ink-muted ring-1 ring-line ring-inset';

  if (!onTile) {
    return (
      <div role="img" aria-label={label} className={`grid gap-0.5 ${className}`} style={style}>
        {tiles.map((tile) => (
          <div key={tile.index} className={`${cell} ${tile.filled ? '' : 'bg-surface-muted'}`}>
            {tile.filled && tile.url ? <img src={tile.url} alt="" className="size-full object-cover" /> : null}
          </div>
        ))}
      </div>
    );
  }
  return (
    <ol aria-label={label} className={`grid gap-1 sm:gap-1.5 ${className}`} style={style} data-layout="1" data-scene-id={scene.id}>
      {tiles.map((tile) => (
        <li key={tile.index} className="min-w-0">
          {tile.hidden ? (
            // Not a control yet: the final tile "appears" once all others are logged.
            <div className={`${cell} border-2 border-dashed border-line bg-surface/60`}>
              <span className="sr-only">{tile.label}</span>
            </div>
          ) : (
            <button
              type="button"
              aria-label={tile.label}
              aria-disabled={tile.action === 'blocked' || busyIndex != null || undefined}
              aria-busy={busyIndex === tile.index || undefined}
              data-tile={tile.index}
              data-state={tile.logged ? 'logged' : tile.isFinal ? 'final' : 'empty'}
              onClick={() => onTile(tile)}
              className={`${cell} grid place-items-center transition focus-visible:z-10 ${tile.logged ? 'hover:brightness-105' : emptyLook(tile)} ${
                tile.logged && !tile.logged.is_active ? 'opacity-50 grayscale' : ''
              }`}
            >
              {!tile.logged && !tile.isFinal && tile.url ? <img src={tile.url} alt="" className={PREVIEW} data-preview="" /> : null}
              {tile.logged && tile.url ? (
                <img src={tile.url} alt="" className={`absolute inset-0 size-full object-cover ${celebrateIndex === tile.index ? 'animate-tile-reveal motion-reduce:animate-none' : ''}`} />
              ) : null}
              {tile.logged && !tile.url ? <span className="absolute inset-0 bg-brand/70" /> : null}
              {tile.logged && celebrateIndex === tile.index ? <span className={GLOW} aria-hidden="true" /> : null}
              {!tile.logged ? <EmptyMark tile={tile} busy={busyIndex === tile.index} /> : null}
            </button>
          )}
        </li>
      ))}
    </ol>
  );
}

const toPoints = (points: Array<[number, number]>) => points.map(([x, y]) => `${x},${y}`).join(' ');

function LayeredScene({ scene, tiles, onTile, busyIndex, label, className = '', celebrateIndex = null }: SceneCanvasProps) {
  const areas = layeredAreas(tiles.length).map(placeArea);
  // The final tile is the motif, painted over the background parts: draw it last.
  const painted = tiles.filter((t) => t.filled && t.url).sort((a, b) => Number(a.isFinal) - Number(b.isFinal) || a.index - b.index);
  const emptyParts = tiles.filter((t) => !t.filled && !t.isFinal);
  const frame = `relative aspect-[770/630] w-full overflow-hidden rounded-2xl bg-surface-muted ${className}`;

  const picture = (
    <>
      {/* Empty parts: a soft placeholder over each unpainted part of the canvas. */}
      <svg viewBox={`0 0 ${CANVAS.width} ${CANVAS.height}`} className="absolute inset-0 size-full" aria-hidden="true">
        {emptyParts.map((t) => {
          const polygon = layeredAreas(tiles.length)[t.index]!;
          return (
            <polygon
              key={t.index}
              points={polygon.map(([x, y]) => `${x},${y}`).join(' ')}
              className={t.action === 'log' ? 'fill-brand-soft stroke-brand/50' : 'fill-surface-muted stroke-line'}
              strokeWidth="3"
              strokeDasharray="10 8"
            />
          );
        })}
      </svg>
      {/* The picture being built: each empty part shows its own art, faint (PREVIEW above); only where tiles are buttons. */}
      {onTile ? emptyParts.filter((t) => t.url).map((t) => <img key={`preview-${t.index}`} src={t.url} alt="" className={PREVIEW} data-preview="" />) : null}
      {painted.map((t) => (
        <img
          key={t.index}
          src={t.url}
          alt=""
          className={`absolute inset-0 size-full ${t.logged?.is_active === false ? 'opacity-50 grayscale' : ''} ${t.index === celebrateIndex ? 'animate-tile-reveal motion-reduce:animate-none' : ''}`}
        />
      ))}
    </>
  );

  if (!onTile) {
    return (
      <div role="img" aria-label={label} className={frame}>
        {picture}
      </div>
    );
  }
  return (
    <div className={frame} data-layout="2" data-scene-id={scene.id}>
      {picture}
      <ol aria-label={label} className="absolute inset-0">
        {tiles.map((tile) => {
          const area = areas[tile.index]!;
          const style: CSSProperties = {
            left: `${area.box.left}%`, top: `${area.box.top}%`, width: `${area.box.width}%`, height: `${area.box.height}%`,
          };
          if (tile.hidden) {
            return (
              <li key={tile.index} className="sr-only">
                {tile.label}
              </li>
            );
          }
          const finalReady = tile.isFinal && !tile.logged;
          return (
            <li key={tile.index} className={`absolute ${tile.isFinal ? 'z-10 grid place-items-center' : ''}`} style={style}>
              <button
                type="button"
                aria-label={tile.label}
                aria-disabled={tile.action === 'blocked' || busyIndex != null || undefined}
                aria-busy={busyIndex === tile.index || undefined}
                data-tile={tile.index}
                data-state={tile.logged ? 'logged' : tile.isFinal ? 'final' : 'empty'}
                onClick={() => onTile(tile)}
                // The part's own outline is its hit area and focus ring: clicks between parts reach the right tile.
                style={finalReady ? undefined : { clipPath: `polygon(${area.points.map(([x, y]) => `${x}% ${y}%`).join(', ')})` }}
                className={
                  finalReady
                    ? 'grid size-[62%] min-h-14 min-w-14 place-items-center rounded-full bg-accent-soft text-accent shadow-card ring-4 ring-accent/70 transition hover:scale-105 focus-visible:outline-offset-4'
                    : 'group relative grid size-full place-items-center text-brand outline-none transition hover:bg-white/15'
                }
              >
                {finalReady ? (
                  busyIndex === tile.index ? <TileSpinner /> : <StarIcon className="size-1/2" />
                ) : (
                  <>
                    {!tile.logged ? <EmptyMark tile={tile} busy={busyIndex === tile.index} /> : null}
                    {tile.logged && celebrateIndex === tile.index ? <span className={GLOW} aria-hidden="true" /> : null}
                    <svg viewBox="0 0 100 100" preserveAspectRatio="none" className="pointer-events-none absolute inset-0 size-full opacity-0 group-focus-visible:opacity-100" aria-hidden="true">
                      <polygon points={toPoints(area.points)} fill="none" className="stroke-focus" strokeWidth="8" vectorEffect="non-scaling-stroke" />
                    </svg>
                  </>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
