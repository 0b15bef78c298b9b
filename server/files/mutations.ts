// Storing uploads: the checks in order of cost (headers → per-user throttle → capped read → content → decode), the
// re-encoded bytes under an unguessable key, then the row. A row never points at missing bytes: the bytes are written
// first and removed again when the row cannot be written.
import 'server-only';
import { db } from '@/server/db';
import { FILE_MESSAGES } from '@/lib/files/messages';
import type { BlurResponse, UploadResponse } from '@/lib/files/types';
import { NotFound } from '@/server/platform/errors';
import { reserveGuess, userTarget } from '@/server/security/guess-throttle';
import { blurImage, processUpload, type ProcessedImage } from './images';
import type { ReadUploadForm } from './upload-form';
import { mayViewFile } from '@/server/auth/abilities';
import { promotionFileByKey } from './queries';
import { fileUrl, serializeUploadedFile } from './serialize';
import { fileStorage, isStorageKey, storageKey } from './storage';
import type { Actor } from '@/server/auth/actor';

export interface Uploader {
  userId: number;
  promotionId: number;
  ip: string;
}

/** Every upload and blur counts against the user's limit (decision 004, kind file_upload), refused or not. */
const countUpload = (who: Uploader) =>
  reserveGuess({ kind: 'file_upload', ip: who.ip, target: userTarget(who.userId), promotionId: who.promotionId });

const MAX_FILENAME_LENGTH = 255;

async function store(who: Uploader, image: ProcessedImage, meta: { originalFilename: string | null; isSecure: boolean }) {
  const key = storageKey(image.contentType);
  const storage = fileStorage();
  await storage.put(key, image.bytes, image.contentType);
  try {
    return await db.uploadedFile.create({
      data: {
        promotion_id: who.promotionId,
        user_id: who.userId,
        url: fileUrl(key),
        storage_key: key,
        // Kept for support, never served; NUL and other control characters do not belong in text columns.
        original_filename: meta.originalFilename?.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, MAX_FILENAME_LENGTH) || null,
        content_type: image.contentType,
        byte_size: image.bytes.byteLength,
        width: image.width,
        height: image.height,
        is_secure: meta.isSecure,
      },
      select: { id: true, storage_key: true, content_type: true, width: true, height: true, byte_size: true },
    });
  } catch (error) {
    await storage.delete(key).catch(() => {});
    throw error;
  }
}

/** POST /api/files/upload: one image from a multipart form, checked, re-encoded and stored. */
export async function uploadFile(readForm: ReadUploadForm, who: Uploader): Promise<UploadResponse> {
  await countUpload(who);
  const form = await readForm();
  const image = await processUpload(new Uint8Array(await form.file.arrayBuffer()), form);
  const row = await store(who, image, { originalFilename: form.file.name || null, isSecure: form.secure });
  return { files: [serializeUploadedFile(row)] };
}

/** The key inside a served path or URL (…/api/files/{key}?…), or the bare key; null when there is none. */
export function keyFromImagePath(imagePath: string): string | null {
  const withoutQuery = imagePath.split(/[?#]/)[0]!;
  const last = withoutQuery.split('/').pop() ?? '';
  return isStorageKey(last) ? last : null;
}

/** PUT /api/files/blur: a blurred copy of a file of this promotion that the caller may see, stored like an upload. */
export async function blurFile(imagePath: string, who: Uploader, actor: Actor): Promise<BlurResponse> {
  const key = keyFromImagePath(imagePath);
  const source = key ? await promotionFileByKey(who.promotionId, key) : null;
  if (!source || !(await mayViewFile(actor, source))) throw new NotFound(FILE_MESSAGES.fileNotFound);
  const stored = await fileStorage().get(source.storage_key);
  if (!stored) throw new NotFound(FILE_MESSAGES.fileNotFound);
  await countUpload(who);
  const blurred = await blurImage(stored.bytes);
  const row = await store(who, blurred, { originalFilename: null, isSecure: source.is_secure });
  return { blur_url: fileUrl(row.storage_key) };
}
