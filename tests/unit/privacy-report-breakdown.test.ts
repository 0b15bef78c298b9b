// An employer-side breakdown of one individual-only answer (server/privacy/report-breakdown.ts): people per answer at
// the floor, hidden answers merged into one line whose count is hidden too, so no rare answer shows by its label.
import { describe, expect, it } from 'vitest';
import { suppressBreakdown } from '@/server/privacy/report-breakdown';

const counts = (...pairs: [string | null, number][]) => pairs.map(([value, people]) => ({ value, people }));

describe('suppressBreakdown', () => {
  it('shows answers of at least k people and merges the rest, hiding their labels', () => {
    expect(suppressBreakdown(7, counts(['Calm', 10], ['Okay', 8], ['Stressed', 6], [null, 1])))
      .toEqual({ rows: [['Calm', 10], ['Okay', 8], ['Other answers', '< 7']], suppressed: 2 });
  });

  it('hides the next smallest answer when the hidden ones alone would come back by subtraction', () => {
    expect(suppressBreakdown(7, counts(['Calm', 10], ['Okay', 8], ['Stressed', 6])).rows).toEqual([['Calm', 10], ['Other answers', '< 7']]);
  });

  it('names a missing answer "No answer", and hides everything when nothing can be shown', () => {
    expect(suppressBreakdown(3, counts(['Yes', 4], [null, 5])).rows).toEqual([['Yes', 4], ['No answer', 5]]);
    expect(suppressBreakdown(5, counts(['Well', 2], ['Badly', 1]))).toEqual({ rows: [['All answers', '< 5']], suppressed: 2 });
    expect(suppressBreakdown(5, [])).toEqual({ rows: [], suppressed: 0 });
  });
});
