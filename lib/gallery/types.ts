// The image, frame and profile-photo libraries of a promotion (administration.md §2 "/image_library, /frame_library,
// /profile_photo_library", issue 15): folders of images under three top folders, one per library. The JSON of
// GET /api/gallery_images{path} is kept simple on purpose: the content editor uses it as its image picker
// (docs/admin-scenes-and-libraries.md "The gallery API").

/** The top folders: a path always starts with one of them, and nothing can leave it. */
export const GALLERY_LIBRARIES = [
  { root: 'images', slug: 'image_library', title: 'Image library' },
  { root: 'frames', slug: 'frame_library', title: 'Frame library' },
  { root: 'profile_photos', slug: 'profile_photo_library', title: 'Profile photo library' },
] as const;
export type GalleryLibrary = (typeof GALLERY_LIBRARIES)[number];
export type GalleryRoot = GalleryLibrary['root'];

/** What an upload may be, checked by content: SVG and TIFF are stored as PNG (docs). */
export const GALLERY_ACCEPT = 'image/gif,image/jpeg,image/png,image/tiff,image/svg+xml,.gif,.jpg,.jpeg,.tiff,.tif,.png,.svg';

/** A folder or file name: letters, digits, space, _ - . ( ), not starting with a dot or a space, at most 100. */
export const GALLERY_NAME_PATTERN = /^[A-Za-z0-9_(-][A-Za-z0-9 _().-]{0,99}$/;
export const GALLERY_MAX_DEPTH = 8;

export const GALLERY_MESSAGES = {
  pathRefused: 'That path is not allowed: use folder names only, inside the library (no "..", no absolute paths).',
  unknownLibrary: 'Choose a library: images, frames or profile_photos.',
  tooDeep: `Folders can be at most ${GALLERY_MAX_DEPTH} levels deep.`,
  incorrectType: 'Error: Incorrect file type. Use .gif, .jpg, .jpeg, .tiff, .png or .svg.',
  svgScript: 'Error: This SVG carries script or external references and cannot be used.',
  nameTaken: (name: string) => `A file named ${name} is already in this folder.`,
  fileNotFound: 'File could not be found.',
  nothingToRestore: 'There is no deleted file by that name in this folder.',
  uploadAtRoot: 'Upload into one of the libraries, not the top folder.',
  loadFailed: 'Images could not be loaded.',
  promotionNotFound: 'Promotion could not be loaded.',
  undeleteOnly: 'Send deleted: false to undelete a file.',
} as const;

export interface GalleryDirectory {
  type: 'directory';
  name: string;
  /** '/images/holiday': pass it back as the path. */
  path: string;
}

export interface GalleryFileJson {
  type: 'file';
  id: number;
  name: string;
  /** The file's own path: '/images/holiday/beach.png' (DELETE and undelete take it). */
  path: string;
  /** Where the image is served: use it as an <img src>. */
  url: string;
  content_type: string;
  byte_size: number;
  created_at: string;
  /** Set on deleted files (listed with ?deleted=true), which PUT {path} {"deleted": false} restores. */
  deleted_at: string | null;
}

export type GalleryEntry = GalleryDirectory | GalleryFileJson;

/** GET /api/gallery_images{path}?promotion_id= on a folder. */
export interface GalleryListing {
  path: string;
  /** The folder above ('/' at a library's top), null at the top folder. */
  parent: string | null;
  /** Folders first, then files, each by name. */
  data: GalleryEntry[];
}

export const GALLERY_DELETE_MESSAGES = {
  libraryRoot: 'A library itself cannot be deleted; delete the files or folders inside it.',
} as const;
