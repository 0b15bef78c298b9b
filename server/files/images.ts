// Image checks and re-encoding with sharp. The type comes from the bytes (file-type), never from the name or the
// client's MIME type; the header is read before any pixel is decoded, so a decompression bomb is refused from its
// declared size; every accepted image is decoded and re-encoded, which drops all metadata (EXIF, GPS, ICC, comments)
// and anything appended to or hidden in the file (a PNG carrying HTML comes out a clean PNG).
import 'server-only';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import {
  BLUR_FIT, BLUR_SIGMA, DEFAULT_FIT, IMAGE_TYPES, MAX_INPUT_PIXELS, MIN_IMAGE_SIDE, RESTRICTED_FIT, type ImageContentType,
} from '@/lib/files/constants';
import { FILE_MESSAGES } from '@/lib/files/messages';
import { Invalid } from '@/server/platform/errors';

export interface ProcessedImage {
  bytes: Uint8Array;
  contentType: ImageContentType;
  width: number;
  height: number;
}

export interface ProcessOptions {
  resizeToFit: boolean;
  allowAnimated: boolean;
}

/** sharp's format names for the types we accept. */
const SHARP_FORMAT: Record<ImageContentType, string> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/gif': 'gif', 'image/webp': 'webp' };
const isImageType = (mime: string | undefined): mime is ImageContentType => mime !== undefined && mime in IMAGE_TYPES;

// One decode at a time per CPU: a 40 MP image takes ~160 MB to decode, so a burst of uploads queues here instead of
// multiplying that. Waiting is cheap; the flood itself is throttled per user before it gets this far.
const MAX_PARALLEL = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** Decoding is bounded in pixels and time; libvips refuses past either. */
const decoder = (bytes: Uint8Array, animated: boolean) =>
  sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated, failOn: 'error' }).timeout({ seconds: 20 });

const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

async function readHeader(bytes: Uint8Array): Promise<Metadata> {
  try {
    return await decoder(bytes, true).metadata();
  } catch (error) {
    throw new Invalid(isPixelLimit(error) ? FILE_MESSAGES.tooManyPixels : FILE_MESSAGES.unreadable);
  }
}

function encode(pipeline: Sharp, type: ImageContentType): Sharp {
  switch (type) {
    case 'image/jpeg': return pipeline.jpeg({ quality: 85, mozjpeg: true });
    case 'image/png': return pipeline.png({ compressionLevel: 9, adaptiveFiltering: true });
    case 'image/webp': return pipeline.webp({ quality: 85 });
    case 'image/gif': return pipeline.gif();
  }
}

/**
 * Checks an upload by its content and returns it re-encoded: same type (jpeg, png, webp, gif), EXIF orientation
 * applied, fitted inside 1920×1080 (or 500×500), never enlarged, without any metadata.
 */
export async function processUpload(bytes: Uint8Array, options: ProcessOptions): Promise<ProcessedImage> {
  // SVG is refused: it is a document that can carry script, and nothing here sanitizes it (docs/files.md).
  const detected = await fileTypeFromBuffer(bytes);
  const type = detected?.mime;
  if (!isImageType(type)) throw new Invalid(FILE_MESSAGES.incorrectType);

  const header = await readHeader(bytes);
  if (header.format !== SHARP_FORMAT[type]) throw new Invalid(FILE_MESSAGES.incorrectType);
  const frames = header.pages ?? 1;
  const width = header.width;
  const height = header.pageHeight ?? header.height;
  if (!width || !height) throw new Invalid(FILE_MESSAGES.unreadable);
  if (width * height * frames > MAX_INPUT_PIXELS) throw new Invalid(FILE_MESSAGES.tooManyPixels);
  if (width < MIN_IMAGE_SIDE || height < MIN_IMAGE_SIDE) throw new Invalid(FILE_MESSAGES.tooSmall);
  const animated = frames > 1;
  if (animated && !options.allowAnimated) throw new Invalid(FILE_MESSAGES.animatedGif);

  const fit = options.resizeToFit ? RESTRICTED_FIT : DEFAULT_FIT;
  return withImageSlot(async () => {
    try {
      let pipeline = decoder(bytes, animated);
      // EXIF orientation (photos from phones); animations carry none, and libvips rotates them only by 180°.
      if (!animated) pipeline = pipeline.rotate();
      pipeline = pipeline.resize({ ...fit, fit: 'inside', withoutEnlargement: true });
      const { data, info } = await encode(pipeline, type).toBuffer({ resolveWithObject: true });
      return { bytes: data, contentType: type, width: info.width, height: info.pageHeight ?? info.height };
    } catch (error) {
      throw new Invalid(isPixelLimit(error) ? FILE_MESSAGES.tooManyPixels : FILE_MESSAGES.unreadable);
    }
  });
}

/** A small, strongly blurred copy of a stored image (first frame of an animation): JPEG, or PNG when it has alpha. */
export async function blurImage(bytes: Uint8Array): Promise<ProcessedImage> {
  return withImageSlot(async () => {
    try {
      const image = decoder(bytes, false);
      const { hasAlpha } = await image.metadata();
      const type: ImageContentType = hasAlpha ? 'image/png' : 'image/jpeg';
      const pipeline = image.rotate().resize({ ...BLUR_FIT, fit: 'inside', withoutEnlargement: true }).blur(BLUR_SIGMA);
      const { data, info } = await encode(pipeline, type).toBuffer({ resolveWithObject: true });
      return { bytes: data, contentType: type, width: info.width, height: info.height };
    } catch {
      throw new Invalid(FILE_MESSAGES.unreadable);
    }
  });
}
