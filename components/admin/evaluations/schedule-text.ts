// How a definition's schedule reads: "Day 0", "Days 0 to 14", or the two dates.
import type { useTranslations } from 'next-intl';
import type { Format } from '@/lib/i18n/format';

type EvaluationsT = ReturnType<typeof useTranslations<'admin-evaluations'>>;

/** A calendar day as the administration writes it ('Mar 1, 2027'); an empty day as a dash. */
const dayOf = (day: string | null, format: Format) => (day ? format.day(day, 'medium') : '—');

export function scheduleText(d: { days_from_start: string | null; start_date: string | null; end_date: string | null }, t: EvaluationsT, format: Format): string {
  if (d.days_from_start) {
    const [from, to] = d.days_from_start.split(',').map((s) => s.trim());
    return to === undefined ? t('opensOnDay', { day: from ?? '' }) : t('openOnDays', { from: from ?? '', to });
  }
  if (d.start_date) return t('openBetween', { start: dayOf(d.start_date, format), end: dayOf(d.end_date, format) });
  return t('noSchedule');
}
