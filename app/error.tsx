'use client';
// Error boundary for every page: a friendly message and a way forward; details stay in the server log. When the cause is
// the database being unavailable, the maintenance state instead, which retries by itself once the service is back.
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import Link from 'next/link';
import { MESSAGES } from '@/lib/messages';
import { buttonClasses } from '@/components/ui/button';
import { ProblemView } from '@/components/errors/problem-view';
import { MaintenanceView } from '@/components/errors/maintenance-view';
import { useServiceOutage } from '@/components/errors/use-service-outage';

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const router = useRouter();
  const back = () => {
    router.refresh();
    retry();
  };
  const outage = useServiceOutage(back);
  if (outage) return <MaintenanceView onRetry={back} />;
  const digest = error instanceof Error && 'digest' in error ? String((error as Error & { digest?: string }).digest ?? '') : '';
  return (
    <ProblemView
      eyebrow="Something went wrong"
      title={MESSAGES.defaultErrorToast}
      actions={
        <>
          <button type="button" onClick={() => retry()} className={buttonClasses('primary')}>
            Try again
          </button>
          <Link href="/" className={buttonClasses('secondary')}>
            Go to the start page
          </Link>
        </>
      }
    >
      <p>We could not load this page. Please try again in a moment.</p>
      {digest ? <p className="mt-2 text-xs">Reference: {digest}</p> : null}
    </ProblemView>
  );
}
