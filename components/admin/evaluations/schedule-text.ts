// How a definition's schedule reads: "Day 0", "Days 0 to 14", or the two dates.
import { formatDay } from '@/components/admin/promotions/format';

export function scheduleText(d: { days_from_start: string | null; start_date: string | null; end_date: string | null }): string {
  if (d.days_from_start) {
    const [from, to] = d.days_from_start.split(',').map((s) => s.trim());
    return to === undefined ? `Opens on day ${from} of the program` : `Open on days ${from} to ${to} of the program`;
  }
  if (d.start_date) return `Open ${formatDay(d.start_date)} – ${formatDay(d.end_date)}`;
  return 'No schedule';
}
