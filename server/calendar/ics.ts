// iCalendar (RFC 5545) for the calendar-add popover (Apple, Google, Outlook, {host}; GET
// /promotions/{id}/calendar with title, dtstart, dtend, details, target):
// one VEVENT, built by the `ics` package (properties, TEXT escaping, dates, CRLF line ends).
//
// Two things stay ours (docs/decisions/007-csv-and-icalendar-libraries.md):
// - times: ics knows only UTC and the server's own local time, so a wall time in the promotion's zone is turned into
//   a UTC instant first (./times.ts) and handed over as UTC;
// - folding: ics folds content lines every 75 characters, but the limit is 75 octets — a line of accented or
//   non-Latin text would run past it — so its output is unfolded and folded again by octets, never inside a UTF-8
//   character.
import { createEvent, type DateArray, type DateTime, type EventAttributes } from 'ics';

export type IcsTime = { kind: 'date'; value: string } | { kind: 'date-time'; value: Date };

export interface IcsEvent {
  uid: string;
  stamp: Date;
  start: IcsTime;
  end: IcsTime;
  summary: string;
  description: string | null;
  url: string | null;
}

export const PRODUCT_ID = '-//Renew//Program Calendar//EN';

/** Splits a content line into lines of at most 75 octets; continuation lines start with one space (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > 75) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

/** Re-folds a whole iCalendar text by octets: joins ics's continuation lines (CRLF + space or tab), then folds each. */
function refold(text: string): string {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  if (lines.at(-1) === '') lines.pop();
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** A timed value as UTC milliseconds (written as …Z); a day as [year, month, day] (written as VALUE=DATE). */
function icsTime(time: IcsTime): DateTime {
  if (time.kind === 'date-time') return time.value.getTime();
  const [y, m, d] = time.value.split('-').map(Number);
  return [y, m, d] as DateArray;
}

/** TEXT values may hold CR, LF or CRLF; ics escapes LF and CRLF only, so a lone CR is made an LF first. */
const newlines = (text: string) => text.replace(/\r\n?/g, '\n');

export function buildIcs(event: IcsEvent): string {
  // DTSTAMP: ics accepts `timestamp` (and defaults it to now) but its types omit it.
  const attributes: EventAttributes & { timestamp: number } = {
    productId: PRODUCT_ID,
    method: 'PUBLISH',
    uid: event.uid,
    timestamp: event.stamp.getTime(),
    start: icsTime(event.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: icsTime(event.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: newlines(event.summary),
    ...(event.description ? { description: newlines(event.description) } : {}),
    ...(event.url ? { url: event.url } : {}),
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('ics: no calendar produced');
  return refold(value);
}
