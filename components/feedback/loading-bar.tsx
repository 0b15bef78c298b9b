'use client';
// A thin bar under the header while data loads or saves. It fades in only after 500 ms
// (as the spec's loading indicators do), so quick calls do not flicker.
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';

export function LoadingBar() {
  const t = useTranslations('feedback');
  const busy = useIsFetching() + useIsMutating() > 0;
  if (!busy) return null;
  return (
    <div role="progressbar" aria-label={t('loading')} className="absolute inset-x-0 bottom-0 h-0.5 animate-appear-late overflow-hidden bg-brand-soft">
      <div className="h-full w-1/3 animate-loading bg-brand" />
    </div>
  );
}
