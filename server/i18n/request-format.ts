// The formatting module (lib/i18n/format.ts) for server components: the request's locale, the promotion's time zone.
import 'server-only';
import { createFormat, type Format } from '@/lib/i18n/format';
import { getPageContext } from '@/server/pages/context';
import { requestLocale } from './request-locale';

export async function requestFormat(): Promise<Format> {
  const [locale, context] = await Promise.all([requestLocale(), getPageContext()]);
  return createFormat(locale, context.promotion?.row.time_zone ?? 'UTC');
}
