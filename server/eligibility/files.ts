// Eligibility files of a promotion (administration.md §4 "Eligibility file"): uploaded (CSV or XLSX, scanned once for
// its columns, a preview and its row count), Process (status 'processing'; the eligibility.process job streams it in
// batches), Cancel while processing ('canceled'; the job stops before its next batch), download, per-row errors as
// CSV, and Delete, refused while processing. Every file is looked up inside its promotion.
import 'server-only';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { db } from '@/server/db';
import { Conflict, Invalid, NotFound } from '@/server/platform/errors';
import { recordAudit } from '@/server/audit/record';
import { withDomainEvents } from '@/server/events';
import { ADMIN_TRANSACTION, type AuditActor } from '@/server/promotions/admin/mutations';
import { ELIGIBILITY_FILE_KINDS, ELIGIBILITY_FIELDS, PREVIEW_ROWS, type EligibilityFileKind } from '@/lib/eligibility/constants';
import { ELIGIBILITY_MESSAGES as M } from '@/lib/eligibility/messages';
import type { ColumnMapping } from '@/lib/eligibility/schemas';
import type { EligibilityFile, EligibilityFileDetail, EligibilityFilePreview, EligibilityFileStatusAnswer } from '@/lib/eligibility/types';
import { eligibilityLabel } from './queries';
import { eligibilityFileSelect, fileKindOf, serializeEligibilityFile, serializeFileStatus } from './admin/serialize';
import { openEligibilityFile, removeEligibilityFile, storeEligibilityFile } from './file-storage';
import { columnNames, guessMapping, readRows, scanFile } from './file-rows';
import { parseRowError } from './rejected-rows';

const RECORD = 'EligibilityFile';

export function listEligibilityFiles(promotionId: number): Promise<EligibilityFile[]> {
  return db.eligibilityFile
    .findMany({ where: { promotion_id: promotionId }, select: eligibilityFileSelect, orderBy: [{ created_at: 'desc' }, { id: 'desc' }] })
    .then((rows) => rows.map(serializeEligibilityFile));
}

async function requireFile(promotionId: number, id: number) {
  const row = await db.eligibilityFile.findFirst({ where: { id, promotion_id: promotionId }, select: eligibilityFileSelect });
  if (!row) throw new NotFound(M.fileNotFound);
  return row;
}

/** The kind a file name says, or the 422 'Upload a CSV or XLSX file.'. */
export function kindOfUpload(filename: string): EligibilityFileKind {
  const ext = filename.toLowerCase().split('.').pop() ?? '';
  if (ext in ELIGIBILITY_FILE_KINDS) return ext as EligibilityFileKind;
  throw new Invalid(M.fileKind);
}

async function scan(bytes: Uint8Array, kind: EligibilityFileKind, label: string) {
  try {
    return await scanFile(Readable.from(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)), kind, label);
  } catch {
    throw new Invalid(M.fileUnreadable);
  }
}

/** POST /eligibility_files: stores the file as 'uploaded' with its row count, and answers the mapping preview. */
export async function uploadEligibilityFile(who: AuditActor, promotionId: number, file: { name: string; bytes: Uint8Array }): Promise<EligibilityFileDetail> {
  const filename = file.name.trim().slice(0, 255) || 'eligibility.csv';
  const kind = kindOfUpload(filename);
  const { preview, totalRows } = await scan(file.bytes, kind, await eligibilityLabel(promotionId));
  if (totalRows === 0) throw new Invalid(M.fileEmpty);
  const key = await storeEligibilityFile(file.bytes, kind);
  try {
    const row = await db.$transaction(async (tx) => {
      const created = await tx.eligibilityFile.create({
        data: { promotion_id: promotionId, filename, storage_key: key, total_rows: totalRows, uploaded_by_id: who.actorId },
        select: eligibilityFileSelect,
      });
      await recordAudit(tx, { ...who, action: 'create', recordType: RECORD, recordId: created.id, promotionId, after: { filename, total_rows: totalRows } });
      return created;
    }, ADMIN_TRANSACTION);
    return { ...serializeEligibilityFile(row), preview };
  } catch (error) {
    await removeEligibilityFile(key);
    throw error;
  }
}

/** The header and first rows of a stored file, read until the preview is full. */
async function previewOf(storageKey: string, label: string): Promise<EligibilityFilePreview | null> {
  const opened = await openEligibilityFile(storageKey);
  if (!opened) return null;
  let columns: string[] | null = null;
  const rows: string[][] = [];
  try {
    for await (const row of readRows(opened.stream, fileKindOf(storageKey))) {
      if (!columns) columns = columnNames(row);
      else rows.push(columns.map((_, i) => row[i] ?? ''));
      if (rows.length >= PREVIEW_ROWS) break;
    }
  } finally {
    opened.stream.destroy();
  }
  const cols = columns ?? [];
  return { columns: cols, rows, mapping: guessMapping(cols, label) };
}

export async function findEligibilityFile(promotionId: number, id: number): Promise<EligibilityFileDetail> {
  const row = await requireFile(promotionId, id);
  const preview = await previewOf(row.storage_key, await eligibilityLabel(promotionId));
  // A file whose bytes are gone (the demo's placeholders) still shows in the list, with an empty preview.
  return { ...serializeEligibilityFile(row), preview: preview ?? { columns: [], rows: [], mapping: guessMapping([], '') } };
}

