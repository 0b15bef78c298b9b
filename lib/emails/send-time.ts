// When a one-time email goes out: a wall-clock time in a chosen zone (default Eastern Time (US & Canada), an hour
// ahead for a new email). A time now or past sends at once; a future one waits for the job worker.
import { zonedParts } from '@/lib/i18n/format';

/** The zones offered, by their familiar names (the labels Rails gave them), as IANA zones. */
export const SEND_TIME_ZONES = [
  { id: 'America/New_York', label: 'Eastern Time (US & Canada)' },
  { id: 'America/Chicago', label: 'Central Time (US & Canada)' },
  { id: 'America/Denver', label: 'Mountain Time (US & Canada)' },
  { id: 'America/Phoenix', label: 'Arizona' },
  { id: 'America/Los_Angeles', label: 'Pacific Time (US & Canada)' },
  { id: 'America/Anchorage', label: 'Alaska' },
  { id: 'Pacific/Honolulu', label: 'Hawaii' },
  { id: 'UTC', label: 'UTC' },
] as const;

export type SendTimeZone = (typeof SEND_TIME_ZONES)[number]['id'];
export const SEND_TIME_ZONE_IDS = SEND_TIME_ZONES.map((z) => z.id) as [SendTimeZone, ...SendTimeZone[]];
export const DEFAULT_SEND_TIME_ZONE: SendTimeZone = 'America/New_York';

/** 'YYYY-MM-DDTHH:mm', the value of an <input type="datetime-local">. */
export const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const partsIn = (zone: string, at: Date) => zonedParts(at, zone);

/** The zone's offset from UTC at that instant, in milliseconds. */
function offsetAt(zone: string, at: Date): number {
  const p = partsIn(zone, at);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - (at.getTime() - at.getMilliseconds());
}

/** The instant a wall-clock time in `zone` names (a time skipped by a DST change moves forward by the gap). */
export function zonedToUtc(local: string, zone: string): Date {
  const [date, time] = local.split('T');
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  const first = guess - offsetAt(zone, new Date(guess));
  return new Date(guess - offsetAt(zone, new Date(first)));
}

/** The wall-clock time of an instant in `zone`, as 'YYYY-MM-DDTHH:mm'. */
export function utcToZoned(at: Date, zone: string): string {
  const p = partsIn(zone, at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

/** A new email's send time: an hour from now, in the zone, to the minute. */
export function defaultSendTime(zone: string = DEFAULT_SEND_TIME_ZONE, now: Date = new Date()): string {
  return utcToZoned(new Date(now.getTime() + 60 * 60 * 1000), zone);
}

export const zoneLabel = (zone: string) => SEND_TIME_ZONES.find((z) => z.id === zone)?.label ?? zone;
