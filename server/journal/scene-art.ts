// A participant's scene as a picture for the journey PDF: the same picture My Journey's thumbnails show
// (components/scene/scene-canvas.tsx without `onTile`): layout 1 a grid of tiles, the filled ones painted and the
// others a muted block; layout 2 the filled layers stacked on the 770 × 630 canvas (the final motif last) over a
// muted canvas where the empty parts are outlined. Rendered with sharp to a PNG that pdfkit embeds.
//
// Tiles are read only from where the product keeps them: this app's public files (/demo/…) and its own file storage
// (/api/files/{key}). Anything else (an address on another host) is left unpainted: the server never fetches a URL
// a scene names, so a scene cannot make it call out.
import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { FILES_PATH, MAX_INPUT_PIXELS } from '@/lib/files/constants';
import { CANVAS, gridColumns, layeredAreas } from '@/lib/scenes/layouts';
import { fileStorage, isStorageKey } from '@/server/files/storage';

export interface SceneArtInput {
  layoutVersion: number;
  tileUrls: string[];
  tileCount: number;
  /** Tile numbers (0-based indexes into tileUrls) the participant logged. */
  filledTiles: number[];
}

// The thumbnails' colours (the design tokens surface-muted, line and brand) as the PDF's light page shows them.
const MUTED = '#eef1f0';
const LINE = '#c9d3d0';
const BRAND = '#0f766e';

const PUBLIC_DIR = path.join(process.cwd(), 'public');

/** The bytes of a tile image the product itself serves, or null (missing, or not ours to read). */
export async function tileBytes(url: string): Promise<Buffer | null> {
  if (!url) return null;
  const pathname = url.split(/[?#]/)[0]!;
  try {
    if (pathname.startsWith(`${FILES_PATH}/`)) {
      const key = decodeURIComponent(pathname.slice(FILES_PATH.length + 1));
      if (!isStorageKey(key)) return null;
      const stored = await fileStorage().get(key);
      return stored ? Buffer.from(stored.bytes) : null;
    }
    if (pathname.startsWith('/') && !pathname.startsWith('//') && !pathname.startsWith('/api/')) {
      const file = path.resolve(PUBLIC_DIR, `.${decodeURIComponent(pathname)}`);
      if (!file.startsWith(PUBLIC_DIR + path.sep)) return null; // ../ out of public/
      return await readFile(file);
    }
  } catch {
    return null; // unreadable or gone: the tile stays unpainted, the PDF is still made
  }
  return null;
}

/**
 * Scaled tiles already drawn, newest last: every participant of a program has the same few scenes, and a tile's
 * bytes never change under its address (public files ship with the build; stored files get a new key when replaced).
 * Small: a scaled tile is tens of kilobytes.
 */
const TILE_CACHE_SIZE = 64;
const tileCache = new Map<string, Promise<Buffer | null>>();

async function drawTile(url: string, width: number, height: number, fit: 'cover' | 'fill'): Promise<Buffer | null> {
  const bytes = await tileBytes(url);
  if (!bytes) return null;
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).timeout({ seconds: 10 })
      .resize(width, height, { fit }).png().toBuffer();
  } catch {
    return null;
  }
}

/** One tile scaled to its box, or null when it cannot be drawn (a miss is not kept: the file may appear). */
function tileImage(url: string, width: number, height: number, fit: 'cover' | 'fill'): Promise<Buffer | null> {
  const key = `${width}x${height}:${fit}:${url}`;
  const cached = tileCache.get(key);
  if (cached) {
    tileCache.delete(key); // most recently used last
    tileCache.set(key, cached);
    return cached;
  }
  const drawn = drawTile(url, width, height, fit);
  tileCache.set(key, drawn);
  void drawn.then((image) => {
    if (!image) tileCache.delete(key);
  });
  if (tileCache.size > TILE_CACHE_SIZE) tileCache.delete(tileCache.keys().next().value!);
  return drawn;
}

const svg = (width: number, height: number, body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`);

async function gridArt(scene: SceneArtInput, width: number): Promise<Buffer> {
  const filled = new Set(scene.filledTiles);
  const cols = gridColumns(scene.tileCount);
  const rows = Math.ceil(scene.tileCount / cols);
  const gap = Math.max(1, Math.round(width / 240));
  const cell = Math.floor((width - gap * (cols - 1)) / cols);
  const height = rows * cell + (rows - 1) * gap;
  const at = (i: number) => ({ left: (i % cols) * (cell + gap), top: Math.floor(i / cols) * (cell + gap) });
  // Every cell starts as the muted block; a filled tile without art is a brand-coloured one, as on the page.
  const cells = Array.from({ length: scene.tileCount }, (_, i) => {
    const { left, top } = at(i);
    return `<rect x="${left}" y="${top}" width="${cell}" height="${cell}" rx="${Math.round(cell / 16)}" fill="${filled.has(i) ? BRAND : MUTED}"/>`;
  }).join('');
  const tiles = await Promise.all([...filled].filter((i) => i < scene.tileCount).map(async (i) => {
    const image = await tileImage(scene.tileUrls[i] ?? '', cell, cell, 'cover');
    return image ? { input: image, ...at(i) } : null;
  }));
  return sharp(svg(width, height, cells)).composite(tiles.filter((t) => t !== null)).png().toBuffer();
}

async function layeredArt(scene: SceneArtInput, width: number): Promise<Buffer> {
  const filled = new Set(scene.filledTiles);
  const height = Math.round((width * CANVAS.height) / CANVAS.width);
  const areas = layeredAreas(scene.tileCount);
  const finalIndex = scene.tileCount > 1 ? scene.tileCount - 1 : -1;
  // The empty background parts, outlined as on the page (the final motif's place stays plain until it is there).
  const outlines = areas
    .map((polygon, i) => (filled.has(i) || i === finalIndex ? '' : `<polygon points="${polygon.map(([x, y]) => `${x},${y}`).join(' ')}" fill="${MUTED}" stroke="${LINE}" stroke-width="3" stroke-dasharray="10 8"/>`))
    .join('');
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${CANVAS.width} ${CANVAS.height}" preserveAspectRatio="none">` +
      `<rect width="${CANVAS.width}" height="${CANVAS.height}" fill="${MUTED}"/>${outlines}</svg>`,
  );
  const order = [...filled].filter((i) => i < scene.tileCount).sort((a, b) => Number(a === finalIndex) - Number(b === finalIndex) || a - b);
  const layers = await Promise.all(order.map((i) => tileImage(scene.tileUrls[i] ?? '', width, height, 'fill')));
  return sharp(background).composite(layers.filter((l) => l !== null).map((input) => ({ input, left: 0, top: 0 }))).png().toBuffer();
}

/**
 * The scene as a PNG `width` pixels wide (its height follows the layout), on the page's white (no alpha channel: the
 * PDF embeds one image, not an image and its mask); null only if sharp itself fails.
 */
export async function renderSceneArt(scene: SceneArtInput, width: number): Promise<Buffer | null> {
  try {
    const art = scene.layoutVersion === 2 ? await layeredArt(scene, width) : await gridArt(scene, width);
    return await sharp(art).flatten({ background: '#ffffff' }).png().toBuffer();
  } catch {
    return null;
  }
}
