// The API's error texts in the request's language (docs/i18n.md "API errors"): the envelope {"errors": [...]} carries
// what domain code threw, in English, translated here by lib/i18n/error-text.ts with the `errors` catalog.
import type { AnyLocale } from '@/lib/i18n/locales';
import { buildErrorTable, translateErrorText, type ErrorTable } from '@/lib/i18n/error-text';
import { englishCatalog } from './catalog';
import { translatorFor } from './translator';

let table: ErrorTable | undefined;
const errorTable = () => (table ??= buildErrorTable(englishCatalog.errors));

const localizers = new Map<AnyLocale, (text: string) => string>();
const asIs = (text: string) => text;

/** Translates one English error text into `locale` (English stays as it is). */
export function errorLocalizer(locale: AnyLocale): (text: string) => string {
  if (locale === 'en') return asIs;
  let localize = localizers.get(locale);
  if (!localize) {
    const t = translatorFor(locale, 'errors');
    const format = (key: string, values: Record<string, string | number>) => (t as unknown as (k: string, v: object) => string)(key, values);
    localize = (text: string) => translateErrorText(text, errorTable(), format);
    localizers.set(locale, localize);
  }
  return localize;
}
