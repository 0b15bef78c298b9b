// Tips: released day by day from the program start (day 0), and searched case-insensitively with apostrophes folded
// (social-engagement.md §5), in the tip's text rather than its markup.
import { describe, expect, it } from 'vitest';
import { isReleased, programDay } from '@/server/tips/queries';
import { tipMatches } from '@/lib/tips/search';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';

describe('tip release', () => {
  const promotion = (current_date: string, has_started = true) =>
    ({ row: { starts_on: new Date('2026-11-01T00:00:00Z') }, timeline: { current_date, has_started } }) as unknown as ResolvedPromotion;

  it('shows nothing before the start, day 0 tips on the start date, and a day-3 tip from the fourth day', () => {
    expect(programDay(promotion('2026-10-31', false))).toBeNull();
    expect(isReleased({ days_from_start: null }, programDay(promotion('2026-10-31', false)))).toBe(false);
    expect(programDay(promotion('2026-11-01'))).toBe(0);
    expect(isReleased({ days_from_start: null }, 0)).toBe(true);
    expect(isReleased({ days_from_start: 3 }, programDay(promotion('2026-11-03')))).toBe(false);
    expect(isReleased({ days_from_start: 3 }, programDay(promotion('2026-11-04')))).toBe(true);
  });
});

describe('tip search', () => {
  const tip = { title: 'Don’t skip breakfast', content: '<p>Oats &amp; fruit &#8212; <b>easy</b>.</p>' };

  it('matches a straight apostrophe to a curly one, whatever the case', () => {
    expect(tipMatches(tip, "DON'T")).toBe(true);
    expect(tipMatches(tip, 'don’t skip')).toBe(true);
  });

  it('searches the text, not the markup', () => {
    expect(tipMatches(tip, 'oats & fruit')).toBe(true);
    expect(tipMatches(tip, 'fruit — easy')).toBe(true);
    expect(tipMatches(tip, '<b>')).toBe(false);
    expect(tipMatches(tip, 'amp')).toBe(false);
  });

  it('matches everything with an empty search', () => {
    expect(tipMatches(tip, '   ')).toBe(true);
    expect(tipMatches(tip, undefined)).toBe(true);
  });

  it('does not fail on a numeric entity beyond Unicode in a tip: the search still answers', () => {
    const odd = { title: 'Odd', content: 'x &#99999999; y &#x110000; z' };
    expect(tipMatches(odd, 'zzz')).toBe(false);
    expect(tipMatches(odd, 'y')).toBe(true);
  });
});
