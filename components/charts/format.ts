import type { Format } from '@/lib/i18n/format';

// Counts of 10000 or more are shown with the locale's thousands separators (so 9999 stays 9999).
export function formatCount(format: Format, value: number): string {
  return format.number(value, { maximumFractionDigits: 1, useGrouping: Math.abs(value) >= 10_000 });
}
