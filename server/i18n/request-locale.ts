// The language of the request being rendered or answered (lib/i18n/negotiate.ts has the order), once per request.
import 'server-only';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { env } from '@/lib/env';
import { LOCALE_COOKIE, type AnyLocale } from '@/lib/i18n/locales';
import { negotiateLocale } from '@/lib/i18n/negotiate';
import { getPageContext } from '@/server/pages/context';

export const requestLocale = cache(async (): Promise<AnyLocale> => {
  const [context, headerList, cookieStore] = await Promise.all([getPageContext(), headers(), cookies()]);
  return negotiateLocale({
    saved: context.user?.locale,
    cookie: cookieStore.get(LOCALE_COOKIE)?.value,
    promotionDefault: context.promotion?.row.default_locale,
    acceptLanguage: headerList.get('accept-language'),
    pseudoAllowed: env().PSEUDO_LOCALES,
  });
});
