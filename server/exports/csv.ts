// CSV downloads on csv-stringify, written as RFC 4180 has it: CRLF between records; a field with a comma, quote, CR
// or LF is quoted and its quotes doubled. Text a spreadsheet would run as a formula (=, +, -, @, tab or CR first)
// gets a leading apostrophe (OWASP "CSV injection"); numbers are written as numbers, a non-finite one as empty.
// Two ways out: toCsv for a small file built in memory, csvDownload to stream rows as they are read (reports).
import { pipeline, Readable } from 'node:stream';
import { stringify, type Options } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';

export type CsvCell = string | number | null | undefined;
export type CsvRow = CsvCell[];

export const CSV_OPTIONS: Options = {
  record_delimiter: '\r\n',
  // csv-stringify stops quoting a lone LF or CR once record_delimiter is set; RFC 4180 needs them quoted.
  quote_record_delimiter: true,
  escape_formulas: true,
  cast: { number: (value) => (Number.isFinite(value) ? String(value) : '') },
};

/** A whole CSV file in memory, for small fixed-size exports. */
export function toCsv(rows: CsvRow[]): string {
  return stringifySync(rows, CSV_OPTIONS);
}

/** The rows as a byte stream, encoded while they are produced: memory stays one batch of rows, whatever the file. */
export function csvStream(rows: AsyncIterable<CsvRow> | Iterable<CsvRow>): ReadableStream<Uint8Array> {
  // pipeline destroys the stringifier when the source throws, so the download ends in an error, not a short file.
  const csv = pipeline(Readable.from(rows), stringify(CSV_OPTIONS), () => {});
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
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
