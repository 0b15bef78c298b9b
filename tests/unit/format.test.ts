// The formatting module (lib/i18n/format.ts): what a reader sees for relative times, calendar days and numbers, in
// English and Spanish. Its Intl objects are made on first use (not when a page loads the module).
import { describe, expect, it } from 'vitest';
import { createFormat } from '@/lib/i18n/format';

const now = new Date('2026-11-03T12:00:00Z');
const hoursBefore = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe('createFormat', () => {
  it('says how long ago, in the reader’s language', () => {
    const en = createFormat('en', 'America/New_York');
    expect(en.relative(hoursBefore(3 * 24), now)).toBe('3 days ago');
    expect(en.relative(hoursBefore(24), now)).toBe('yesterday');
    expect(en.relative(new Date(now.getTime() + 2 * 3_600_000), now)).toBe('in 2 hours');
    expect(createFormat('es', 'America/New_York').relative(hoursBefore(3 * 24), now)).toBe('hace 3 días');
  });

  it('shows a calendar day as that day whatever the time zone, and an instant in the zone', () => {
    const tokyo = createFormat('en', 'Asia/Tokyo');
    expect(tokyo.day('2026-11-03', 'long')).toBe('November 3, 2026');
    expect(tokyo.time('2026-11-03T23:30:00Z')).toBe('8:30 AM');
  });

  it('groups numbers by the locale', () => {
    expect(createFormat('en').number(1200)).toBe('1,200');
    expect(createFormat('es').number(12000)).toBe('12.000');
  });
});
