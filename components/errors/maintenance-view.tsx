'use client';
// The friendly state a page shows while the service is briefly unavailable (the database restarting or unreachable):
// no "Oops", no reference code — it says what happens next, and the page comes back by itself.
// Its words come in as `text`: inside the root layout from the errorPages catalog (useMaintenanceText); the global
// error page, rendered outside the layout and its translations, keeps the English below.
import { useTranslations } from 'next-intl';
import { ProblemView } from './problem-view';
import { buttonClasses } from '@/components/ui/button';

export const MAINTENANCE_TEXT = {
  eyebrow: 'Back in a moment',
  title: 'Renew is taking a short break',
  body: 'We are briefly unavailable, usually for less than a minute. This page will reload by itself as soon as we are back.',
  retry: 'Try now',
};

export type MaintenanceText = typeof MAINTENANCE_TEXT;

/** The maintenance words in the reader's language (only inside the root layout's translations). */
export function useMaintenanceText(): MaintenanceText {
  const t = useTranslations('errorPages.maintenance');
  return { eyebrow: t('eyebrow'), title: t('title'), body: t('body'), retry: t('retry') };
}

export function MaintenanceView({ onRetry, text = MAINTENANCE_TEXT }: { onRetry: () => void; text?: MaintenanceText }) {
  return (
    <ProblemView
      eyebrow={text.eyebrow}
      title={text.title}
      actions={
        <button type="button" onClick={onRetry} className={buttonClasses('primary')}>
          {text.retry}
        </button>
      }
    >
      <p role="status">{text.body}</p>
    </ProblemView>
  );
}
