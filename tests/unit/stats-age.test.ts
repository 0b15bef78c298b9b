import { describe, expect, it } from 'vitest';
import { statsAgeText } from '@/lib/coordinator/stats-age';

describe('statsAgeText', () => {
  it('says how old the figures are in the largest whole unit', () => {
    expect(statsAgeText(1_200)).toBe('Updated just now');
    expect(statsAgeText(40_900)).toBe('Updated 40 s ago');
    expect(statsAgeText(5 * 60_000 + 10)).toBe('Updated 5 min ago');
    expect(statsAgeText(3 * 3_600_000)).toBe('Updated 3 h ago');
    expect(statsAgeText(86_400_000)).toBe('Updated 1 day ago');
    expect(statsAgeText(2 * 86_400_000)).toBe('Updated 2 days ago');
  });

  it('never says a negative age (a writer clock slightly ahead)', () => {
    expect(statsAgeText(-3_000)).toBe('Updated just now');
  });
});
