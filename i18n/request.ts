// next-intl's per-request configuration (the plugin in next.config.mjs points here): the negotiated locale, its
// catalog, and the promotion's time zone, so every date a server or client component formats is in the program's day.
import { getRequestConfig } from 'next-intl/server';
import { requestLocale } from '@/server/i18n/request-locale';
import { catalogFor } from '@/server/i18n/catalog';
import { getPageContext } from '@/server/pages/context';

export default getRequestConfig(async () => {
  const [locale, context] = await Promise.all([requestLocale(), getPageContext()]);
  return {
    locale,
    messages: catalogFor(locale),
    timeZone: context.promotion?.row.time_zone ?? 'UTC',
  };
});
