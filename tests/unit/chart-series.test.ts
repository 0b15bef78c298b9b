// The Stats tab's day series (lib/coordinator/chart-series.ts): every day between the first and the last, in order.
import { describe, expect, it } from 'vitest';
import { daySeries, isDaySeries } from '@/lib/coordinator/chart-series';

describe('day series', () => {
  it('spaces the days by the calendar: missing days count zero, in order', () => {
    const series = daySeries([{ label: '2026-11-28', count: 4 }, { label: '2026-11-09', count: 7 }]);
    expect(series).toHaveLength(20); // Nov 9 to Nov 28
    expect(series[0]).toEqual({ day: '2026-11-09', count: 7, shown: 7 });
    expect(series[1]).toEqual({ day: '2026-11-10', count: 0, shown: 0 });
    expect(series.at(-1)).toEqual({ day: '2026-11-28', count: 4, shown: 4 });
  });

  it('keeps a suppressed day in place, drawn empty, and crosses month ends', () => {
    const series = daySeries([{ label: '2026-02-27', count: '< 5' }, { label: '2026-03-01', count: 12 }]);
    expect(series.map((b) => [b.day, b.count, b.shown])).toEqual([['2026-02-27', 0, '< 5'], ['2026-02-28', 0, 0], ['2026-03-01', 12, 12]]);
  });

  it('knows a day series from weeks or categories', () => {
    expect(isDaySeries([{ label: '2026-11-09', count: 1 }])).toBe(true);
    expect(isDaySeries([{ label: 'Week 3', count: 1 }])).toBe(false);
    expect(isDaySeries([])).toBe(false);
  });
});
