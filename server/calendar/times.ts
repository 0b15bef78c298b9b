// Reading the calendar's dtstart/dtend: a day ('2026-03-02' or '20260302') is an all-day event; a time
// ('2026-03-02T09:30', '…Z', '…+01:00' or '20260302T093000Z') is a timed one. A time without an offset is read in
// the promotion's time zone, like every other time the program shows.
import type { IcsTime } from './ics';
import { zonedParts } from '@/lib/i18n/format';

const DAY = /^(\d{4})-?(\d{2})-?(\d{2})$/;
const TIME = /^(\d{4})-?(\d{2})-?(\d{2})T(\d{2}):?(\d{2})(?::?(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

function validDay(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Offset of a time zone from UTC at an instant, in milliseconds. */
function zoneOffset(at: number, timeZone: string): number {
  const parts = zonedParts(new Date(at), timeZone);
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return asUtc - Math.floor(at / 1000) * 1000;
}

export function parseCalendarTime(value: string, timeZone: string): IcsTime | null {
  const day = DAY.exec(value);
  if (day) {
    const [y, m, d] = [+day[1], +day[2], +day[3]];
    return validDay(y, m, d) ? { kind: 'date', value: `${day[1]}-${day[2]}-${day[3]}` } : null;
  }
  const t = TIME.exec(value);
  if (!t) return null;
  const [y, m, d, hh, mm, ss] = [+t[1], +t[2], +t[3], +t[4], +t[5], +(t[6] ?? 0)];
  if (!validDay(y, m, d) || hh > 23 || mm > 59 || ss > 59) return null;
  const wall = Date.UTC(y, m - 1, d, hh, mm, ss);
  const zone = t[7];
  if (zone === 'Z') return { kind: 'date-time', value: new Date(wall) };
  if (zone) {
    const sign = zone[0] === '-' ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    return { kind: 'date-time', value: new Date(wall - sign * (+digits.slice(0, 2) * 60 + +digits.slice(2)) * 60_000) };
  }
  // Local wall time in the zone: subtract the zone's offset, then correct once across a DST change.
  let at = wall - zoneOffset(wall, timeZone);
  at = wall - zoneOffset(at, timeZone);
  return { kind: 'date-time', value: new Date(at) };
}

export function addToTime(time: IcsTime): IcsTime {
  if (time.kind === 'date') {
    const next = new Date(`${time.value}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    return { kind: 'date', value: next.toISOString().slice(0, 10) };
  }
  return { kind: 'date-time', value: new Date(time.value.getTime() + 60 * 60 * 1000) };
}

export function isAfter(end: IcsTime, start: IcsTime): boolean {
  return end.kind === 'date' && start.kind === 'date'
    ? end.value > start.value
    : end.kind === 'date-time' && start.kind === 'date-time' && end.value.getTime() > start.value.getTime();
}
