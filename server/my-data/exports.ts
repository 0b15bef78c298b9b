// Download my data (docs/settings-and-my-data.md): POST makes an export; a small one is built in the request, a large
// one by the my-data.export job while the Privacy tab shows its progress. The ZIP is kept in the file storage (local
// disk or S3, server/files/storage.ts) under the row's storage_key, downloadable only by its owner (every read is by
// id AND user_id) until it expires, then refused and pruned with its bytes. Exports made before the storage kept the
// ZIP in the row's `content`; those are still served from there until they expire.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { db } from '@/server/db';
import { fileStorage, isStoredKey, namespacedKey } from '@/server/files/storage';
import { NotFound } from '@/server/platform/errors';
import { enqueue } from '@/server/jobs/enqueue';
import { logger } from '@/server/platform/logger';
import { EXPORT_COOLDOWN_MINUTES, EXPORT_INLINE_ROW_LIMIT, EXPORT_TTL_HOURS } from '@/lib/settings/constants';
import { SETTINGS_MESSAGES as M } from '@/lib/settings/messages';
import { buildExportZip, countUserRows } from './collect';

const HOUR_MS = 3_600_000;

export const exportSelect = {
  id: true, user_id: true, status: true, progress: true, file_name: true, byte_size: true, created_at: true, expires_at: true,
} as const;
export type ExportRow = NonNullable<Awaited<ReturnType<typeof findExport>>>;

export function findExport(userId: number, exportId: string) {
  return db.dataExport.findFirst({ where: { id: exportId, user_id: userId, expires_at: { gt: new Date() } }, select: exportSelect });
}

export function latestExport(userId: number) {
  return db.dataExport.findFirst({ where: { user_id: userId, expires_at: { gt: new Date() } }, orderBy: { created_at: 'desc' }, select: exportSelect });
}

const fileName = (at: Date) => `my-data-${at.toISOString().slice(0, 10)}.zip`;

/** The bytes first, then the row that points at them (removed again if the row cannot be written). */
async function finish(exportId: string, content: Uint8Array): Promise<void> {
  const key = namespacedKey('my-data', 'zip');
  await fileStorage().put(key, content, 'application/zip');
  const now = new Date();
  try {
    await db.dataExport.update({
      where: { id: exportId },
      data: {
        status: 'ready', progress: 100, storage_key: key, byte_size: content.byteLength, file_name: fileName(now),
        completed_at: now, expires_at: new Date(now.getTime() + EXPORT_TTL_HOURS * HOUR_MS),
      },
    });
  } catch (error) {
    await fileStorage().delete(key).catch(() => {});
    throw error;
  }
}

/** Deletes a user's expired exports, and their stored bytes after. */
async function pruneExpired(userId: number): Promise<void> {
  const where = { user_id: userId, expires_at: { lte: new Date() } };
  const expired = await db.dataExport.findMany({ where, select: { id: true, storage_key: true } });
  if (expired.length === 0) return;
  await db.dataExport.deleteMany({ where: { id: { in: expired.map((e) => e.id) } } });
  await removeExportFiles(expired.map((e) => e.storage_key));
}

/** Best effort: a ZIP left behind is unreachable (its row is gone) and only costs space. */
export async function removeExportFiles(keys: (string | null)[]): Promise<void> {
  for (const key of keys) {
    if (!key || !isStoredKey(key)) continue;
    await fileStorage().delete(key).catch((error: unknown) => logger.error('my data: stored export not removed', { error, key }));
  }
}

/** POST /users/me/data_exports. A request within the cooldown answers the export already under way (or just made). */
export async function requestExport(userId: number, options: { inlineRowLimit?: number } = {}): Promise<ExportRow> {
  await pruneExpired(userId);
  const recent = await db.dataExport.findFirst({
    where: { user_id: userId, status: { in: ['queued', 'running', 'ready'] }, created_at: { gt: new Date(Date.now() - EXPORT_COOLDOWN_MINUTES * 60_000) } },
    orderBy: { created_at: 'desc' }, select: exportSelect,
  });
  if (recent) return recent;

  const id = randomBytes(16).toString('base64url');
  await db.dataExport.create({ data: { id, user_id: userId, expires_at: new Date(Date.now() + EXPORT_TTL_HOURS * HOUR_MS) }, select: { id: true } });
  const rows = await countUserRows(userId);
  if (rows <= (options.inlineRowLimit ?? EXPORT_INLINE_ROW_LIMIT)) {
    await runExport(id);
  } else {
    await enqueue('my-data.export', { exportId: id });
  }
  return (await findExport(userId, id))!;
}

/** The my-data.export job (and the inline path): collects with progress, then stores the ZIP. */
export async function runExport(exportId: string): Promise<{ status: string }> {
  const row = await db.dataExport.findUnique({ where: { id: exportId }, select: { id: true, user_id: true, status: true } });
  if (!row || row.status === 'ready') return { status: row?.status ?? 'missing' };
  await db.dataExport.update({ where: { id: exportId }, data: { status: 'running', progress: 1 } });
  try {
    const zip = await buildExportZip(row.user_id, async (progress) => {
      await db.dataExport.update({ where: { id: exportId }, data: { progress } });
    });
    await finish(exportId, zip);
    return { status: 'ready' };
  } catch (error) {
    logger.error('my data: export failed', { error, exportId });
    await db.dataExport.updateMany({ where: { id: exportId }, data: { status: 'failed' } });
    throw error;
  }
}

/** GET /users/me/data_exports/{id}/download: the owner's ready, unexpired export, else 404 (never another's). */
export async function readExportFile(userId: number, exportId: string): Promise<{ name: string; size: number; body: ReadableStream<Uint8Array> | Uint8Array }> {
  const row = await db.dataExport.findFirst({
    where: { id: exportId, user_id: userId, status: 'ready', expires_at: { gt: new Date() } },
    select: { file_name: true, storage_key: true, content: true },
  });
  const name = row?.file_name ?? 'my-data.zip';
  if (row?.storage_key) {
    const opened = await fileStorage().open(row.storage_key);
    if (!opened) throw new NotFound(M.exportNotFound);
    return { name, size: opened.size, body: Readable.toWeb(opened.stream) as ReadableStream<Uint8Array> };
  }
  if (!row?.content) throw new NotFound(M.exportNotFound);
  return { name, size: row.content.byteLength, body: row.content };
}
