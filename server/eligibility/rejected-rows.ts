// The rows a file's last processing refused, for the table on the eligibility files page (issue 32): each stored
// error 'Row N: reason' with the row's values read back from the stored file. The values are not kept on the file
// (they are the participant's personal data, and the file already holds them), so a page of rejected rows streams
// the file once, up to the last row the page names. A file whose bytes are gone answers the rows without values.
import 'server-only';
import { db } from '@/server/db';
import { NotFound } from '@/server/platform/errors';
import type { Page } from '@/server/platform/pagination';
import { ELIGIBILITY_MESSAGES as M } from '@/lib/eligibility/messages';
import type { RejectedRow } from '@/lib/eligibility/types';
import { fileKindOf } from './admin/serialize';
import { openEligibilityFile } from './file-storage';
import { columnNames, readRows } from './file-rows';

/** Stored per-row errors read 'Row N: message' (server/eligibility/process.ts); a file-wide failure has no row. */
export function parseRowError(line: string): { row: number | null; reason: string } {
  const match = /^Row (\d+): (.*)$/s.exec(line);
  return match ? { row: Number(match[1]), reason: match[2]! } : { row: null, reason: line };
}

/** The header and the cells of the wanted rows (numbered as processing numbers them: the header is row 1). */
async function rowsOf(storageKey: string, wanted: Set<number>): Promise<{ columns: string[]; cells: Map<number, string[]> } | null> {
  const opened = await openEligibilityFile(storageKey);
  if (!opened) return null;
  const last = Math.max(0, ...wanted);
  let columns: string[] | null = null;
  const cells = new Map<number, string[]>();
  let rowNumber = 1;
  try {
    for await (const row of readRows(opened.stream, fileKindOf(storageKey))) {
      if (!columns) {
        columns = columnNames(row);
        if (last <= 1) break;
        continue;
      }
      rowNumber += 1;
      if (wanted.has(rowNumber)) cells.set(rowNumber, columns.map((_, i) => row[i] ?? ''));
      if (rowNumber >= last) break;
    }
  } catch {
    return null; // unreadable now: the reasons still show
  } finally {
    opened.stream.destroy();
  }
  return { columns: columns ?? [], cells };
}

/** GET /eligibility_files/{id}/rejected_rows: a page of rejected rows in file order, and the file's columns. */
export async function listRejectedRows(promotionId: number, id: number, page: Page): Promise<{ rows: RejectedRow[]; total: number; columns: string[] }> {
  const file = await db.eligibilityFile.findFirst({ where: { id, promotion_id: promotionId }, select: { storage_key: true, errors: true } });
  if (!file) throw new NotFound(M.fileNotFound);
  const slice = file.errors.slice(page.skip, page.take === undefined ? undefined : page.skip + page.take).map(parseRowError);
  const wanted = new Set(slice.flatMap((e) => (e.row === null ? [] : [e.row])));
  const read = slice.length > 0 ? await rowsOf(file.storage_key, wanted) : null;
  const rows = slice.map((e) => ({ row: e.row, values: (e.row !== null && read?.cells.get(e.row)) || [], reason: e.reason }));
  return { rows, total: file.errors.length, columns: read?.columns ?? [] };
}
