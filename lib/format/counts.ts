// One formatter for "how many of what" in every sentence of the administration ("sent to 1 participant", "12 errors"):
// the number in the reader's grouping and the noun by the language's plural rule, never a hand-written `s`.
import { createFormat } from '@/lib/i18n/format';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

// Made on first use, not when the module loads: a page that imports this without counting anything should not pay
// for ICU's start-up (lib/i18n/format.ts).
let plurals: Intl.PluralRules | undefined;
const english = () => createFormat(DEFAULT_LOCALE);

/**
 * 1 → "1 participant", 1200 → "1,200 participants"; the plural defaults to the singular plus "s".
 * English only (its nouns and its plural rule): kept for the administration screens until they move to the catalogs.
 * New code writes an ICU plural in its namespace instead, "{count, plural, one {# participant} other {# participants}}",
 * with the number from the formatting module (docs/i18n.md).
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  plurals ??= new Intl.PluralRules(DEFAULT_LOCALE);
  return `${english().number(count)} ${plurals.select(count) === 'one' ? singular : plural}`;
}

/** A whole number in the reader's grouping (1,200). */
export const formatCount = (count: number) => english().number(count);

/** A share as a whole percentage ("42%"); null when the whole is zero (no share to speak of). */
export function formatShare(part: number, whole: number): string | null {
  if (whole <= 0) return null;
  return `${Math.round((part / whole) * 100)}%`;
}
