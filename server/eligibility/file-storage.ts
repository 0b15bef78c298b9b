// Where uploaded eligibility files live: the product's file storage (server/files/storage.ts), so local disk under
// UPLOADS_DIR/eligibility-files, or the S3 bucket when S3_BUCKET is set — a worker on another machine then reads the
// same file. Read back as a stream by the processing job (a 100,000-row file is never held whole) and by the
// download. The row's storage_key is the bare file name (32 hex characters and the kind's extension); it lives in
// the storage under 'eligibility-files/<storage_key>'. Anything else (the seed's placeholders) is stored nowhere.
import type { Readable } from 'node:stream';
import { ELIGIBILITY_FILE_KINDS, type EligibilityFileKind } from '@/lib/eligibility/constants';
import { fileStorage, isStoredKey, namespacedKey } from '@/server/files/storage';

const NAMESPACE = 'eligibility-files/';

const objectKey = (key: string) => `${NAMESPACE}${key}`;

export function isEligibilityFileKey(key: string): boolean {
  return isStoredKey(objectKey(key));
}

/** Stores the bytes under a new key and answers it. */
export async function storeEligibilityFile(bytes: Uint8Array, kind: EligibilityFileKind): Promise<string> {
  const full = namespacedKey('eligibility-files', kind);
  await fileStorage().put(full, bytes, ELIGIBILITY_FILE_KINDS[kind]);
  return full.slice(NAMESPACE.length);
}

/** A stream of the stored file, or null when it is not stored (anymore). */
export async function openEligibilityFile(key: string): Promise<{ stream: Readable; size: number } | null> {
  if (!isEligibilityFileKey(key)) return null;
  return fileStorage().open(objectKey(key));
}

export async function removeEligibilityFile(key: string): Promise<void> {
  if (isEligibilityFileKey(key)) await fileStorage().delete(objectKey(key));
}
