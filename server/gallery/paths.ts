// Gallery paths: '/'-separated folder names under one of the three library roots. Every segment must match an
// allow-list of characters, so '..', '.', an empty segment (an absolute path such as '//etc'), a backslash, a
// percent sign (an encoded form that survived decoding, such as %2e%2e or %252e) and control characters are refused
// before anything is looked up: a path can never leave its library (docs/admin-scenes-and-libraries.md).
import { Invalid, NotFound } from '@/server/platform/errors';
import { GALLERY_LIBRARIES, GALLERY_MAX_DEPTH, GALLERY_MESSAGES as M, GALLERY_NAME_PATTERN, type GalleryRoot } from '@/lib/gallery/types';

export interface GalleryPath {
  /** [] is the top folder; otherwise segments[0] is a library root. */
  segments: string[];
  /** '/images/holiday' ('/' for the top folder). */
  path: string;
  library: GalleryRoot | null;
}

const ROOTS = new Set<string>(GALLERY_LIBRARIES.map((l) => l.root));

export function isSafeName(segment: string): boolean {
  return GALLERY_NAME_PATTERN.test(segment) && !segment.includes('..');
}

export const pathRefused = () => new Invalid(M.pathRefused);

/** The route's catch-all (Next passes decoded segments; a string or nothing is accepted too). */
export function parseGalleryPath(raw: string | string[] | undefined): GalleryPath {
  const segments = raw === undefined ? [] : Array.isArray(raw) ? raw : raw.split('/');
  if (segments.length > GALLERY_MAX_DEPTH + 1) throw new Invalid(M.tooDeep);
  for (const segment of segments) if (!isSafeName(segment)) throw pathRefused();
  if (segments.length > 0 && !ROOTS.has(segments[0]!)) throw new NotFound(M.unknownLibrary);
  return { segments, path: joinPath(segments), library: (segments[0] as GalleryRoot | undefined) ?? null };
}

export const joinPath = (segments: string[]) => `/${segments.join('/')}`;

/** The folder above, or null at the top. */
export function parentOf(segments: string[]): string | null {
  return segments.length === 0 ? null : joinPath(segments.slice(0, -1));
}

/** 'My Photo.JPEG' → 'My Photo' (+ the stored type's extension later); names with a path or '..' are refused. */
export function uploadBaseName(filename: string): string {
  const name = filename.trim();
  if (name === '' || /[/\\]/.test(name) || name.includes('..') || /^[A-Za-z]:/.test(name)) throw pathRefused();
  const dot = name.lastIndexOf('.');
  const stem = (dot > 0 ? name.slice(0, dot) : name).replace(/[^A-Za-z0-9 _().-]/g, '_').replace(/^[ .]+/, '').slice(0, 90).trim();
  return stem || 'image';
}
