'use client';
// useErrorText(): an English error text in the reader's language, for screens (docs/i18n.md "Error messages"). Forms'
// schemas and client checks say the English texts of lib/**/messages.ts; this maps them with the same table as the
// API's envelope (lib/i18n/error-text.ts). The API's own errors arrive translated already; mapping them again leaves them
// as they are. In English nothing loads; in another language the English table (messages/en/errors.json) and zod's
// messages in that language load once, on first use, outside the first-load JavaScript: until then a text shows in
// English. zod's locale is set globally here on purpose: a browser serves one person in one language (the server
// passes it per parse instead).
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { buildErrorTable, translateErrorText, type ErrorTable, type ErrorValues } from './error-text';

let table: ErrorTable | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function load(locale: string): Promise<void> {
  loading ??= Promise.all([
    import('@/messages/en/errors.json'),
    locale === 'es' ? Promise.all([import('zod'), import('zod/v4/locales/es.js')]) : null,
  ]).then(
    ([english, zod]) => {
      if (zod) zod[0].z.config(zod[1].default());
      table = buildErrorTable(english.default);
      for (const listener of listeners) listener();
    },
    () => {
      loading = null; // offline: tried again by the next screen that asks
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}


/** `(text) => text in the reader's language`; an unknown text, or one not yet loadable, comes back as it is. */
export function useErrorText(): (text: string) => string {
  const locale = useLocale();
  const english = locale === 'en';
  const t = useTranslations('errors');
  const loaded = useSyncExternalStore(subscribe, () => table, () => null);
  useEffect(() => {
    if (!english) void load(locale);
  }, [english, locale]);
  return useCallback(
    (text: string) => {
      if (english || !loaded) return text;
      return translateErrorText(text, loaded, (key, values: ErrorValues) => (t as unknown as (k: string, v: ErrorValues) => string)(key, values));
    },
    [english, loaded, t],
  );
}
