// What the libraries and scene tiles accept: gif, jpg/jpeg, png, tiff and svg, checked by content (file-type), never
// by name. Raster images go through the upload pipeline's checks and re-encoding (server/files/images.ts). TIFF is
// converted to PNG first (browsers do not show TIFF). An SVG is a document that can carry script: one with script,
// event handlers, external references or entity declarations is refused, and an accepted one is rendered to a PNG,
// so what is stored and served can never run anything (docs/admin-scenes-and-libraries.md).
import 'server-only';
import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_INPUT_PIXELS, MIN_IMAGE_SIDE } from '@/lib/files/constants';
import { FILE_MESSAGES } from '@/lib/files/messages';
import { GALLERY_MESSAGES } from '@/lib/gallery/types';
import { Invalid } from '@/server/platform/errors';
import { processUpload, type ProcessedImage } from '@/server/files/images';

const RASTER = new Set(['image/png', 'image/jpeg', 'image/gif']);

/**
 * What makes an SVG unsafe to keep: script elements (any namespace prefix), event handler attributes, javascript:
 * (also entity-encoded: any href other than a fragment or an inline raster image is refused), foreignObject (HTML
 * inside), embedded documents, animations that rewrite an href, DOCTYPE and entity declarations, external CSS.
 */
const SVG_DANGERS: RegExp[] = [
  /<\s*([\w-]+:)?script\b/i,
  /\son[a-z]+\s*=/i,
  /javascript\s*:/i,
  /<\s*([\w-]+:)?foreignObject\b/i,
  /<\s*([\w-]+:)?(iframe|embed|object|audio|video|handler|listener)\b/i,
  /\bhref\s*=\s*(?:"\s*(?!#|data:image\/(png|jpeg|gif);base64,)|'\s*(?!#|data:image\/(png|jpeg|gif);base64,)|(?!["'#]|data:image\/(png|jpeg|gif);base64,))/i,
  /<\s*([\w-]+:)?(set|animate)\b[^>]*attributeName\s*=\s*["']?\s*(xlink:)?href/i,
  /<!\s*(DOCTYPE|ENTITY)/i,
  /@import|url\(\s*["']?\s*(https?:|\/\/|javascript:|data:(?!image\/(png|jpeg|gif);))/i,
];

/** The text of an SVG document, or null when the bytes are not one. */
export function svgText(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
  // An optional XML declaration, comments and DOCTYPE (which svgIsSafe refuses), then the svg root element.
  const start = text.replace(/^\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>)\s*)*/i, '');
  return /^<svg[\s>]/i.test(start) ? text : null;
}

export function svgIsSafe(text: string): boolean {
  return !SVG_DANGERS.some((danger) => danger.test(text));
}

/** Renders a checked SVG at a density that makes its smaller side at least the upload minimum. */
async function rasterizeSvg(bytes: Uint8Array): Promise<Uint8Array> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const side = Math.max(1, Math.min(meta.width ?? 0, meta.height ?? 0));
    const scale = Math.min(16, Math.max(1, Math.ceil(MIN_IMAGE_SIDE / side)));
    return await sharp(bytes, { density: 72 * scale, limitInputPixels: MAX_INPUT_PIXELS }).png().toBuffer();
  } catch {
    throw new Invalid(FILE_MESSAGES.unreadable);
  }
}

async function tiffToPng(bytes: Uint8Array): Promise<Uint8Array> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).png().toBuffer();
  } catch (error) {
    throw new Invalid(error instanceof Error && /pixel limit/i.test(error.message) ? FILE_MESSAGES.tooManyPixels : FILE_MESSAGES.unreadable);
  }
}

/** Checks an image of the libraries (or a scene tile) by content and returns it re-encoded, without metadata. */
export async function processLibraryImage(bytes: Uint8Array): Promise<ProcessedImage> {
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  if (detected && RASTER.has(detected)) return processUpload(bytes, { resizeToFit: false, allowAnimated: true });
  if (detected === 'image/tiff') return processUpload(await tiffToPng(bytes), { resizeToFit: false, allowAnimated: false });
  if (detected === undefined || detected === 'application/xml') {
    const text = svgText(bytes);
    if (text !== null) {
      if (!svgIsSafe(text)) throw new Invalid(GALLERY_MESSAGES.svgScript);
      return processUpload(await rasterizeSvg(bytes), { resizeToFit: false, allowAnimated: false });
    }
  }
  throw new Invalid(GALLERY_MESSAGES.incorrectType);
}
