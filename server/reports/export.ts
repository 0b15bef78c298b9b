// CSV export (POST /export: the form fields filename and data). The report is run again on the server and streamed
// with csv-stringify through a cursor, so a 100,000-row file never sits in memory (the 50,000-row cap is the screen's,
// not the file's). Formula cells are neutralised by the CSV writer itself (server/exports/csv.ts), as in every CSV.
// An employer-side breakdown (docs/privacy.md) is written exactly as the screen shows it, through the same suppression.
import 'server-only';
import { csvDownload, type CsvRow } from '@/server/exports/csv';
import type { ExportData } from '@/lib/reports/schemas';
import { REPORT_ROW_LIMIT } from '@/lib/reports/schemas';
import { breakdownRows, prepareRun, rowsOf, toCell, type ReportViewer } from './run';
import { runSandboxed, streamSandboxed } from './sandbox';

/** The most rows one export writes. */
export const EXPORT_ROW_CAP = 1_000_000;
export function exportFilename(raw: string | null | undefined): string {
  const base = (raw ?? '').replace(/\.csv$/i, '').replace(/[^\w .-]+/g, '').trim().slice(0, 100) || 'report';
  return `${base}.csv`;
}

export async function exportReport(viewer: ReportViewer, data: ExportData, filenameIn: string | null): Promise<Response> {
  const prepared = await prepareRun(viewer, data.promotion_id, data.report_id, data.is_custom ?? false, data);
  const filename = exportFilename(filenameIn ?? prepared.name);
  if (prepared.breakdown) {
    const { rows } = breakdownRows({ ...prepared, breakdown: prepared.breakdown }, await runSandboxed(prepared.scope, prepared.sql, REPORT_ROW_LIMIT));
    async function* lines(): AsyncGenerator<CsvRow> {
      for (const row of rows) yield row.map((cell) => (typeof cell === 'boolean' ? String(cell) : cell));
    }
    return csvDownload({ filename, header: prepared.fields!.map((f) => f.display_name), rows: lines() });
  }
  const source = await streamSandboxed(prepared.scope, prepared.sql, EXPORT_ROW_CAP);
  // The header comes from the first row (SQL reports) or the compiled labels (Simple).
  const first = await source.next();
  const firstObjects = first.done ? [] : [first.value];
  const { fields } = rowsOf(prepared, firstObjects);
  async function* rows(): AsyncGenerator<CsvRow> {
    try {
      for (const object of firstObjects) yield line(object);
      for await (const object of source) yield line(object);
    } finally {
      await source.return(undefined);
    }
  }
  // The columns' keys once, not per row (a 100,000-row export made 500,000 key strings and a result per row).
  const keys = prepared.fields ? prepared.fields.map((_, i) => `c${i}`) : firstObjects[0] ? Object.keys(firstObjects[0]) : [];
  function line(object: Record<string, unknown>): CsvRow {
    return keys.map((key) => {
      const cell = toCell(object[key]);
      // true/false as words (csv-stringify would write 1 and an empty cell).
      return typeof cell === 'boolean' ? String(cell) : cell;
    });
  }
  return csvDownload({ filename, header: fields.map((f) => f.display_name), rows: rows() });
}
