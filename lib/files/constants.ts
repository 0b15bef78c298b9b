// Upload limits and choices shared by the server and the photo dialog (social-engagement.md "File upload").

/** Largest accepted file: "about 4.25 MB", answered 'File size must be 4 MB or less'. */
export const MAX_FILE_BYTES = 4_456_448;
/** Smallest accepted side of an image, in pixels. */
export const MIN_IMAGE_SIDE = 150;
/**
 * The decoder's pixel budget (width × height × frames). Far above any phone photo (a 48 MP sensor saves 12 MP by
 * default), far below sharp's 268 MP default: a small, highly compressed PNG can declare 400 MP and would take
 * gigabytes to decode.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Default fit of a stored photo: 1920×1080, never enlarged. */
export const DEFAULT_FIT = { width: 1920, height: 1080 } as const;
/** The fit with resize_to_fit=true (restricted images such as avatars). */
export const RESTRICTED_FIT = { width: 500, height: 500 } as const;
/** The blurred copy: a small image, strongly blurred (sharp sigma). */
export const BLUR_FIT = { width: 200, height: 200 } as const;
export const BLUR_SIGMA = 20;

/** What the server stores and serves: type → file extension. Anything else is refused by content. */
export const IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;
export type ImageContentType = keyof typeof IMAGE_TYPES;

/** The file picker's filter; the server checks the bytes, not this. */
export const UPLOAD_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,.png,.jpg,.jpeg,.gif,.webp';

/** The cropper's aspect choices (width / height). */
export const CROP_ASPECTS = [
  { id: 'tall', label: 'Tall', value: 0.75 },
  { id: 'square', label: 'Square', value: 1 },
  { id: 'wide', label: 'Wide', value: 1.6667 },
] as const;
export type CropAspectId = (typeof CROP_ASPECTS)[number]['id'];

/** Where a stored file is served: /api/files/{key}. */
export const FILES_PATH = '/api/files';
