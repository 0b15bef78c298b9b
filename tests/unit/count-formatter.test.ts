// One formatter for counts in sentences: the noun agrees with the number, the number is grouped.
import { describe, expect, it } from 'vitest';
import { countOf, formatShare } from '@/lib/format/counts';
import { testEmailConfirmation } from '@/lib/emails/test-templates';

describe('countOf', () => {
  it('says one participant, many participants, none as a plural', () => {
    expect(countOf(1, 'participant')).toBe('1 participant');
    expect(countOf(0, 'participant')).toBe('0 participants');
    expect(countOf(1200, 'activity', 'activities')).toBe('1,200 activities');
  });
  it('keeps the spec’s test-email sentence, singular for one recipient', () => {
    expect(testEmailConfirmation(2)).toBe('Your email will be sent to 2 participants. Are you sure you would like to send?');
    expect(testEmailConfirmation(1)).toBe('Your email will be sent to 1 participant. Are you sure you would like to send?');
  });
  it('gives a share only of a whole', () => {
    expect(formatShare(1, 3)).toBe('33%');
    expect(formatShare(1, 0)).toBeNull();
  });
});
