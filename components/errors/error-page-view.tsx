'use client';
// The error boundary's view (app/error.tsx loads it when a page fails): a friendly message and a way forward; details
// stay in the server log. When the cause is the database being unavailable, the maintenance state instead, which
// retries by itself once the service is back.
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { ProblemView } from './problem-view';
import { MaintenanceView, useMaintenanceText } from './maintenance-view';
import { useServiceOutage } from './use-service-outage';

export default function ErrorPageView({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('errors-page');
  const maintenanceText = useMaintenanceText();
  useEffect(() => {
    console.error(error);
  }, [error]);
  const router = useRouter();
  const back = () => {
    router.refresh();
    retry();
  };
  const outage = useServiceOutage(back);
  if (outage) return <MaintenanceView onRetry={back} text={maintenanceText} />;
  const digest = error instanceof Error && 'digest' in error ? String((error as Error & { digest?: string }).digest ?? '') : '';
  return (
    <ProblemView
      eyebrow={t('error.eyebrow')}
      title={t('error.title')}
      actions={
        <>
          <button type="button" onClick={() => retry()} className={buttonClasses('primary')}>
            {t('error.tryAgain')}
          </button>
          <Link href="/" className={buttonClasses('secondary')}>
            {t('goToStart')}
          </Link>
        </>
      }
    >
      <p>{t('error.body')}</p>
      {digest ? <p className="mt-2 text-xs">{t('error.reference', { digest })}</p> : null}
    </ProblemView>
  );
}
