// Where the tiles of a scene sit, for the scene screens and the journey PDF's pictures alike: layout version 1 is a
// grid (10 tiles, 5 × 2); version 2 stacks 5 full-canvas layers on a 770 × 630 canvas, each tile clickable over the
// part it paints.

export const CANVAS = { width: 770, height: 630 } as const;

/** A tile's hit area on the layout 2 canvas, as a polygon in canvas pixels. */
export type Polygon = ReadonlyArray<readonly [number, number]>;

// The four background parts of the layered demo art (prisma/seed/art/scenes.ts cuts the same quarters, with 2 px of
// overlap so the stacked layers never show a seam); the final tile is the motif, reached in the middle.
const QUARTERS: Polygon[] = [
  [[0, 0], [422, 0], [352, 317], [0, 317]],
  [[418, 0], [770, 0], [770, 317], [348, 317]],
  [[0, 313], [352, 313], [302, 630], [0, 630]],
  [[348, 313], [770, 313], [770, 630], [298, 630]],
];
const FINAL_AREA: Polygon = [[295, 225], [475, 225], [475, 405], [295, 405]];

const rect = (x: number, y: number, w: number, h: number): Polygon => [[x, y], [x + w, y], [x + w, y + h], [x, y + h]];

/** Hit areas of a layout 2 scene with `count` tiles: the demo quarters for 5, an even grid of the canvas otherwise. */
export function layeredAreas(count: number): Polygon[] {
  if (count === 5) return [...QUARTERS, FINAL_AREA];
  const parts = Math.max(1, count - 1);
  const cols = Math.ceil(Math.sqrt(parts));
  const rows = Math.ceil(parts / cols);
  const w = CANVAS.width / cols;
  const h = CANVAS.height / rows;
  const areas = Array.from({ length: parts }, (_, i) => rect((i % cols) * w, Math.floor(i / cols) * h, w, h));
  return count > 1 ? [...areas, FINAL_AREA] : areas;
}

export interface PlacedArea {
  /** The box around the polygon, in percent of the canvas. */
  box: { left: number; top: number; width: number; height: number };
  /** The polygon relative to its box, in percent (CSS clip-path and the focus outline). */
  points: Array<[number, number]>;
}

export function placeArea(polygon: Polygon): PlacedArea {
  const xs = polygon.map(([x]) => x);
  const ys = polygon.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const w = maxX - minX || 1;
  const h = maxY - minY || 1;
  return {
    box: { left: (minX / CANVAS.width) * 100, top: (minY / CANVAS.height) * 100, width: (w / CANVAS.width) * 100, height: (h / CANVAS.height) * 100 },
    points: polygon.map(([x, y]) => [((x - minX) / w) * 100, ((y - minY) / h) * 100]),
  };
}

/** Columns of a layout 1 grid: 5 × 2 for the standard 10 tiles. */
export function gridColumns(count: number): number {
  return count >= 10 ? 5 : Math.max(1, Math.ceil(count / 2));
}
