// A promotion's image, frame and profile-photo libraries: list a folder (its subfolders and files), upload into it,
// delete a file or a whole folder (soft: deleted_at) and undelete a file. Folders are not rows: a folder exists while
// a file is in it (or below it), and uploading into a new path makes it. Every write is audited in its transaction.
import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import { db } from '@/server/db';
import { Invalid, NotFound } from '@/server/platform/errors';
import { recordAudit } from '@/server/audit/record';
import { ADMIN_TRANSACTION, type AuditActor } from '@/server/promotions/admin/mutations';
import { IMAGE_TYPES, FILES_PATH } from '@/lib/files/constants';
import {
  GALLERY_DELETE_MESSAGES, GALLERY_LIBRARIES, GALLERY_MESSAGES as M, type GalleryDirectory, type GalleryEntry, type GalleryFileJson, type GalleryListing,
} from '@/lib/gallery/types';
import { joinPath, parentOf, uploadBaseName, type GalleryPath } from './paths';
import { readLibraryUpload, storeImage, uploadedFileData } from './store';
import type { ReadUploadForm } from '@/server/files/upload-form';

const fileSelect = { id: true, directory: true, name: true, storage_key: true, content_type: true, byte_size: true, created_at: true, deleted_at: true } as const;
type FileRow = Prisma.GalleryFileGetPayload<{ select: typeof fileSelect }>;

/** Uploads are served by /api/files/{key}; the demo seed's rows point at static art ('public/demo/…' → '/demo/…'). */
const urlOf = (key: string) => (key.startsWith('public/') ? key.slice('public'.length) : `${FILES_PATH}/${key}`);

