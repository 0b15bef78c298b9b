'use client';
// The friendly state a page shows while the service is briefly unavailable (the database restarting or unreachable):
// no "Oops", no reference code — it says what happens next, and the page comes back by itself.
import { ProblemView } from './problem-view';
import { buttonClasses } from '@/components/ui/button';

export const MAINTENANCE_TEXT = {
  eyebrow: 'Back in a moment',
  title: 'Renew is taking a short break',
  body: 'We are briefly unavailable, usually for less than a minute. This page will reload by itself as soon as we are back.',
  retry: 'Try now',
};

export function MaintenanceView({ onRetry }: { onRetry: () => void }) {
  return (
    <ProblemView
      eyebrow={MAINTENANCE_TEXT.eyebrow}
      title={MAINTENANCE_TEXT.title}
      actions={
        <button type="button" onClick={onRetry} className={buttonClasses('primary')}>
          {MAINTENANCE_TEXT.retry}
        </button>
      }
    >
      <p role="status">{MAINTENANCE_TEXT.body}</p>
    </ProblemView>
  );
}
