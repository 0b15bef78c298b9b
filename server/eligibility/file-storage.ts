// Where uploaded eligibility files live: local disk under UPLOADS_DIR/eligibility-files, read back as a stream by the
// processing job (so a 100,000-row file is never held whole) and by the download. Keys are 32 hex characters and the
// kind's extension; nothing else is ever a path, so no key can name a file outside the directory. The web process and
// the worker share the disk (docs/admin-eligibility-and-locations.md "Storage").
import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/env';
import type { EligibilityFileKind } from '@/lib/eligibility/constants';

const KEY_PATTERN = /^[0-9a-f]{32}\.(csv|xlsx)$/;

function root(): string {
  return path.resolve(env().UPLOADS_DIR, 'eligibility-files');
}

export function isEligibilityFileKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The file's path, or null for a key that is not one of ours (the seed's placeholders). */
export function eligibilityFilePath(key: string): string | null {
  return isEligibilityFileKey(key) ? path.join(root(), key) : null;
}

/** Stores the bytes under a new key (written to a temporary name first, so a reader never sees half a file). */
export async function storeEligibilityFile(bytes: Uint8Array, kind: EligibilityFileKind): Promise<string> {
  const key = `${randomBytes(16).toString('hex')}.${kind}`;
  const file = path.join(root(), key);
  await mkdir(root(), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, bytes, { flag: 'wx' });
  await rename(temporary, file);
  return key;
}

/** A stream of the stored file, or null when it is not stored (anymore). */
export async function openEligibilityFile(key: string): Promise<{ stream: ReadStream; size: number } | null> {
  const file = eligibilityFilePath(key);
  if (!file) return null;
  try {
    const { size } = await stat(file);
    return { stream: createReadStream(file), size };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export async function removeEligibilityFile(key: string): Promise<void> {
  const file = eligibilityFilePath(key);
  if (file) await rm(file, { force: true });
}
