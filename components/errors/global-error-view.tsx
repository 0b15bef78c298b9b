'use client';
// The global error page's view (app/global-error.tsx loads it when the root layout itself fails): the maintenance
// state, which reloads the page by itself once the service answers again (use-service-outage.ts), or the calm generic
// message. Outside the root layout there is no next-intl provider: the errors-page catalog comes in the browser's
// language, Spanish for "es…", else English (two small JSON files, the rest of the catalogs stay out).
import en from '@/messages/en/errors-page.json';
import es from '@/messages/es/errors-page.json';
import { buttonClasses } from '@/components/ui/button';
import { ProblemView } from './problem-view';
import { MaintenanceView } from './maintenance-view';
import { useServiceOutage } from './use-service-outage';

const reload = () => window.location.reload();

const CATALOGS: Record<'en' | 'es', typeof en> = { en, es };

export default function GlobalErrorView({ language }: { language: 'en' | 'es' }) {
  const outage = useServiceOutage(reload);
  const t = CATALOGS[language];
  return outage ? (
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
  ) : null;
}
