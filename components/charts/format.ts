import { createFormat, type Format } from '@/lib/i18n/format';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

// Counts of 10000 or more are shown with the locale's thousands separators (so 9999 stays 9999).
export function formatCount(format: Format, value: number): string {
  return format.number(value, { maximumFractionDigits: 1, useGrouping: Math.abs(value) >= 10_000 });
}

// English only: the leaderboard screens still call it until they move to formatCount with the reader's Format.
const english = createFormat(DEFAULT_LOCALE);

/** @deprecated English only; use formatCount(format, value). */
export function formatNumber(value: number): string {
  return formatCount(english, value);
}
