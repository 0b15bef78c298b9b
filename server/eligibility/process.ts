// The eligibility.process job: streams a file (server/eligibility/file-rows.ts), validates each row and upserts the
// good ones in batches of ELIGIBILITY_BATCH_ROWS, one multi-row statement each (server/eligibility/sql.ts). Each
// batch is one transaction that first locks the file's row and reads its status: a Cancel (which waits on that lock)
// stops the job before its next batch, and rows_processed always equals the rows committed (good and bad rows both
// count, so a finished file shows total_rows of total_rows). A later row of the same identifier wins.
import { db, type Tx } from '@/server/db';
import { logger } from '@/server/platform/logger';
import { ELIGIBILITY_BATCH_ROWS, ELIGIBILITY_FIELDS, MAX_STORED_ROW_ERRORS } from '@/lib/eligibility/constants';
import { ELIGIBILITY_MESSAGES as M, eligibilityMessages } from '@/lib/eligibility/messages';
import type { ColumnMapping } from '@/lib/eligibility/schemas';
import { eligibilityLabel } from './queries';
import { fileKindOf } from './admin/serialize';
import { openEligibilityFile } from './file-storage';
import { columnNames, readRows } from './file-rows';
import { lockEligibilityFileSql, upsertEligibilityBatchSql } from './sql';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_FIELD = 255;
const FIELD_NAMES = { identifier: 'Identifier', first_name: 'First name', last_name: 'Last name', email: 'Email' } as const;

interface RowRecord {
  identifier: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

export interface ProcessResult {
  status: 'processed' | 'canceled' | 'skipped' | 'failed';
  rowsProcessed: number;
  errors: number;
}

class Batch {
  records = new Map<string, RowRecord>();
  rows = 0;
  errors: string[] = [];
  clear() {
    this.records.clear();
    this.rows = 0;
    this.errors = [];
  }
}

/** A row as a record, or the row's error ('Row N: …', N counting the header as row 1). */
function recordOf(cells: string[], index: Record<(typeof ELIGIBILITY_FIELDS)[number], number | null>, label: string, rowNumber: number): RowRecord | string {
  const value = (field: (typeof ELIGIBILITY_FIELDS)[number]) => {
    const i = index[field];
    return i === null ? '' : (cells[i] ?? '').trim();
  };
  const identifier = value('identifier');
  if (!identifier) return `Row ${rowNumber}: ${eligibilityMessages(label).required}`;
  for (const field of ELIGIBILITY_FIELDS) {
    if (value(field).length > MAX_FIELD) return `Row ${rowNumber}: ${M.tooLong(FIELD_NAMES[field])}`;
  }
  const email = value('email');
  if (email && !EMAIL.test(email)) return `Row ${rowNumber}: ${M.invalidEmail}`;
  return { identifier, first_name: value('first_name') || null, last_name: value('last_name') || null, email: email || null };
}

/** One batch in one transaction; false when the file is no longer processing (canceled, deleted). */
async function commitBatch(promotionId: number, fileId: number, batch: Batch, storedErrors: { count: number }, finish: boolean): Promise<boolean> {
  return db.$transaction(async (tx: Tx) => {
    const file = await lockEligibilityFileSql.first(tx, fileId);
    if (file?.status !== 'processing') return false;
    if (batch.records.size > 0) {
      const records = [...batch.records.values()];
      await upsertEligibilityBatchSql.run(tx, {
        promotionId, fileId, identifiers: records.map((r) => r.identifier), firstNames: records.map((r) => r.first_name),
        lastNames: records.map((r) => r.last_name), emails: records.map((r) => r.email),
      });
    }
    const room = Math.max(0, MAX_STORED_ROW_ERRORS - storedErrors.count);
    const kept = batch.errors.slice(0, room);
    storedErrors.count += kept.length;
    await tx.eligibilityFile.update({
      where: { id: fileId },
      data: {
        rows_processed: { increment: batch.rows },
        ...(kept.length > 0 ? { errors: { push: kept } } : {}),
        ...(finish ? { status: 'processed' } : {}),
      },
    });
    return true;
  }, { maxWait: 10_000, timeout: 60_000 });
}

async function markFailed(fileId: number, message: string): Promise<void> {
  await db.eligibilityFile.updateMany({ where: { id: fileId, status: 'processing' }, data: { status: 'failed', errors: { push: message } } });
}

/** Works one job. `batchRows` is for tests (a small batch shows a cancel landing mid-way). */
export async function processEligibilityFile(fileId: number, mapping: ColumnMapping, options: { batchRows?: number; afterBatch?: () => Promise<void> } = {}): Promise<ProcessResult> {
  const batchRows = options.batchRows ?? ELIGIBILITY_BATCH_ROWS;
  const file = await db.eligibilityFile.findUnique({ where: { id: fileId }, select: { id: true, promotion_id: true, storage_key: true, status: true } });
  if (!file || file.status !== 'processing') return { status: 'skipped', rowsProcessed: 0, errors: 0 };
  const opened = await openEligibilityFile(file.storage_key);
  if (!opened) {
    await markFailed(fileId, M.fileUnreadable);
    return { status: 'failed', rowsProcessed: 0, errors: 1 };
  }
  const label = await eligibilityLabel(file.promotion_id);
  const batch = new Batch();
  const storedErrors = { count: 0 };
  let index: Record<(typeof ELIGIBILITY_FIELDS)[number], number | null> | null = null;
  let rowNumber = 1;
  let processed = 0;
  let errorCount = 0;
  try {
    for await (const cells of readRows(opened.stream, fileKindOf(file.storage_key))) {
      if (!index) {
        const columns = columnNames(cells);
        index = Object.fromEntries(ELIGIBILITY_FIELDS.map((f) => {
          const i = mapping[f] ? columns.indexOf(mapping[f]!) : -1;
          return [f, i >= 0 ? i : null];
        })) as Record<(typeof ELIGIBILITY_FIELDS)[number], number | null>;
        if (index.identifier === null) {
          await markFailed(fileId, M.mappingIdentifier);
          return { status: 'failed', rowsProcessed: 0, errors: 1 };
        }
        continue;
      }
      rowNumber += 1;
      const result = recordOf(cells, index, label, rowNumber);
      if (typeof result === 'string') {
        batch.errors.push(result);
        errorCount += 1;
      } else {
        batch.records.delete(result.identifier); // re-inserted last: a later row of the identifier wins
        batch.records.set(result.identifier, result);
      }
      batch.rows += 1;
      if (batch.rows >= batchRows) {
        if (!(await commitBatch(file.promotion_id, fileId, batch, storedErrors, false))) return { status: 'canceled', rowsProcessed: processed, errors: errorCount };
        processed += batch.rows;
        batch.clear();
        await options.afterBatch?.();
      }
    }
    // The last batch, the final count and 'processed' together; total_rows follows what was read.
    if (!(await commitBatch(file.promotion_id, fileId, batch, storedErrors, true))) return { status: 'canceled', rowsProcessed: processed, errors: errorCount };
    processed += batch.rows;
    return { status: 'processed', rowsProcessed: processed, errors: errorCount };
  } catch (error) {
    logger.error('eligibility file processing failed', { fileId, error });
    await markFailed(fileId, M.fileUnreadable);
    return { status: 'failed', rowsProcessed: processed, errors: errorCount + 1 };
  } finally {
    opened.stream.destroy();
  }
}
