import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import localFont from 'next/font/local';
import './globals.css';
import { getPageContext, clientSession } from '@/server/pages/context';
import { AppProviders } from '@/components/shell/app-providers';
import { SiteFooter } from '@/components/shell/site-footer';
import { CookieConsent } from '@/components/shell/cookie-consent';
import { ServiceWorker } from '@/components/shell/service-worker';
import { Toaster } from '@/components/ui/toaster';
import { env } from '@/lib/env';
import Script from 'next/script';
import { headers } from 'next/headers';
import { getTimeZone, getTranslations } from 'next-intl/server';
import { requestLocale } from '@/server/i18n/request-locale';
import { clientCatalog } from '@/server/i18n/client-catalog';
import { NONCE_HEADER } from '@/server/pages/content-security-policy';
import { CatalogIntlProvider } from '@/components/shell/catalog-intl-provider';
import { directionOf } from '@/lib/i18n/locales';

// The Renew mark inline, so no request (and no 404) for /favicon.ico.
const FAVICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="20" fill="#1c6f61"/>' +
      '<path d="M20 31c0-8 2.5-14 10-18-1 8-4 14-10 18Z" fill="#fff"/><path d="M20 31c0-6-2-11-8-14 .5 6.5 3 11 8 14Z" fill="#fff" opacity=".7"/></svg>',
  );

export async function generateMetadata(): Promise<Metadata> {
  const [{ promotion, host }, t] = await Promise.all([getPageContext(), getTranslations('shell.meta')]);
  const name = host.isDashboard ? t('dashboardTitle') : (promotion?.row.program_name ?? promotion?.row.name ?? 'Renew');
  return {
    title: { template: `%s · ${name}`, default: name },
    description: t('description'),
    icons: { icon: FAVICON, apple: '/icons/apple-touch-icon.png' },
    appleWebApp: { capable: true, title: name, statusBarStyle: 'default' },
  };
}

// Figtree, self-hosted from @fontsource (no network at build): a friendly geometric sans for a wellness product.
// next/font preloads it and sizes the fallback to its metrics, so the swap does not move text (a layout shift).
const figtree = localFont({
  src: '../node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
  weight: '300 900',
  display: 'swap',
  variable: '--font-figtree',
});

export const viewport: Viewport = { themeColor: '#1c6f61', width: 'device-width', initialScale: 1 };

// The document and what every page shares. The header and the <main> landmark come from the route groups' layouts:
// the signed-in shell (app/_shell/app-shell-layout.tsx) or, on welcome and sign-up, the signed-out one. Next loads
// every client component a layout imports on every page under it, rendered or not, so nothing here may reach the
// query cache, the realtime client or the signed-in header (docs/benchmarks.md "Session 17").
export default async function RootLayout({ children }: { children: ReactNode }) {
  const context = await getPageContext();
  const { user, promotion } = clientSession(context);
  const [locale, timeZone, requestHeaders] = await Promise.all([requestLocale(), getTimeZone(), headers()]);
  // Plain participants never see an administration screen: their pages carry no admin-* catalog
  // (server/i18n/client-messages.ts). Coordinators, who take part too, open theirs on the promotion's host.
  const administration = context.host.isDashboard || (user !== null && user.role !== 'User');
  // The messages go by reference, as a cached script of their own (server/i18n/client-catalog.ts).
  const catalog = clientCatalog(locale, { administration });
  return (
    // High contrast comes from the user's saved flag, rendered here so the first paint is right.
    // data-socket-* tell the realtime client where the sidecar listens (lib/realtime/socket-client.ts).
    <html
      lang={locale}
      dir={directionOf(locale)}
      className={figtree.variable}
      data-contrast={user?.flags.show_high_contrast ? 'high' : undefined}
      data-socket-port={env().SOCKET_PORT}
      data-socket-url={env().SOCKET_PUBLIC_URL}
      suppressHydrationWarning
    >
      <body className="flex min-h-dvh flex-col font-sans antialiased">
        <Script id="renew-catalog" strategy="beforeInteractive" src={catalog.src} nonce={requestHeaders.get(NONCE_HEADER) ?? undefined} />
        <CatalogIntlProvider locale={locale} timeZone={timeZone} catalog={catalog}>
        <AppProviders initialUser={user} initialPromotion={promotion} hostKind={context.host.target.kind}>
          {children}
          <SiteFooter />
          <CookieConsent />
          <ServiceWorker />
          <Toaster />
        </AppProviders>
        </CatalogIntlProvider>
      </body>
    </html>
  );
}