function serializeFile(row: FileRow): GalleryFileJson {
  const path = row.directory === '/' ? `/${row.name}` : `${row.directory}/${row.name}`;
  return {
    type: 'file', id: row.id, name: row.name, path, url: urlOf(row.storage_key), content_type: row.content_type,
    byte_size: row.byte_size, created_at: row.created_at.toISOString(), deleted_at: row.deleted_at?.toISOString() ?? null,
  };
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.name.localeCompare(b.name);

/** The live file at a path (its folder and name), if any. */
function liveFileAt(promotionId: number, p: GalleryPath) {
  if (p.segments.length < 2) return null;
  return db.galleryFile.findFirst({
    where: { promotion_id: promotionId, directory: joinPath(p.segments.slice(0, -1)), name: p.segments.at(-1)!, deleted_at: null }, select: fileSelect,
  });
}

/** GET on a file's path answers the file; on a folder (existing or not yet) its listing (with `deleted`: its deleted files). */
export async function readGallery(promotionId: number, p: GalleryPath, options: { deleted: boolean }): Promise<GalleryListing | GalleryFileJson> {
  if (p.segments.length === 0) {
    const data: GalleryDirectory[] = GALLERY_LIBRARIES.map((l) => ({ type: 'directory', name: l.root, path: `/${l.root}` }));
    return { path: '/', parent: null, data };
  }
  const file = await liveFileAt(promotionId, p);
  if (file) return serializeFile(file);
  return listFolder(promotionId, p, options);
}

async function listFolder(promotionId: number, p: GalleryPath, options: { deleted: boolean }): Promise<GalleryListing> {
  const prefix = `${p.path}/`;
  const [files, below] = await Promise.all([
    db.galleryFile.findMany({
      where: { promotion_id: promotionId, directory: p.path, ...(options.deleted ? { deleted_at: { not: null } } : { deleted_at: null }) },
      select: fileSelect, orderBy: [{ name: 'asc' }, { id: 'desc' }],
    }),
    db.galleryFile.findMany({
      where: { promotion_id: promotionId, directory: { startsWith: prefix }, deleted_at: null },
      select: { directory: true }, distinct: ['directory'],
    }),
  ]);
  const names = new Set<string>();
  // startsWith may treat _ as a wildcard: the exact prefix is checked here.
  for (const row of below) if (row.directory.startsWith(prefix)) names.add(row.directory.slice(prefix.length).split('/')[0]!);
  const directories: GalleryDirectory[] = [...names].map((name) => ({ type: 'directory' as const, name, path: `${prefix}${name}` })).sort(byName);
  // The deleted view lists the folder's deleted files only (what can be undeleted here).
  const data: GalleryEntry[] = [...(options.deleted ? [] : directories), ...files.map(serializeFile).sort(byName)];
  return { path: p.path, parent: parentOf(p.segments), data };
}

const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

/** POST {folder}: one image into the folder, named after the upload with the stored type's extension. */
export async function uploadToGallery(who: AuditActor, promotionId: number, p: GalleryPath, readForm: ReadUploadForm): Promise<GalleryFileJson> {
  if (p.segments.length === 0) throw new Invalid(M.uploadAtRoot);
  if (await liveFileAt(promotionId, p)) throw new Invalid(M.pathRefused);
  const { image, originalFilename } = await readLibraryUpload(readForm);
  const name = `${uploadBaseName(originalFilename || 'image')}.${IMAGE_TYPES[image.contentType]}`;
  const taken = () => new Invalid(M.nameTaken(name));
  if (await db.galleryFile.findFirst({ where: { promotion_id: promotionId, directory: p.path, name, deleted_at: null }, select: { id: true } })) throw taken();
  try {
    return await storeImage(image, async (tx, stored) => {
      await tx.uploadedFile.create({ data: uploadedFileData(image, stored, { userId: who.actorId, promotionId, originalFilename }), select: { id: true } });
      const row = await tx.galleryFile.create({
        data: {
          promotion_id: promotionId, directory: p.path, name, storage_key: stored.key, content_type: image.contentType,
          byte_size: image.bytes.byteLength, uploaded_by_id: who.actorId,
        },
        select: fileSelect,
      });
      await recordAudit(tx, { ...who, action: 'create', recordType: 'GalleryFile', recordId: row.id, promotionId, after: { directory: p.path, name } });
      return serializeFile(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** DELETE {path}: a file, or every file in a folder and below it (soft, so each can be undeleted). */
export async function deleteFromGallery(who: AuditActor, promotionId: number, p: GalleryPath): Promise<{ deleted: number }> {
  if (p.segments.length < 2) throw new Invalid(GALLERY_DELETE_MESSAGES.libraryRoot);
  return db.$transaction(async (tx) => {
    const file = await tx.galleryFile.findFirst({
      where: { promotion_id: promotionId, directory: joinPath(p.segments.slice(0, -1)), name: p.segments.at(-1)!, deleted_at: null }, select: { id: true },
    });
    const now = new Date();
    if (file) {
      await tx.galleryFile.update({ where: { id: file.id }, data: { deleted_at: now } });
      await recordAudit(tx, { ...who, action: 'delete', recordType: 'GalleryFile', recordId: file.id, promotionId, before: { path: p.path } });
      return { deleted: 1 };
    }
    const inFolder = await tx.galleryFile.findMany({
      where: { promotion_id: promotionId, deleted_at: null, OR: [{ directory: p.path }, { directory: { startsWith: `${p.path}/` } }] }, select: { id: true, directory: true },
    });
    const ids = inFolder.filter((f) => f.directory === p.path || f.directory.startsWith(`${p.path}/`)).map((f) => f.id);
    if (ids.length === 0) throw new NotFound(M.fileNotFound);
    await tx.galleryFile.updateMany({ where: { id: { in: ids } }, data: { deleted_at: now } });
    await recordAudit(tx, { ...who, action: 'delete', recordType: 'GalleryFolder', recordId: p.path, promotionId, before: { path: p.path, files: ids.length } });
    return { deleted: ids.length };
  }, ADMIN_TRANSACTION);
}

/** PUT {path} {"deleted": false}: the file deleted last at that path comes back, unless a live one took its name. */
export async function undeleteInGallery(who: AuditActor, promotionId: number, p: GalleryPath): Promise<GalleryFileJson> {
  if (p.segments.length < 2) throw new NotFound(M.nothingToRestore);
  const directory = joinPath(p.segments.slice(0, -1));
  const name = p.segments.at(-1)!;
  try {
    return await db.$transaction(async (tx) => {
      const row = await tx.galleryFile.findFirst({
        where: { promotion_id: promotionId, directory, name, deleted_at: { not: null } }, select: { id: true }, orderBy: [{ deleted_at: 'desc' }, { id: 'desc' }],
      });
      if (!row) throw new NotFound(M.nothingToRestore);
      const restored = await tx.galleryFile.update({ where: { id: row.id }, data: { deleted_at: null }, select: fileSelect });
      await recordAudit(tx, { ...who, action: 'undelete', recordType: 'GalleryFile', recordId: row.id, promotionId, after: { path: p.path } });
      return serializeFile(restored);
    }, ADMIN_TRANSACTION);
  } catch (error) {
    if (isUniqueViolation(error)) throw new Invalid(M.nameTaken(name));
    throw error;
  }
}