export async function fileStatus(promotionId: number, id: number): Promise<EligibilityFileStatusAnswer> {
  return serializeFileStatus(await requireFile(promotionId, id));
}

/** The mapping must name the identifier's column, and only columns the file has. */
async function checkMapping(storageKey: string, mapping: ColumnMapping): Promise<void> {
  if (!mapping.identifier) throw new Invalid(M.mappingIdentifier);
  const preview = await previewOf(storageKey, '');
  if (!preview) throw new Invalid(M.fileUnreadable);
  const { columns } = preview;
  for (const field of ELIGIBILITY_FIELDS) {
    const column = mapping[field];
    if (column && !columns.includes(column)) throw new Invalid(M.mappingColumn);
  }
}

/**
 * POST /eligibility_files/{id}/process {mapping}: 'processing' from the start (rows_processed 0, errors cleared); the
 * job is queued after the commit. A file already processing is a 409; rows loaded before are upserted again, so
 * processing a canceled file again finishes it.
 */
export async function requestProcessing(who: AuditActor, promotionId: number, id: number, mapping: ColumnMapping): Promise<EligibilityFileStatusAnswer> {
  const row = await requireFile(promotionId, id);
  if (row.status === 'processing') throw new Conflict(M.processFailed);
  await checkMapping(row.storage_key, mapping);
  return withDomainEvents(async (tx, events) => {
    const changed = await tx.eligibilityFile.updateMany({
      where: { id, promotion_id: promotionId, status: { not: 'processing' } },
      data: { status: 'processing', rows_processed: 0, errors: [] },
    });
    if (changed.count === 0) throw new Conflict(M.processFailed);
    await recordAudit(tx, { ...who, action: 'process', recordType: RECORD, recordId: id, promotionId, before: { status: row.status }, after: { status: 'processing', mapping } });
    events.record('eligibility_file.process_requested', { promotionId, fileId: id, mapping });
    const updated = await tx.eligibilityFile.findUniqueOrThrow({ where: { id }, select: eligibilityFileSelect });
    return serializeFileStatus(updated);
  }, ADMIN_TRANSACTION);
}

/**
 * Cancel while processing: 'canceled'. The update waits for the job's batch in flight (it holds the file's row lock),
 * so what stays is every batch committed before, and rows_processed counts exactly those rows.
 */
export async function cancelProcessing(who: AuditActor, promotionId: number, id: number): Promise<EligibilityFileStatusAnswer> {
  await requireFile(promotionId, id);
  await db.$transaction(async (tx) => {
    const changed = await tx.eligibilityFile.updateMany({ where: { id, promotion_id: promotionId, status: 'processing' }, data: { status: 'canceled' } });
    if (changed.count === 0) throw new Conflict(M.notProcessing);
    await recordAudit(tx, { ...who, action: 'cancel', recordType: RECORD, recordId: id, promotionId, before: { status: 'processing' }, after: { status: 'canceled' } });
  }, ADMIN_TRANSACTION);
  return fileStatus(promotionId, id);
}

/** Delete (hidden while processing, and refused then): the file and its stored bytes; loaded records stay. */
export async function deleteEligibilityFile(who: AuditActor, promotionId: number, id: number): Promise<void> {
  const row = await requireFile(promotionId, id);
  await db.$transaction(async (tx) => {
    const removed = await tx.eligibilityFile.deleteMany({ where: { id, promotion_id: promotionId, status: { not: 'processing' } } });
    if (removed.count === 0) throw new Conflict(M.deleteWhileProcessing);
    await recordAudit(tx, { ...who, action: 'delete', recordType: RECORD, recordId: id, promotionId, before: { filename: row.filename, status: row.status } });
  }, ADMIN_TRANSACTION);
  await removeEligibilityFile(row.storage_key);
}

function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** GET /eligibility_files/{id}/download: the stored file, streamed. */
export async function downloadEligibilityFile(promotionId: number, id: number): Promise<Response> {
  const row = await requireFile(promotionId, id);
  const opened = await openEligibilityFile(row.storage_key);
  if (!opened) throw new NotFound(M.fileNotFound);
  const body = Readable.toWeb(opened.stream) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      'content-type': ELIGIBILITY_FILE_KINDS[fileKindOf(row.storage_key)], 'content-length': String(opened.size),
      'content-disposition': contentDisposition(row.filename), 'cache-control': 'private, no-store',
    },
  });
}

/** A stored error as a CSV line: its row number ('' for a file-wide failure) and its reason. */
function errorRow(line: string): [string, string] {
  const { row, reason } = parseRowError(line);
  return [row === null ? '' : String(row), reason];
}

/** GET /eligibility_files/{id}/errors: the per-row errors as CSV (row, error). */
export async function eligibilityFileErrorsCsv(promotionId: number, id: number): Promise<Response> {
  const row = await requireFile(promotionId, id);
  const csv = stringify([['row', 'error'], ...row.errors.map(errorRow)]);
  const name = `${row.filename.replace(/\.(csv|xlsx)$/i, '')}-errors.csv`;
  return new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': contentDisposition(name), 'cache-control': 'private, no-store' } });
}
