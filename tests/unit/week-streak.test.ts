// The home screen's streak: consecutive days with a log, ending today or (while today is open) yesterday.
import { describe, expect, it } from 'vitest';
import { streakOf } from '@/components/home/week-streak';
import { streakText } from '@/components/home/home-header';
import { translatorFor } from '@/server/i18n/translator';
import { versusText } from '@/components/leaderboard/rank-card';
import { createFormat } from '@/lib/i18n/format';
import type { Entry } from '@/lib/entries/types';

const day = (recorded_on: string, logs: number): Entry => ({
  id: logs ? 1 : null, recorded_on, week: 1, is_recorded: logs > 0, available: true, locked: false, is_today: false,
  total_points: logs * 10, entry_points: 0,
  entry_activities: Array.from({ length: logs }, (_, i) => ({ id: i + 1 }) as Entry['entry_activities'][number]),
});

const week = (logs: number[], start = '2026-11-23') =>
  logs.map((n, i) => day(`2026-11-${String(Number(start.slice(8)) + i).padStart(2, '0')}`, n));

describe('the streak', () => {
  it('counts back from today while today is logged', () => {
    expect(streakOf(week([0, 1, 1, 1, 0, 0, 0]), '2026-11-26')).toEqual({ streak: 3, atLeast: false });
  });

  it('is kept in the morning: today without a log yet counts from yesterday', () => {
    expect(streakOf(week([1, 1, 0, 0, 0, 0, 0]), '2026-11-25').streak).toBe(2);
  });

  it('is broken by a day without a log', () => {
    expect(streakOf(week([1, 0, 1, 0, 0, 0, 0]), '2026-11-26').streak).toBe(1);
    expect(streakOf(week([1, 1, 0, 0, 0, 0, 0]), '2026-11-26').streak).toBe(0);
  });

  it('says when it reaches past the days read', () => {
    expect(streakOf(week([1, 1, 1, 0, 0, 0, 0]), '2026-11-25')).toEqual({ streak: 3, atLeast: true });
  });

  it('reads as words', () => {
    const t = translatorFor('en', 'home');
    expect(streakText(t, 0, false)).toBe('Log today to start a streak');
    expect(streakText(t, 1, false)).toBe('1-day streak');
    expect(streakText(t, 14, true)).toBe('14+-day streak');
    const es = translatorFor('es', 'home');
    expect(streakText(es, 1, false)).toBe('Racha de 1 día');
    expect(streakText(es, 14, true)).toBe('Racha de 14+ días');
  });
});

describe('you vs last week', () => {
  it('says more, fewer or the same, and nothing to compare in the first week', () => {
    const t = translatorFor('en', 'leaderboard.rankCard');
    const format = createFormat('en');
    expect(versusText(t, format, { thisWeek: 40, lastWeek: 30 }, 'Points')).toBe('This week 40 points, 10 more than last week');
    expect(versusText(t, format, { thisWeek: 20, lastWeek: 30 }, 'Points')).toBe('This week 20 points, 10 fewer than last week');
    expect(versusText(t, format, { thisWeek: 30, lastWeek: 30 }, 'Stars')).toBe('This week 30 stars, the same as last week');
    expect(versusText(t, format, { thisWeek: 30, lastWeek: 0 }, 'Points', true)).toBe('This week 30 points');
    const es = translatorFor('es', 'leaderboard.rankCard');
    expect(versusText(es, createFormat('es'), { thisWeek: 12000, lastWeek: 2000 }, 'Puntos')).toBe('Esta semana: 12.000 puntos, 10.000 más que la semana pasada');
  });
});
