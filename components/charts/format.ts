import type { Format } from '@/lib/i18n/format';

// Counts of 10000 or more are shown with the locale's thousands separators (so 9999 stays 9999).
export function formatCount(format: Format, value: number): string {
  return format.number(value, { maximumFractionDigits: 1, useGrouping: Math.abs(value) >= 10_000 });
}

// English only: the leaderboard screens still call it until they move to formatCount with the reader's Format.
const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, useGrouping: false });

/** @deprecated English only; use formatCount(format, value). */
export function formatNumber(value: number): string {
  return Math.abs(value) >= 10_000 ? grouped.format(value) : plain.format(value);
}
