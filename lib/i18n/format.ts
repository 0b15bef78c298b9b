// The one formatting module (docs/i18n.md): dates, times, relative times, numbers and percentages in the reader's
// locale and the promotion's time zone. Screens get it from useFormat() (lib/i18n/use-format.ts), server components
// from requestFormat() (server/i18n/request-format.ts), mail, push and PDFs from createFormat(locale, timeZone).
// No other file names a locale literal: calculations that read a date's parts use zonedParts() below.

/** Named date styles, so the same kind of date looks the same on every screen. */
export const DAY_STYLES = {
  /** Tuesday, November 3, 2026 */
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  /** Tuesday, November 3 */
  weekday: { weekday: 'long', month: 'long', day: 'numeric' },
  /** November 3, 2026 */
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  /** November 3 */
  monthDayLong: { month: 'long', day: 'numeric' },
  /** Nov 3, 2026 */
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  /** Nov 3 */
  monthDay: { month: 'short', day: 'numeric' },
  /** Tue, Nov 3 */
  weekdayShort: { weekday: 'short', month: 'short', day: 'numeric' },
  /** Tue */
  weekdayOnly: { weekday: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DayStyle = keyof typeof DAY_STYLES;

export interface Format {
  readonly locale: string;
  readonly timeZone: string;
  /** A calendar day ('2026-11-03' or a Date at UTC midnight), never shifted by a time zone. */
  day(day: string | Date, style?: DayStyle): string;
  /** An instant as date and time in the time zone: "Nov 3, 2026, 4:05 PM". */
  dateTime(at: string | number | Date, options?: { date?: 'short' | 'medium' | 'long'; time?: 'short' | 'medium' }): string;
  /** An instant as a time of day in the time zone: "4:05 PM". */
  time(at: string | number | Date): string;
  /** An instant with custom fields, in the time zone (charts' axes, compact stamps). */
  custom(at: string | number | Date, options: Intl.DateTimeFormatOptions): string;
  /** A number with the locale's grouping: 1,200 (en) / 1200 (es) / 1.200 (es, five digits and up). */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** A share 0..1 as a whole percentage: 42 %. */
  percent(ratio: number, fractionDigits?: number): string;
  /** "3 days ago", "in 2 hours", relative to now. */
  relative(at: string | number | Date, now?: Date): string;
  /** "Ana, Ben and Cleo". */
  list(items: string[], type?: 'conjunction' | 'disjunction'): string;
}

const toDate = (at: string | number | Date) => (at instanceof Date ? at : new Date(at));
const dayDate = (day: string | Date) => (day instanceof Date ? day : new Date(`${day.slice(0, 10)}T00:00:00Z`));

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60], ['minute', 60], ['hour', 24], ['day', 7], ['week', 4.35], ['month', 12], ['year', Infinity],
];

const cache = new Map<string, Format>();

export function createFormat(locale: string, timeZone = 'UTC'): Format {
  const cacheKey = `${locale}|${timeZone}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const dateFormats = new Map<string, Intl.DateTimeFormat>();
  const dateFormat = (options: Intl.DateTimeFormatOptions) => {
    const key = JSON.stringify(options);
    let found = dateFormats.get(key);
    if (!found) dateFormats.set(key, (found = new Intl.DateTimeFormat(locale, options)));
    return found;
  };
  const numberFormats = new Map<string, Intl.NumberFormat>();
  const numberFormat = (options: Intl.NumberFormatOptions = {}) => {
    const key = JSON.stringify(options);
    let found = numberFormats.get(key);
    if (!found) numberFormats.set(key, (found = new Intl.NumberFormat(locale, options)));
    return found;
  };
  // Made on first use: the first Intl object of a page pays ICU's start-up (90-190 ms on a 4x slowed phone,
  // docs/benchmarks.md "Session 24"), and most screens never say "3 days ago".
  let relativeFormat: Intl.RelativeTimeFormat | undefined;
  const relative = () => (relativeFormat ??= new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  const format: Format = {
    locale,
    timeZone,
    day: (day, style = 'medium') => dateFormat({ ...DAY_STYLES[style], timeZone: 'UTC' }).format(dayDate(day)),
    dateTime: (at, options = {}) =>
      dateFormat({ dateStyle: options.date ?? 'medium', timeStyle: options.time ?? 'short', timeZone }).format(toDate(at)),
    time: (at) => dateFormat({ hour: 'numeric', minute: '2-digit', timeZone }).format(toDate(at)),
    custom: (at, options) => dateFormat({ timeZone, ...options }).format(toDate(at)),
    number: (value, options) => numberFormat(options).format(value),
    percent: (ratio, fractionDigits = 0) =>
      numberFormat({ style: 'percent', maximumFractionDigits: fractionDigits }).format(ratio),
    relative: (at, now = new Date()) => {
      let amount = (toDate(at).getTime() - now.getTime()) / 1000;
      for (const [unit, size] of RELATIVE_STEPS) {
        if (Math.abs(amount) < size) return relative().format(Math.round(amount), unit);
        amount /= size;
      }
      return relative().format(Math.round(amount), 'year');
    },
    list: (items, type = 'conjunction') => new Intl.ListFormat(locale, { style: 'long', type }).format(items),
  };
  cache.set(cacheKey, format);
  return format;
}

// Calculations, not display: the parts of an instant in a time zone, read with a fixed machine locale so the digits
// and order never depend on the reader.
const MACHINE_LOCALE = 'en-US';
const partFormats = new Map<string, Intl.DateTimeFormat>();

export interface ZonedParts { year: number; month: number; day: number; hour: number; minute: number; second: number; weekday: number }

/** The wall-clock parts of an instant in a time zone (weekday 0 = Sunday). */
export function zonedParts(at: Date, timeZone: string): ZonedParts {
  let parts = partFormats.get(timeZone);
  if (!parts) {
    parts = new Intl.DateTimeFormat(MACHINE_LOCALE, {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
      second: '2-digit', weekday: 'short',
    });
    partFormats.set(timeZone, parts);
  }
  const read: Record<string, string> = {};
  for (const part of parts.formatToParts(at)) read[part.type] = part.value;
  return {
    year: Number(read.year), month: Number(read.month), day: Number(read.day), hour: Number(read.hour) % 24,
    minute: Number(read.minute), second: Number(read.second),
    weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(read.weekday),
  };
}

/** Whether an IANA time zone name is known to this runtime ("America/New_York"). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat(MACHINE_LOCALE, { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
