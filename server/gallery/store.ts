// Storing a checked library image or scene tile the way the upload pipeline stores photos (server/files): the
// re-encoded bytes under an unguessable key in the configured storage, then an uploaded_files row, so the existing
// GET /api/files/{key} serves it (public, immutable, nosniff, sandboxed). The bytes are written first and removed
// again if the rows cannot be written: a row never points at missing bytes.
import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { db, type Tx } from '@/server/db';
import { ADMIN_TRANSACTION } from '@/server/promotions/admin/mutations';
import type { ProcessedImage } from '@/server/files/images';
import { fileUrl } from '@/server/files/serialize';
import { fileStorage, storageKey } from '@/server/files/storage';
import type { ReadUploadForm } from '@/server/files/upload-form';
import type { StoredImage } from '@/lib/scenes/admin';
import { processLibraryImage } from './images';

export interface StoredUpload {
  image: ProcessedImage;
  key: string;
  url: string;
  originalFilename: string;
}

/** Reads the multipart form (one file, capped) and checks and re-encodes the image; nothing is stored yet. */
export async function readLibraryUpload(readForm: ReadUploadForm): Promise<{ image: ProcessedImage; originalFilename: string }> {
  const form = await readForm();
  const image = await processLibraryImage(new Uint8Array(await form.file.arrayBuffer()));
  return { image, originalFilename: form.file.name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) };
}

/**
 * Puts the bytes, then runs `rows` (which must write the uploaded_files row through `uploadedFileData`) in one
 * transaction; on any failure the bytes are removed again.
 */
export async function storeImage<T>(
  image: ProcessedImage,
  rows: (tx: Tx, stored: { key: string; url: string }) => Promise<T>,
): Promise<T> {
  const key = storageKey(image.contentType);
  const storage = fileStorage();
  await storage.put(key, image.bytes, image.contentType);
  try {
    return await db.$transaction((tx) => rows(tx, { key, url: fileUrl(key) }), ADMIN_TRANSACTION);
  } catch (error) {
    await storage.delete(key).catch(() => {});
    throw error;
  }
}

export function uploadedFileData(image: ProcessedImage, stored: { key: string; url: string }, who: { userId: number; promotionId: number | null; originalFilename: string | null }) {
  return {
    promotion_id: who.promotionId, user_id: who.userId, url: stored.url, storage_key: stored.key,
    original_filename: who.originalFilename || null, content_type: image.contentType, byte_size: image.bytes.byteLength,
    width: image.width, height: image.height, is_secure: false,
  } satisfies Prisma.UploadedFileUncheckedCreateInput;
}

/** POST /scenes/tiles: one tile image, stored and served like any upload (no promotion: scenes are shared). */
export async function uploadSceneTile(readForm: ReadUploadForm, userId: number): Promise<StoredImage> {
  const { image, originalFilename } = await readLibraryUpload(readForm);
  return storeImage(image, async (tx, stored) => {
    await tx.uploadedFile.create({ data: uploadedFileData(image, stored, { userId, promotionId: null, originalFilename }), select: { id: true } });
    return { url: stored.url, content_type: image.contentType, width: image.width, height: image.height, byte_size: image.bytes.byteLength };
  });
}
