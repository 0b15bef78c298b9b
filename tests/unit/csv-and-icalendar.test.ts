// The CSV and iCalendar writers on their libraries (csv-stringify, ics): the rules of RFC 4180 and RFC 5545 we
// rely on, and calendar times in the promotion's zone whatever the server's (vitest runs in Pacific/Chatham).
import { describe, expect, it } from 'vitest';
import { csvDownload, csvStream, neutralizeText, toCsv, type CsvRow } from '@/server/exports/csv';
import { buildIcs, foldLine } from '@/server/calendar/ics';
import { parseCalendarTime } from '@/server/calendar/times';

describe('CSV', () => {
  it('quotes commas, quotes, CR and LF, escapes formulas, writes numbers as numbers', () => {
    expect(toCsv([['a,b', 'say "hi"', 'one\ntwo', 'cr\ronly', 'plain'], [-5, 1.5, Number.NaN, null, undefined]])).toBe(
      '"a,b","say ""hi""","one\ntwo","cr\ronly",plain\r\n-5,1.5,,,\r\n',
    );
    expect(toCsv([['=1+1', '+1', '-x', '@SUM(A1)', '\tx', 'a=b']])).toBe(`'=1+1,'+1,'-x,'@SUM(A1),'\tx,a=b\r\n`);
  });

  it('neutralises formulas once, in the writer: a number (or text that is one) stays a number (issue 28 finding 7)', () => {
    // "-12.5" as text is what PostgreSQL sends for numeric: one apostrophe would turn it into text in a spreadsheet.
    expect(toCsv([[-12.5, '-12.5', '12', '-7']])).toBe('-12.5,-12.5,12,-7\r\n');
    expect(toCsv([['=1+1', '+', '@', '-', '\tTab', '\rCR', '\u22122+3', '\uFF1D1', 'fine', '']])).toBe(
      `'=1+1,'+,'@,'-,'\tTab,"'\rCR",'\u22122+3,'\uFF1D1,fine,\r\n`,
    );
    // Never twice: an apostrophe already there is text like any other.
    expect(toCsv([["'=1+1", '-1+cmd@example.com']])).toBe(`'=1+1,'-1+cmd@example.com\r\n`);
    expect(neutralizeText('-12.5')).toBe('-12.5');
    expect(neutralizeText('-12.5e3')).toBe("'-12.5e3");
  });

  it('streams the same bytes as the in-memory writer', async () => {
    const rows: CsvRow[] = Array.from({ length: 5000 }, (_, i) => [i, `name ${i}, "q"`, i % 7 ? null : '=bad']);
    async function* source() {
      for (const row of rows) yield row;
    }
    expect(await new Response(csvStream(source())).text()).toBe(toCsv(rows));
  });

  it('ends in an error, not a short file, when the source fails after some batches', async () => {
    async function* failingLate(): AsyncGenerator<CsvRow> {
      for (let i = 0; i < 2_500; i++) yield [i];
      throw new Error('connection lost');
    }
    await expect(new Response(csvStream(failingLate())).text()).rejects.toThrow();
  });

  it('reads the first row before answering, so a failing source is an error and not a short 200', async () => {
    async function* failing(): AsyncGenerator<CsvRow> {
      throw new Error('query failed');
    }
    await expect(csvDownload({ filename: 'x.csv', header: ['A'], rows: failing() })).rejects.toThrow('query failed');
    async function* empty(): AsyncGenerator<CsvRow> {}
    const res = await csvDownload({ filename: 'x.csv', header: ['A', 'B'], rows: empty() });
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="x.csv"');
    expect(await res.text()).toBe('A,B\r\n');
  });
});

describe('iCalendar', () => {
  const instant = (value: string, zone: string) => {
    const t = parseCalendarTime(value, zone);
    if (t?.kind !== 'date-time') throw new Error(`not a time: ${value}`);
    return t.value.toISOString();
  };

  it('reads wall times in the promotion’s zone, across DST, whatever the server’s zone', () => {
    expect(instant('2026-03-09T09:30', 'America/New_York')).toBe('2026-03-09T13:30:00.000Z'); // EDT, UTC-4
    expect(instant('2026-03-06T09:30', 'America/New_York')).toBe('2026-03-06T14:30:00.000Z'); // EST, UTC-5
    expect(instant('2026-03-29T09:30', 'Europe/Berlin')).toBe('2026-03-29T07:30:00.000Z'); // CEST from 02:00 that day
    expect(instant('2026-03-28T09:30', 'Europe/Berlin')).toBe('2026-03-28T08:30:00.000Z'); // CET
    expect(instant('2026-07-01T09:30', 'Asia/Kolkata')).toBe('2026-07-01T04:00:00.000Z'); // UTC+5:30
    expect(instant('2026-03-09T09:30Z', 'America/New_York')).toBe('2026-03-09T09:30:00.000Z');
    expect(instant('2026-03-09T09:30+01:00', 'America/New_York')).toBe('2026-03-09T08:30:00.000Z');
  });

  it('writes timed events in UTC and all-day events as dates', () => {
    const zone = 'Europe/Berlin';
    const timed = buildIcs({
      uid: 'u@x', stamp: new Date('2026-03-01T12:00:00Z'),
      start: parseCalendarTime('2026-03-29T09:30', zone)!, end: parseCalendarTime('2026-03-29T10:15', zone)!,
      summary: 'S', description: null, url: null,
    });
    expect(timed).toContain('\r\nDTSTART:20260329T073000Z\r\n');
    expect(timed).toContain('\r\nDTEND:20260329T081500Z\r\n');
    expect(timed).toContain('\r\nDTSTAMP:20260301T120000Z\r\n');
    expect(timed).toContain('\r\nPRODID:-//Renew//Program Calendar//EN\r\n');
    const allDay = buildIcs({
      uid: 'u@x', stamp: new Date(), start: { kind: 'date', value: '2026-12-31' }, end: { kind: 'date', value: '2027-01-01' },
      summary: 'S', description: null, url: null,
    });
    expect(allDay).toContain('\r\nDTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n');
  });

  it('escapes TEXT, keeps every line within 75 octets and ends lines with CRLF only', () => {
    const text = buildIcs({
      uid: 'u@x', stamp: new Date(), start: { kind: 'date', value: '2026-03-02' }, end: { kind: 'date', value: '2026-03-03' },
      summary: `${'日本語のテキスト'.repeat(10)}; a, b \\ c`, description: 'one\rtwo\r\nthree\nfour', url: 'http://a.localhost:3000/x',
    });
    expect(text.endsWith('\r\n')).toBe(true);
    const physical = text.slice(0, -2).split('\r\n');
    for (const line of physical) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(line).not.toMatch(/[\r\n\t]/);
    }
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(`SUMMARY:${'日本語のテキスト'.repeat(10)}\\; a\\, b \\\\ c\r\n`);
    expect(unfolded).toContain('DESCRIPTION:one\\ntwo\\nthree\\nfour\r\n');
    expect(unfolded).toContain('URL:http://a.localhost:3000/x\r\n');
  });

  it('folds without splitting a UTF-8 character', () => {
    const folded = foldLine(`SUMMARY:${'€'.repeat(60)}`);
    expect(folded.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'€'.repeat(60)}`);
  });
});
