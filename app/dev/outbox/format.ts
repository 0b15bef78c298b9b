// Outbox times are shown in UTC: the page serves masters across every promotion's time zone.
import { createFormat } from '@/lib/i18n/format';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

const utc = createFormat(DEFAULT_LOCALE, 'UTC');

export function formatUtc(iso: string): string {
  return `${utc.dateTime(iso, { date: 'short', time: 'medium' })} UTC`;
}
