// The message catalogs (messages/<locale>/<namespace>.json), by locale. English is the source; a key a translation
// lacks shows in English rather than as its key, and tests/unit/i18n-catalogs.test.ts keeps the keys equal.
import en from '@/messages/en';
import es from '@/messages/es';
import { isPseudoLocale, type AnyLocale } from '@/lib/i18n/locales';
import { pseudoCatalog } from './pseudo';

export type Messages = typeof en;
type Tree = { [key: string]: string | Tree };

/** Source catalogs as written, for the key-equality test. */
export const writtenCatalogs: Record<string, Tree> = { en, es };

function withFallback(base: Tree, translation: Tree): Tree {
  const merged: Tree = {};
  for (const [key, value] of Object.entries(base)) {
    const translated = translation[key];
    merged[key] = typeof value === 'string'
      ? (typeof translated === 'string' ? translated : value)
      : withFallback(value, typeof translated === 'object' ? translated : {});
  }
  return merged;
}

const resolved = new Map<AnyLocale, Messages>();

export function catalogFor(locale: AnyLocale): Messages {
  let catalog = resolved.get(locale);
  if (!catalog) {
    if (isPseudoLocale(locale)) catalog = pseudoCatalog(en);
    else if (locale === 'en') catalog = en;
    else catalog = withFallback(en, writtenCatalogs[locale] ?? {}) as Messages;
    resolved.set(locale, catalog);
  }
  return catalog;
}

export const englishCatalog = en;
