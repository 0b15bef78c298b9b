// Instants of the duo screens (sent, started, completed, queued since) as a short date in the promotion's zone.
import type { useTranslations } from 'next-intl';
import type { Format } from '@/lib/i18n/format';

const DAY_KEY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

/** 'on Mar 4', or 'today at 9:05 AM' for today (a phrase for a sentence's {when}). */
export function formatInstant(iso: string, format: Format, t: ReturnType<typeof useTranslations<'duos'>>, now = new Date()): string {
  if (format.custom(iso, DAY_KEY) === format.custom(now, DAY_KEY)) return t('whenToday', { time: format.time(iso) });
  return t('whenOn', { date: format.custom(iso, { month: 'short', day: 'numeric' }) });
}
