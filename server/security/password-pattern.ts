// Organizations' password patterns on the server (issue 37 finding 3): a reseller types the pattern, anonymous
// visitors' passwords run through it (registration, reset), so a backtracking pattern such as `^(a+)+$` would let
// anyone stall a web worker for seconds per request. re2js (RE2's algorithm in JavaScript) runs in time linear in the
// password, whatever the pattern; patterns it cannot compile (look-arounds, back-references) are refused when saved.
import 'server-only';
import { RE2JS } from 're2js';
import { passwordProblems, type PasswordPolicy, type PatternTest } from '@/lib/password-policy';
import { ORGANIZATION_MESSAGES as M } from '@/lib/organizations/messages';
import { Invalid } from '@/server/platform/errors';

/** Compiled patterns by source: organizations have few, and each registration would otherwise compile again. */
const compiled = new Map<string, RE2JS | null>();
const CACHE_LIMIT = 200;

function compile(pattern: string): RE2JS | null {
  if (compiled.has(pattern)) return compiled.get(pattern)!;
  let re: RE2JS | null;
  try {
    // translateRegExp: the JavaScript spellings RE2 writes otherwise (named groups, \/, \u{…}).
    re = RE2JS.compile(RE2JS.translateRegExp(pattern));
  } catch {
    re = null;
  }
  if (compiled.size >= CACHE_LIMIT) compiled.delete(compiled.keys().next().value!);
  compiled.set(pattern, re);
  return re;
}

/** passwordProblems' pattern test on the server: linear time; null for a pattern RE2 cannot compile. */
export const linearPatternTest: PatternTest = (pattern, password) => compile(pattern)?.test(password) ?? null;

/** Saving an organization: a pattern the server could not run is refused (422) with what to use instead. */
export function refuseUnrunnablePattern(pattern: string | null | undefined): void {
  if (pattern && !compile(pattern)) throw new Invalid(M.regexUnsupported);
}

/** The organization's password rules as the server checks them (the pattern in linear time). */
export function serverPasswordProblems(password: string, policy: PasswordPolicy): string[] {
  return passwordProblems(password, policy, linearPatternTest);
}
