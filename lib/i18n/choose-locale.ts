'use client';
// A language chosen on this browser (the account menu, the welcome page, Settings): the cookie renew_locale, read by
// the negotiation (lib/i18n/negotiate.ts) before the promotion's default and the browser's languages. It is set for a
// signed-in person too, so the welcome page keeps their language after signing out; "Automatic" removes it, or it
// would outrank the automatic choice. Not HttpOnly: it is a preference, not a credential, and needs no server route.
import { LOCALE_COOKIE, type Locale } from './locales';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function rememberLocale(locale: Locale | null): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = locale
    ? `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`
    : `${LOCALE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}
