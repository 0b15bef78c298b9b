'use client';
// A failed page's view, for the error boundaries (app/error.tsx and each route group's error.tsx). Every page loads
// this file, so it holds only the boundary: the view (components/errors/error-page-view.tsx, with the maintenance
// state) is fetched when a page actually fails (docs/benchmarks.md "Session 16: first load (issue 31)"). If it cannot
// be fetched (offline, a new release), a plain message keeps the same way forward.
import { lazy, Suspense, useEffect } from 'react';
import { useTranslations } from 'next-intl';

export type ErrorBoundaryProps = { error: unknown; retry: () => void };
type Props = ErrorBoundaryProps;

function PlainErrorView({ error, retry }: Props) {
  const t = useTranslations('errors-page');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-ink">{t('error.title')}</h1>
      <p className="mt-3 text-ink-muted">{t('error.body')}</p>
      <button type="button" onClick={() => retry()} className="mt-8 min-h-11 rounded-full bg-brand px-5 font-semibold text-on-brand">
        {t('error.tryAgain')}
      </button>
    </div>
  );
}

const ErrorPageView = lazy(() => import('@/components/errors/error-page-view').catch(() => ({ default: PlainErrorView })));

export function ErrorBoundaryView(props: Props) {
  return (
    <Suspense fallback={null}>
      <ErrorPageView {...props} />
    </Suspense>
  );
}
