// CSV downloads on csv-stringify, written as RFC 4180 has it: CRLF between records; a field with a comma, quote, CR
// or LF is quoted and its quotes doubled. Formula cells are neutralised here and only here (OWASP "CSV injection"):
// text a spreadsheet would run as a formula gets a leading apostrophe; numbers are written as numbers, a non-finite
// one as empty. Two ways out: toCsv for a small file built in memory, csvDownload to stream rows as they are read.
import { Readable } from 'node:stream';
import type { Options } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';

export type CsvCell = string | number | null | undefined;
export type CsvRow = CsvCell[];

/**
 * What a spreadsheet reads as the start of a formula: =, +, -, @, a tab or a carriage return, and the look-alikes
 * some spreadsheets normalise to them: the minus sign U+2212 and the full-width =, +, -, @.
 */
const FORMULA_START = /^[=+\-\u2212@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** Text that is just a number ("-12.5", as PostgreSQL sends numeric): a spreadsheet reads a number, never a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** A text cell as written: with a leading apostrophe when a spreadsheet would run it as a formula. */
export function neutralizeText(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

export const CSV_OPTIONS: Options = {
  record_delimiter: '\r\n',
  // csv-stringify stops quoting a lone LF or CR once record_delimiter is set; RFC 4180 needs them quoted.
  quote_record_delimiter: true,
  // Formula cells are neutralised by cast.string, once: csv-stringify's own escape_formulas would prefix "-12.5" too.
  escape_formulas: false,
  cast: { number: (value) => (Number.isFinite(value) ? String(value) : ''), string: neutralizeText },
};

/** A whole CSV file in memory, for small fixed-size exports. */
export function toCsv(rows: CsvRow[]): string {
  return stringifySync(rows, CSV_OPTIONS);
}

/** Rows encoded together: one string per this many rows reaches the stream. */
const ENCODE_BATCH = 1_000;

/** The rows' CSV text, ENCODE_BATCH rows per string. Each batch ends with CRLF, so the strings simply concatenate. */
async function* encodedBatches(rows: AsyncIterable<CsvRow> | Iterable<CsvRow>): AsyncGenerator<string> {
  let batch: CsvRow[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length === ENCODE_BATCH) {
      yield stringifySync(batch, CSV_OPTIONS);
      batch = [];
    }
  }
  if (batch.length > 0) yield stringifySync(batch, CSV_OPTIONS);
}

/**
 * The rows as a byte stream, encoded while they are produced: memory stays one batch of rows, whatever the file.
 * Rows are encoded a thousand at a time (the synchronous stringifier) rather than pushed one by one through a
 * transform stream: a 100,000-row export spent much of its time in the per-row stream machinery. The stream pulls
 * (Readable.from reads the source only as the client takes the bytes), so a slow client holds back the database
 * cursor instead of piling the file up in memory; a source that throws ends the download in an error, not a short file.
 */
export function csvStream(rows: AsyncIterable<CsvRow> | Iterable<CsvRow>): ReadableStream<Uint8Array> {
  return Readable.toWeb(Readable.from(encodedBatches(rows), { objectMode: false })) as ReadableStream<Uint8Array>;
}

const csvHeaders = (filename: string) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${filename}"`,
  'Cache-Control': 'private, no-store',
});

/** A CSV download response with the file name the browser saves it under. */
export function csvResponse(body: string | ReadableStream<Uint8Array>, filename: string): Response {
  return new Response(body, { status: 200, headers: csvHeaders(filename) });
}

/**
 * A streamed CSV download: the header row, then the rows as the iterable yields them. The first row is read before
 * the response is returned, so a failing query still becomes the error envelope rather than a 200 with a cut file;
 * a failure later in the stream aborts the download.
 */
export async function csvDownload(input: { filename: string; header: CsvRow; rows: AsyncIterable<CsvRow> }): Promise<Response> {
  const iterator = input.rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* all(): AsyncGenerator<CsvRow> {
    try {
      yield input.header;
      if (first.done) return;
      yield first.value;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    } finally {
      // A download cancelled halfway stops the source too.
      await iterator.return?.();
    }
  }
  return csvResponse(csvStream(all()), input.filename);
}
