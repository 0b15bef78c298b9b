// The Stats tab's day charts on a real time axis (issue 32: Nov 9 → Nov 28 was spaced as if it were one day): the
// days between the first and the last point are all present, a day without a row counting zero, so each bar stands
// at its date. A suppressed count ("< k") keeps its place and draws as an empty bar; its table row shows the label.
import type { ShownCount, ShownPoint } from '@/lib/privacy/types';

export interface DayBar {
  /** 'YYYY-MM-DD' */
  day: string;
  /** What the bar draws (0 for a suppressed or missing day). */
  count: number;
  /** What the tooltip says: the count, "< k", or 0 for a day without a row. */
  shown: ShownCount;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** More days than this and the series is drawn as given (a runaway range would draw thousands of bars). */
const MAX_DAYS = 800;

const addDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** True when every label is a calendar day: the chart then uses a time axis. */
export const isDaySeries = (points: readonly ShownPoint[]) => points.length > 0 && points.every((p) => DAY.test(p.label));

export function daySeries(points: readonly ShownPoint[]): DayBar[] {
  const byDay = new Map(points.map((p) => [p.label, p.count]));
  const days = [...byDay.keys()].sort();
  const bar = (day: string): DayBar => {
    const shown = byDay.get(day) ?? 0;
    return { day, count: typeof shown === 'number' ? shown : 0, shown };
  };
  if (days.length === 0) return [];
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const span = (Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000;
  if (span > MAX_DAYS) return days.map(bar);
  const out: DayBar[] = [];
  for (let day = first; day <= last; day = addDay(day)) out.push(bar(day));
  return out;
}
