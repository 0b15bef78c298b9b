import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_POLICY, passwordProblems } from '@/lib/password-policy';
import { linearPatternTest, refuseUnrunnablePattern, serverPasswordProblems } from '@/server/security/password-pattern';
import { ORGANIZATION_MESSAGES } from '@/lib/organizations/messages';

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

  it('checks the length before the pattern: a password over the maximum never reaches it', () => {
    let ran = false;
    const spy = () => ((ran = true), true);
    const policy = { ...DEFAULT_PASSWORD_POLICY, password_regular_expression_string: '^(a+)+$' };
    expect(passwordProblems(`${'a'.repeat(40)}1!`, policy, spy)).toEqual(['Password must be at most 20 characters.']);
    expect(ran).toBe(false);
  });
});

describe('organization patterns on the server (linear time)', () => {
  it('runs a catastrophic pattern on a long input and answers (the browser engine would take years)', () => {
    const policy = { ...DEFAULT_PASSWORD_POLICY, password_max_length: 128, password_regular_expression_string: '^(a+)+$', password_help_message: 'Only a.' };
    // 100 a's then a symbol: exponential backtracking for RegExp; one linear pass for RE2.
    expect(serverPasswordProblems(`${'a'.repeat(100)}1!`, policy)).toEqual(['Only a.']);
    expect(linearPatternTest('^(a+)+$', 'a'.repeat(10_000))).toBe(true);
    expect(linearPatternTest('^(a+)+$', `${'a'.repeat(10_000)}!`)).toBe(false);
  });
  it('means what the browser means for ordinary patterns', () => {
    for (const [pattern, password] of [['^[A-Z]', 'Welcome1!'], ['^[A-Z]', 'welcome1!'], ['GROW', 'xGROWx'], ['^[^x]*$', 'abx'], ['\\d{2}', 'a12'], ['(?<year>\\d{4})', 'in 2026']]) {
      expect(linearPatternTest(pattern!, password!), pattern).toBe(new RegExp(pattern!).test(password!));
    }
  });
  it('cannot run look-arounds and back-references: the server treats them as no pattern, and saving refuses them', () => {
    expect(linearPatternTest('^(?=.*[A-Z])', 'Abc')).toBeNull();
    expect(linearPatternTest('(a)\\1', 'aa')).toBeNull();
    expect(serverPasswordProblems('Welcome1!', { ...DEFAULT_PASSWORD_POLICY, password_regular_expression_string: '(a)\\1' })).toEqual([]);
    expect(() => refuseUnrunnablePattern('^(?=.*[A-Z])')).toThrow(ORGANIZATION_MESSAGES.regexUnsupported);
    expect(() => refuseUnrunnablePattern('^(a+)+$')).not.toThrow();
    expect(() => refuseUnrunnablePattern(null)).not.toThrow();
  });
});
