'use client';
// Errors in the root layout itself (it reads the host's promotion and the session, so a database outage lands here):
// the page has no shell, so this renders its own document. The maintenance state reloads the page by itself once the
// service answers again (components/errors/use-service-outage.ts); any other error gets the calm generic message.
// Outside the root layout there is no next-intl provider and no negotiated locale: the browser's language picks the
// errors-page catalog, Spanish for "es…", else English (two small JSON files, the rest of the catalogs stay out).
import './globals.css';
import { useSyncExternalStore } from 'react';
import localFont from 'next/font/local';
import en from '@/messages/en/errors-page.json';
import es from '@/messages/es/errors-page.json';
import { buttonClasses } from '@/components/ui/button';
import { ProblemView } from '@/components/errors/problem-view';
import { MaintenanceView } from '@/components/errors/maintenance-view';
import { useServiceOutage } from '@/components/errors/use-service-outage';

const reload = () => window.location.reload();

const CATALOGS: Record<'en' | 'es', typeof en> = { en, es };
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
  const outage = useServiceOutage(reload);
  const language = useBrowserLanguage();
  const t = CATALOGS[language];
  return (
    <html lang={language} className={figtree.variable}>
      <head>
        <title>Renew</title>
      </head>
      <body className="flex min-h-dvh flex-col font-sans antialiased">
        <main id="main" className="flex flex-1 flex-col">
          {outage ? (
            <MaintenanceView onRetry={reload} />
          ) : outage === false ? (
            <ProblemView
              eyebrow={t.error.eyebrow}
              title={t.error.title}
              actions={
                <button type="button" onClick={reload} className={buttonClasses('primary')}>
                  {t.error.tryAgain}
                </button>
              }
            >
              <p>{t.error.body}</p>
            </ProblemView>
          ) : null}
        </main>
      </body>
    </html>
  );
}
