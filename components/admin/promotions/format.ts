// How the promotion administration writes a calendar day: 'Mar 1, 2027' (the reader's medium date); an empty day as a
// dash. Screens pass their Format (useFormat()); without one the day reads in English, for callers not converted yet.
import { createFormat, type Format } from '@/lib/i18n/format';

export function formatDay(day: string | null | undefined, format: Format = createFormat('en')): string {
  return day ? format.day(day, 'medium') : '—';
}
