// Which language a request is answered in. One rule for pages, the API, emails and PDFs (docs/i18n.md):
//   1. the person's saved preference (Settings);
//   2. a choice made before signing in (the welcome page's switcher, a cookie);
//   3. the promotion's default language;
//   4. the browser's Accept-Language;
//   5. English.
import { match } from '@formatjs/intl-localematcher';
import { DEFAULT_LOCALE, LOCALES, isLocale, isPseudoLocale, type AnyLocale, type Locale } from './locales';

export interface LocaleSignals {
  saved?: string | null;
  cookie?: string | null;
  promotionDefault?: string | null;
  acceptLanguage?: string | null;
  /** The e2e server's pseudo-locales, accepted from the cookie only. */
  pseudoAllowed?: boolean;
}

export function negotiateLocale(signals: LocaleSignals): AnyLocale {
  if (signals.pseudoAllowed && isPseudoLocale(signals.cookie)) return signals.cookie;
  for (const candidate of [signals.saved, signals.cookie, signals.promotionDefault]) {
    if (isLocale(candidate)) return candidate;
  }
  return fromAcceptLanguage(signals.acceptLanguage) ?? DEFAULT_LOCALE;
}

/** The best supported language of an Accept-Language header ("es-MX,es;q=0.9,en;q=0.5" → es), or null. */
export function fromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const requested = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && Number.isFinite(entry.q) && entry.q > 0 && isLanguageTag(entry.tag))
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
  if (requested.length === 0) return null;
  try {
    // 'und' (undetermined) is the no-match answer: the matcher canonicalizes it, and a non-tag such as 'none' threw,
    // which turned every header but a bare "en" or "es" into no answer at all.
    const best = match(requested, [...LOCALES], 'und');
    return isLocale(best) ? best : null;
  } catch {
    return null;
  }
}

/** A well-formed BCP 47 tag; a malformed one (e$, x-…) is skipped, the rest of the header still counts. */
function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}
