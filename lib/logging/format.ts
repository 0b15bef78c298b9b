// Formatting of calendar days ('YYYY-MM-DD', the promotion's own days) for messages, through the formatting module.
import { createFormat } from '@/lib/i18n/format';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

/**
 * '2026-11-17' → 'Tuesday, November 17' (the English {day} of the quiz points message). A calendar day is never
 * shifted by a time zone (Format.day); another language's reader gets createFormat(locale).day(day, 'weekday').
 */
export function readableDay(isoDay: string): string {
  return createFormat(DEFAULT_LOCALE).day(isoDay, 'weekday');
}
