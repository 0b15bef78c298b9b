// Reading an eligibility file row by row: CSV through csv-parse's stream, XLSX through exceljs's streaming workbook
// reader (first worksheet). Either way the file is read from disk as a stream, a row at a time, so memory stays
// bounded whatever the file's size. Blank rows are skipped; every cell comes out as trimmed text.
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import type { Readable } from 'node:stream';
import { ELIGIBILITY_FIELDS, PREVIEW_ROWS, type EligibilityFileKind } from '@/lib/eligibility/constants';
import type { ColumnMapping } from '@/lib/eligibility/schemas';
import type { EligibilityFilePreview } from '@/lib/eligibility/types';

type Cell = ExcelJS.CellValue;

function cellText(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value).trim();
  if ('richText' in value) return value.richText.map((r) => r.text).join('').trim();
  if ('text' in value) return String(value.text).trim();
  if ('result' in value) return cellText(value.result as Cell);
  return '';
}

async function* csvRows(input: Readable): AsyncGenerator<string[]> {
  const parser = input.pipe(parse({ bom: true, skip_empty_lines: true, relax_column_count: true, relax_quotes: true, trim: true }));
  for await (const record of parser as AsyncIterable<string[]>) {
    if (record.some((c) => c !== '')) yield record;
  }
}

async function* xlsxRows(input: Readable): AsyncGenerator<string[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit' });
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      // row.values is 1-based (index 0 is empty); missing cells are holes.
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      const cells = Array.from(values, (v) => cellText(v as Cell));
      if (cells.some((c) => c !== '')) yield cells;
    }
    return; // the first worksheet only
  }
}

/** The file's rows, the header first. */
export function readRows(input: Readable, kind: EligibilityFileKind): AsyncGenerator<string[]> {
  return kind === 'xlsx' ? xlsxRows(input) : csvRows(input);
}

/** Header names as columns: blank ones become 'Column N', repeats get ' (2)', ' (3)'. */
export function columnNames(header: string[]): string[] {
  const seen = new Map<string, number>();
  return header.map((raw, i) => {
    const base = raw.trim() || `Column ${i + 1}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base} (${n})`;
  });
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const GUESSES: Record<(typeof ELIGIBILITY_FIELDS)[number], string[]> = {
  identifier: ['identifier', 'id', 'employeeid', 'memberid', 'eligibilityid', 'employeenumber', 'badgeid', 'ssoid'],
  first_name: ['firstname', 'first', 'givenname', 'fname'],
  last_name: ['lastname', 'last', 'surname', 'familyname', 'lname'],
  email: ['email', 'emailaddress', 'mail', 'workemail'],
};

/** The mapping a header suggests; the identifier also matches the promotion's label, else the first column. */
export function guessMapping(columns: string[], label: string): ColumnMapping {
  const find = (names: string[]) => columns.find((c) => names.includes(squash(c))) ?? null;
  const mapping = Object.fromEntries(ELIGIBILITY_FIELDS.map((f) => [f, find(GUESSES[f])])) as ColumnMapping;
  mapping.identifier = find([squash(label)]) ?? mapping.identifier ?? columns[0] ?? null;
  return mapping;
}

/** One pass over the file: the header, the first rows for the preview and the count of data rows. */
export async function scanFile(input: Readable, kind: EligibilityFileKind, label: string): Promise<{ preview: EligibilityFilePreview; totalRows: number }> {
  let columns: string[] | null = null;
  const rows: string[][] = [];
  let totalRows = 0;
  for await (const row of readRows(input, kind)) {
    if (!columns) {
      columns = columnNames(row);
      continue;
    }
    totalRows += 1;
    if (rows.length < PREVIEW_ROWS) rows.push(columns.map((_, i) => row[i] ?? ''));
  }
  const cols = columns ?? [];
  return { preview: { columns: cols, rows, mapping: guessMapping(cols, label) }, totalRows };
}
