import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_POLICY, passwordProblems } from '@/lib/password-policy';

describe('organization password policy', () => {
  it('accepts a password meeting the defaults (8-20, a letter, a number, a symbol)', () => {
    expect(passwordProblems('Welcome1!', DEFAULT_PASSWORD_POLICY)).toEqual([]);
  });
  it('names every rule a password breaks', () => {
    expect(passwordProblems('abc', DEFAULT_PASSWORD_POLICY)).toEqual([
      'Password must be at least 8 characters.',
      'Password must contain at least 1 number.',
      'Password must contain at least 1 symbol.',
    ]);
    expect(passwordProblems('a1!'.repeat(8), DEFAULT_PASSWORD_POLICY)).toEqual(['Password must be at most 20 characters.']);
    expect(passwordProblems('', DEFAULT_PASSWORD_POLICY)).toEqual(['Password required.']);
  });
  it('applies the organization regular expression with its help message', () => {
    const policy = { ...DEFAULT_PASSWORD_POLICY, password_regular_expression_string: '^[A-Z]', password_help_message: 'Start with a capital letter.' };
    expect(passwordProblems('welcome1!', policy)).toEqual(['Start with a capital letter.']);
    expect(passwordProblems('Welcome1!', policy)).toEqual([]);
  });
  it('counts minimums above one and ignores a broken organization pattern', () => {
    const policy = { ...DEFAULT_PASSWORD_POLICY, password_min_numbers: 2, password_regular_expression_string: '([' };
    expect(passwordProblems('Welcome1!', policy)).toEqual(['Password must contain at least 2 numbers.']);
  });
});
