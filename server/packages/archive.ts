// A package's ZIP, written and read (docs/packages.md). Reading is where a hostile file arrives, so every limit is
// applied from the central directory before a byte is inflated: only the names a package can hold (manifest.json,
// <kind>.json, images/<sha256>.<ext>), so no name can climb out of anything; at most MAX_PACKAGE_ENTRIES entries;
// and the declared sizes added up under MAX_PACKAGE_UNCOMPRESSED_BYTES. fflate inflates each entry into a buffer of
// exactly its declared size, so an entry lying about its size cannot expand past what was counted.
import 'server-only';
import { createHash } from 'node:crypto';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import {
  MAX_PACKAGE_ENTRIES,
  MAX_PACKAGE_IMAGE_BYTES,
  MAX_PACKAGE_UNCOMPRESSED_BYTES,
  PACKAGE_KINDS,
} from '@/lib/packages/constants';
import { PACKAGE_MESSAGES as M } from '@/lib/packages/messages';
import { Invalid } from '@/server/platform/errors';
import { kindFile, PACKAGE_IMAGE, type ProgramPackage } from './format';

const JSON_FILES = new Set(['manifest.json', ...PACKAGE_KINDS.map(kindFile)]);

/** Stable JSON: two exports of the same design are byte-equal apart from the manifest's source and date. */
const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

export function writeArchive(pkg: ProgramPackage): Uint8Array {
  const files: Zippable = { 'manifest.json': json(pkg.manifest) };
  for (const kind of PACKAGE_KINDS) files[kindFile(kind)] = json(pkg.items[kind]);
  for (const [name, bytes] of [...pkg.images].sort(([a], [b]) => a.localeCompare(b))) {
    // Images are compressed already: stored, not deflated again. A flat name: no directory entry for images/.
    files[name] = [bytes, { level: 0 }];
  }
  // A fixed modification time: the archive's bytes depend on its content only.
  return zipSync(files, { level: 6, mtime: new Date('2000-01-01T00:00:00Z') });
}

const unsafe = (name: string) => name.includes('..') || name.startsWith('/') || name.includes('\\') || /^[A-Za-z]:/.test(name) || name.includes('\0');

/** The entries of a package ZIP, or Invalid with every reason the archive is refused. */
export function readArchive(bytes: Uint8Array): { json: Map<string, string>; images: Map<string, Uint8Array> } {
  // "PK\x03\x04" (a ZIP with entries) or "PK\x05\x06" (an empty one, refused below for its missing manifest).
  if (bytes.length < 22 || bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new Invalid(M.notZip);
  let entries = 0;
  let total = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        if (file.name.endsWith('/') && file.originalSize === 0 && !unsafe(file.name)) return false; // a directory entry
        entries += 1;
        if (entries > MAX_PACKAGE_ENTRIES) throw new Invalid(M.tooManyEntries);
        if (unsafe(file.name)) throw new Invalid(M.unsafeEntry(file.name));
        if (!JSON_FILES.has(file.name) && !PACKAGE_IMAGE.test(file.name)) throw new Invalid(M.unknownEntry(file.name));
        total += file.originalSize;
        if (total > MAX_PACKAGE_UNCOMPRESSED_BYTES) throw new Invalid(M.tooLargeUncompressed);
        if (PACKAGE_IMAGE.test(file.name) && file.originalSize > MAX_PACKAGE_IMAGE_BYTES) throw new Invalid(M.badImage(file.name));
        return true;
      },
    });
  } catch (error) {
    if (error instanceof Invalid) throw error;
    throw new Invalid(M.notZip);
  }
  const jsonFiles = new Map<string, string>();
  const images = new Map<string, Uint8Array>();
  for (const [name, content] of Object.entries(files)) {
    if (JSON_FILES.has(name)) {
      try {
        jsonFiles.set(name, strFromU8(content));
      } catch {
        throw new Invalid(M.badJson(name));
      }
    } else {
      if (!imageMatches(name, content)) throw new Invalid(M.badImage(name));
      images.set(name, content);
    }
  }
  return { json: jsonFiles, images };
}

const MAGIC: Record<string, (b: Uint8Array) => boolean> = {
  png: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  jpg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  gif: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38,
  webp: (b) => b[0] === 0x52 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x46 && b[8] === 0x57 && b[9] === 0x45 && b[10] === 0x42 && b[11] === 0x50,
};

/** The image is what its name says: the bytes hash to the name, and they begin as the extension's format does. */
function imageMatches(name: string, bytes: Uint8Array): boolean {
  const [, hash, ext] = /^images\/([0-9a-f]{64})\.(\w+)$/.exec(name) ?? [];
  if (!hash || !ext || bytes.length === 0 || bytes.length > MAX_PACKAGE_IMAGE_BYTES) return false;
  return sha256(bytes) === hash && (MAGIC[ext]?.(bytes) ?? false);
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The package path of an image: images/<sha256>.<ext>. */
export const imagePath = (bytes: Uint8Array, ext: string) => `images/${sha256(bytes)}.${ext}`;
