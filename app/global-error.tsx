'use client';
// Errors in the root layout itself (it reads the host's promotion and the session, so a database outage lands here):
// the page has no shell, so this renders its own document. The maintenance state reloads the page by itself once the
// service answers again (components/errors/use-service-outage.ts); any other error gets the calm generic message.
import './globals.css';
import localFont from 'next/font/local';
import { MESSAGES } from '@/lib/messages';
import { buttonClasses } from '@/components/ui/button';
import { ProblemView } from '@/components/errors/problem-view';
import { MaintenanceView } from '@/components/errors/maintenance-view';
import { useServiceOutage } from '@/components/errors/use-service-outage';

const reload = () => window.location.reload();

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
  return (
    <html lang="en" className={figtree.variable}>
      <head>
        <title>Renew</title>
      </head>
      <body className="flex min-h-dvh flex-col font-sans antialiased">
        <main id="main" className="flex flex-1 flex-col">
          {outage ? (
            <MaintenanceView onRetry={reload} />
          ) : outage === false ? (
            <ProblemView
              eyebrow="Something went wrong"
              title={MESSAGES.defaultErrorToast}
              actions={
                <button type="button" onClick={reload} className={buttonClasses('primary')}>
                  Try again
                </button>
              }
            >
              <p>We could not load this page. Please try again in a moment.</p>
            </ProblemView>
          ) : null}
        </main>
      </body>
    </html>
  );
}
