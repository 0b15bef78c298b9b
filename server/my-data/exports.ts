// Download my data (docs/settings-and-my-data.md): POST makes an export; a small one is built in the request, a large
// one by the my-data.export job while the Privacy tab shows its progress. The ZIP is kept in its row, downloadable
// only by its owner (every read is by id AND user_id) until it expires, then refused and pruned.
import { randomBytes } from 'node:crypto';
import { db } from '@/server/db';
import { AppError } from '@/server/http/errors';
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

async function finish(exportId: string, content: Uint8Array): Promise<void> {
  const now = new Date();
  await db.dataExport.update({
    where: { id: exportId },
    data: {
      status: 'ready', progress: 100, content: Buffer.from(content), byte_size: content.byteLength, file_name: fileName(now),
      completed_at: now, expires_at: new Date(now.getTime() + EXPORT_TTL_HOURS * HOUR_MS),
    },
  });
}

/** POST /users/me/data_exports. A request within the cooldown answers the export already under way (or just made). */
export async function requestExport(userId: number, options: { inlineRowLimit?: number } = {}): Promise<ExportRow> {
  await db.dataExport.deleteMany({ where: { user_id: userId, expires_at: { lte: new Date() } } });
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
export async function readExportFile(userId: number, exportId: string): Promise<{ name: string; content: Uint8Array }> {
  const row = await db.dataExport.findFirst({
    where: { id: exportId, user_id: userId, status: 'ready', expires_at: { gt: new Date() } },
    select: { file_name: true, content: true },
  });
  if (!row?.content) throw new AppError(404, M.exportNotFound);
  return { name: row.file_name ?? 'my-data.zip', content: row.content };
}
