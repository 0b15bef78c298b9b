// Typed message keys for next-intl's hooks and getTranslations: a misspelt key fails the type check.
import type { Messages } from '@/server/i18n/catalog';
import type { AnyLocale } from '@/lib/i18n/locales';

declare module 'next-intl' {
  interface AppConfig {
    Locale: AnyLocale;
    Messages: Messages;
  }
}
