// Which catalog namespaces travel to the browser with a page (the root layout's NextIntlClientProvider), and in which
// form. Every namespace would add the whole catalog to each page's payload; the browser needs only what its screens can
// show:
// - emails, pdf, push and notification-texts (the notifications' sentences) are written on the server only;
// - errors only outside English (useErrorText maps the forms' English texts; in English there is nothing to map);
// - the admin-* namespaces only to people who can open an administration screen (the dashboard host or a staff
//   role: coordinators open theirs on the promotion's host).
//
// The messages go precompiled (icu-minify's form: the ICU parsed here, once per catalog), so the browser formats them
// without the ICU parser: next.config.mjs gives it use-intl's format-only formatter (issue 31's first-load budget).
// A message whose compiled form differs from its ICU text (arguments, plurals, tags, quoted characters) is an array, a
// plain text too, so that the server's formatter tells it from a catalog's ICU string (lib/i18n/format-message.ts); a
// text that compiles to itself stays that string, which both formatters print as it is.
import 'server-only';
import compile from 'icu-minify/compile';
import type { CompiledMessage } from 'icu-minify/format';
import type { AnyLocale } from '@/lib/i18n/locales';
import { catalogFor, type Messages } from './catalog';

const SERVER_ONLY = new Set(['emails', 'pdf', 'push', 'notification-texts']);

type Tree = { [key: string]: string | Tree };
/** A catalog's messages in the form the browser formats; NextIntlClientProvider passes them on as they are. */
export type CompiledTree = { [key: string]: CompiledMessage | CompiledTree };

export function precompileMessage(message: string): CompiledMessage {
  const compiled = compile(message);
  if (typeof compiled === 'string') return compiled === message ? compiled : [compiled];
  // icu-minify keeps a plural's or select's options in prototype-less objects, which React refuses to pass from a
  // server component to a client one: the same data, as plain JSON.
  return JSON.parse(JSON.stringify(compiled)) as CompiledMessage;
}

export function precompileTree(tree: Tree): CompiledTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? precompileMessage(value) : precompileTree(value)]),
  );
}

/** The namespaces a page's browser gets, as written (the rule above). */
export function clientNamespaces(locale: AnyLocale, options: { administration: boolean }): Partial<Messages> {
  return Object.fromEntries(
    Object.entries(catalogFor(locale)).filter(([namespace]) => {
      if (SERVER_ONLY.has(namespace)) return false;
      if (namespace === 'errors') return locale !== 'en';
      if (namespace.startsWith('admin-')) return options.administration;
      return true;
    }),
  ) as Partial<Messages>;
}

// Catalogs do not change while the server runs: each locale's client messages are compiled once.
const compiledByLocale = new Map<AnyLocale, CompiledTree>();

/**
 * The messages for the root layout's NextIntlClientProvider: the namespaces above, precompiled. Typed as the catalog
 * they come from (the provider's prop type): the keys are the same, and only the formatter reads the values.
 */
export function clientMessages(locale: AnyLocale, options: { administration: boolean }): Partial<Messages> {
  let all = compiledByLocale.get(locale);
  if (!all) {
    all = precompileTree(clientNamespaces(locale, { administration: true }) as Tree);
    compiledByLocale.set(locale, all);
  }
  const wanted = new Set(Object.keys(clientNamespaces(locale, options)));
  return Object.fromEntries(Object.entries(all).filter(([namespace]) => wanted.has(namespace))) as unknown as Partial<Messages>;
}
