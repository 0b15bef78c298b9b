// Which catalog namespaces travel to the browser with a page (the root layout's NextIntlClientProvider). Every
// namespace would add the whole catalog to each page's payload; the browser needs only what its screens can show:
// - emails, pdf, push and notification-texts (the notifications' sentences) are written on the server only;
// - errors only outside English (useErrorText maps the forms' English texts; in English there is nothing to map);
// - the admin-* namespaces only to people who can open an administration screen (the dashboard host or a staff
//   role: coordinators open theirs on the promotion's host).
import 'server-only';
import type { AnyLocale } from '@/lib/i18n/locales';
import { catalogFor, type Messages } from './catalog';

const SERVER_ONLY = new Set(['emails', 'pdf', 'push', 'notification-texts']);

export function clientMessages(locale: AnyLocale, options: { administration: boolean }): Partial<Messages> {
  return Object.fromEntries(
    Object.entries(catalogFor(locale)).filter(([namespace]) => {
      if (SERVER_ONLY.has(namespace)) return false;
      if (namespace === 'errors') return locale !== 'en';
      if (namespace.startsWith('admin-')) return options.administration;
      return true;
    }),
  ) as Partial<Messages>;
}
