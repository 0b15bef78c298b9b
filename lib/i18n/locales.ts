// The languages Renew speaks (docs/i18n.md). English is the source catalog and keeps the specification's exact texts;
// every other language is a hand translation with the same keys (tests/unit/i18n-catalogs.test.ts).
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

// Test-only pseudo-locales, generated from English (server/i18n/pseudo.ts): en-XA accents and brackets every string, so
// a hard-coded text shows as plain English; ar-XB is the same, right to left, for the RTL layout check. They are
// offered only when PSEUDO_LOCALES=true (the e2e server), never to real people.
export const PSEUDO_LOCALES = ['en-XA', 'ar-XB'] as const;
export type PseudoLocale = (typeof PSEUDO_LOCALES)[number];
export type AnyLocale = Locale | PseudoLocale;

/** Each language named in itself, as a language picker shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** The cookie that carries a choice made before signing in (the welcome page's switcher). */
export const LOCALE_COOKIE = 'renew_locale';

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);
export const isPseudoLocale = (value: unknown): value is PseudoLocale =>
  (PSEUDO_LOCALES as readonly unknown[]).includes(value);

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);

/** The writing direction of a locale, for `<html dir>`. */
export function directionOf(locale: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(locale.split('-')[0]) ? 'rtl' : 'ltr';
}
