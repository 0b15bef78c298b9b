'use client';
// Error boundary for every page: a friendly message and a way forward; details stay in the server log.
import { useEffect } from 'react';
import Link from 'next/link';
import { MESSAGES } from '@/lib/messages';
import { buttonClasses } from '@/components/ui/button';
import { ProblemView } from '@/components/errors/problem-view';

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
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
