// The browser side of uploads: cropping a picked image into a blob, and sending it to POST /api/files/upload.
import { api, ApiError } from '@/lib/api-client';
import { FILE_MESSAGES } from './messages';
import { DEFAULT_FIT, MIN_IMAGE_SIDE, RESTRICTED_FIT } from './constants';
import type { UploadResponse } from './types';

export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface UploadOptions {
  resizeToFit?: boolean;
  allowAnimatedGif?: boolean;
  secure?: boolean;
  /** On the dashboard host: whose promotion the photo belongs to. */
  promotionId?: number;
}

/** The type the cropped canvas is saved as: PNG keeps transparency, WebP stays WebP, everything else JPEG. */
function outputType(sourceType: string): 'image/png' | 'image/webp' | 'image/jpeg' {
  if (sourceType === 'image/png' || sourceType === 'image/webp') return sourceType;
  return 'image/jpeg';
}

const EXTENSION = { 'image/png': 'png', 'image/webp': 'webp', 'image/jpeg': 'jpg' } as const;

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image'));
    image.src = url;
  });
}

/** Is the cropped part too small for the server (under 150 px on a side)? Checked before anything is sent. */
export const cropTooSmall = (rect: CropRect) => Math.round(rect.width) < MIN_IMAGE_SIDE || Math.round(rect.height) < MIN_IMAGE_SIDE;

/**
 * Draws the crop (in the image's own pixels) into a canvas no larger than the server would store anyway (1920×1080,
 * or 500×500 with resizeToFit), so the upload is small and fast. Browsers apply EXIF orientation when drawing.
 */
export async function cropToBlob(imageUrl: string, sourceType: string, rect: CropRect, resizeToFit = false): Promise<File> {
  const image = await loadImage(imageUrl);
  const fit = resizeToFit ? RESTRICTED_FIT : DEFAULT_FIT;
  const scale = Math.min(1, fit.width / rect.width, fit.height / rect.height);
  // Never below the server's minimum because of our own scaling.
  const width = Math.max(Math.round(rect.width * scale), Math.min(MIN_IMAGE_SIDE, Math.round(rect.width)));
  const height = Math.max(Math.round(rect.height * scale), Math.min(MIN_IMAGE_SIDE, Math.round(rect.height)));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, rect.x, rect.y, rect.width, rect.height, 0, 0, width, height);
  const type = outputType(sourceType);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
  if (!blob) throw new Error('canvas');
  return new File([blob], `photo.${EXTENSION[type]}`, { type });
}

/** POST /api/files/upload with one file; resolves to the stored file, throws ApiError with the server's message. */
export async function uploadPhoto(file: File, options: UploadOptions = {}) {
  const form = new FormData();
  form.append('file', file, file.name);
  if (options.resizeToFit) form.append('resize_to_fit', 'true');
  if (options.allowAnimatedGif) form.append('allow_animated_gif', 'true');
  if (options.secure) form.append('secure', 'true');
  const response = await api.post<UploadResponse>('/files/upload', form, {
    query: options.promotionId === undefined ? undefined : { promotion_id: options.promotionId },
  });
  return response.files[0];
}

/** The server's own words for a refusal (422, 429, 413); the spec's texts when no answer or a server failure. */
export function uploadFailureMessage(error: unknown, purpose: 'photo' | 'profile'): string {
  if (error instanceof ApiError) {
    if (error.status === undefined) return FILE_MESSAGES.networkError;
    if (error.status === 413) return FILE_MESSAGES.tooLarge;
    if (error.status >= 400 && error.status < 500 && error.errors[0]) return error.errors[0];
  }
  return purpose === 'profile' ? FILE_MESSAGES.profilePhotoFailed : FILE_MESSAGES.uploadFailed;
}

/** Can the browser show this picture at all? */
export function canLoadImage(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(true);
    image.onerror = () => resolve(false);
    image.src = url;
  });
}
