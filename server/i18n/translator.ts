// Translations outside a React render: emails, push notifications, the journey PDF, API error messages, the worker.
// Same catalogs and ICU formatting as the screens (use-intl's core is what next-intl runs on).
import { createTranslator, type NamespaceKeys, type NestedKeyOf } from 'use-intl/core';
import type { AnyLocale } from '@/lib/i18n/locales';
import { catalogFor, type Messages } from './catalog';

type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/** A translator for one namespace in one locale; `timeZone` is the promotion's, for dates inside messages. */
export function translatorFor<const NS extends Namespace>(locale: AnyLocale, namespace: NS, timeZone = 'UTC') {
  return createTranslator({ locale, messages: catalogFor(locale), namespace, timeZone });
}
