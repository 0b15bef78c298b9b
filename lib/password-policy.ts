// Organization password policy: min and max length, minimum letters, numbers and symbols, an optional regular
// expression. Shared: the client checks as you type,
// the server checks again before it stores anything.
export interface PasswordPolicy {
  password_min_length: number;
  password_max_length: number;
  password_min_letters: number;
  password_min_numbers: number;
  password_min_symbols: number;
  password_regular_expression_string: string | null;
  password_help_message: string | null;
}

/** New organizations require 8 to 20 characters with a letter, a number and a symbol. */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  password_min_length: 8,
  password_max_length: 20,
  password_min_letters: 1,
  password_min_numbers: 1,
  password_min_symbols: 1,
  password_regular_expression_string: null,
  password_help_message: null,
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The rules' texts, one English source for the forms and the server (the errors catalog reads them). */
export const PASSWORD_MESSAGES = {
  required: 'Password required.',
  maxLength: (max: number) => `Password must be at most ${plural(max, 'character', 'characters')}.`,
  minLength: (min: number) => `Password must be at least ${plural(min, 'character', 'characters')}.`,
  minLetters: (min: number) => `Password must contain at least ${plural(min, 'letter', 'letters')}.`,
  minNumbers: (min: number) => `Password must contain at least ${plural(min, 'number', 'numbers')}.`,
  minSymbols: (min: number) => `Password must contain at least ${plural(min, 'symbol', 'symbols')}.`,
  organizationRule: 'Password does not meet the requirements of your organization.',
} as const;

/** Runs an organization's pattern on a password: matched or not, or null when the pattern cannot run. */
export type PatternTest = (pattern: string, password: string) => boolean | null;

/**
 * The browser's engine, for checking as you type. The server never uses it: an organization's pattern can backtrack
 * exponentially (`^(a+)+$`), so the server runs it on a linear-time engine (server/security/password-pattern.ts),
 * which is too large for the participant's bundle.
 */
export const browserPatternTest: PatternTest = (pattern, password) => {
  try {
    return new RegExp(pattern).test(password);
  } catch {
    return null;
  }
};

/**
 * Returns every rule the password breaks, in words a participant understands; [] when it is fine. A password over the
 * maximum length is refused for that alone: the organization's pattern never sees it.
 */
export function passwordProblems(password: string, policy: PasswordPolicy, testPattern: PatternTest = browserPatternTest): string[] {
  const m = PASSWORD_MESSAGES;
  if (!password) return [m.required];
  if (policy.password_max_length > 0 && password.length > policy.password_max_length) return [m.maxLength(policy.password_max_length)];
  const problems: string[] = [];
  const letters = (password.match(/\p{L}/gu) ?? []).length;
  const numbers = (password.match(/\p{N}/gu) ?? []).length;
  const symbols = (password.match(/[^\p{L}\p{N}\s]/gu) ?? []).length;
  if (password.length < policy.password_min_length) problems.push(m.minLength(policy.password_min_length));
  if (letters < policy.password_min_letters) problems.push(m.minLetters(policy.password_min_letters));
  if (numbers < policy.password_min_numbers) problems.push(m.minNumbers(policy.password_min_numbers));
  if (symbols < policy.password_min_symbols) problems.push(m.minSymbols(policy.password_min_symbols));
  if (policy.password_regular_expression_string) {
    // An organization pattern that cannot run (null) must not lock everyone out; the other rules still apply.
    if (testPattern(policy.password_regular_expression_string, password) === false)
      problems.push(policy.password_help_message || m.organizationRule);
  }
  return problems;
}
