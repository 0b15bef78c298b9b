// The JSON of a stored file (lib/files/types.ts): what the client needs to show it, never the storage key's
// location, the uploader or the original file name.
import { FILES_PATH } from '@/lib/files/constants';
import type { UploadedFileJson } from '@/lib/files/types';

export const fileUrl = (key: string) => `${FILES_PATH}/${key}`;

export function serializeUploadedFile(row: {
  id: number; storage_key: string; content_type: string; width: number | null; height: number | null; byte_size: number;
}): UploadedFileJson {
  return {
    id: row.id, url: fileUrl(row.storage_key), content_type: row.content_type, width: row.width, height: row.height, byte_size: row.byte_size,
  };
}
