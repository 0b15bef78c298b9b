'use client';
// Errors in the root layout itself (it reads the host's promotion and the session, so a database outage lands here):
// the page has no shell, so this renders its own document. Every page loads this file, so it holds only the document:
// the view (components/errors/global-error-view.tsx: the maintenance state, which reloads the page by itself once the
// service answers again, or the calm generic message) is fetched when the root layout actually fails
// (docs/benchmarks.md "Session 16: first load (issue 31)"); if it cannot be, a plain reload button stands in.
// Outside the root layout there is no next-intl provider and no negotiated locale: the browser's language picks the
// errors-page catalog, Spanish for "es…", else English.
import './globals.css';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import localFont from 'next/font/local';

const reload = () => window.location.reload();

function PlainView() {
  return (
    <div className="mx-auto flex flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <button type="button" onClick={reload} className="min-h-11 rounded-full bg-brand px-5 font-semibold text-on-brand">
        Reload / Recargar
      </button>
    </div>
  );
}

const GlobalErrorView = lazy(() => import('@/components/errors/global-error-view').catch(() => ({ default: PlainView })));

const noSubscription = () => () => undefined;
const browserLanguage = (): 'en' | 'es' => (navigator.language.toLowerCase().startsWith('es') ? 'es' : 'en');

/** English on the server and while hydrating (no mismatch), then the browser's language. */
function useBrowserLanguage(): 'en' | 'es' {
  return useSyncExternalStore(noSubscription, browserLanguage, () => 'en');
}

// The root layout's Figtree (app/layout.tsx): this document replaces that layout, so it carries the font itself, or the
// maintenance state would fall back to the system sans. Same file, so the browser reuses the cached font.
const figtree = localFont({
  src: '../node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
  weight: '300 900',
  display: 'swap',
  variable: '--font-figtree',
});

export default function GlobalError() {
  const language = useBrowserLanguage();
  return (
    <html lang={language} className={figtree.variable}>
      <head>
        <title>Renew</title>
      </head>
      <body className="flex min-h-dvh flex-col font-sans antialiased">
        <main id="main" className="flex flex-1 flex-col">
          <Suspense fallback={null}>
            <GlobalErrorView language={language} />
          </Suspense>
        </main>
      </body>
    </html>
  );
}
