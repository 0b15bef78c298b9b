// iCalendar (RFC 5545) for the calendar-add popover (participant-core.md §2 "calendar-add popover (Apple, Google,
// Outlook, {host})", §7 "Calendar file GET /promotions/{id}/calendar with title, dtstart, dtend, details, target").
// One VEVENT; CRLF line ends; content lines folded at 75 octets without splitting a UTF-8 character; TEXT values
// escape backslash, semicolon, comma and newlines.

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

export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** Splits a content line into 75-octet lines; continuation lines start with one space (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > limit) {
      out.push(current);
      current = ' ';
      octets = 1;
      limit = 75;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function formatUtc(at: Date): string {
  return `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}Z`;
}

function timeProperty(name: 'DTSTART' | 'DTEND', time: IcsTime): string {
  return time.kind === 'date' ? `${name};VALUE=DATE:${time.value.replace(/-/g, '')}` : `${name}:${formatUtc(time.value)}`;
}

export function buildIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Renew//Program Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${formatUtc(event.stamp)}`,
    timeProperty('DTSTART', event.start),
    timeProperty('DTEND', event.end),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    // URL is a URI value, not TEXT: it is folded but not escaped.
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
