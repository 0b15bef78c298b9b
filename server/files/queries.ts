// Reads of uploaded files: by key (serving), and by key within one promotion (the blur of a file the caller sees).
import 'server-only';
import { db } from '@/server/db';

const storedFileSelect = {
  id: true, promotion_id: true, storage_key: true, content_type: true, is_secure: true,
} as const;

export type StoredFileRow = { id: number; promotion_id: number | null; storage_key: string; content_type: string; is_secure: boolean };

export function fileByKey(key: string): Promise<StoredFileRow | null> {
  return db.uploadedFile.findUnique({ where: { storage_key: key }, select: storedFileSelect });
}

/** Tenant in the where: another promotion's file is simply not found. */
export function promotionFileByKey(promotionId: number, key: string): Promise<StoredFileRow | null> {
  return db.uploadedFile.findFirst({ where: { storage_key: key, promotion_id: promotionId }, select: storedFileSelect });
}
