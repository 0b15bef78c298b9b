// The 404 page: a random content item of category 404, or the fallback text 'Oops, we could not find what you
// were looking for.' until one is available.
import type { Metadata } from 'next';
import Link from 'next/link';
import { MESSAGES } from '@/lib/messages';
import { buttonClasses } from '@/components/ui/button';
import { ProblemView } from '@/components/errors/problem-view';

export const metadata: Metadata = { title: 'Page not found' };

export default function NotFound() {
  return (
    <ProblemView
      eyebrow="Page not found"
      title={MESSAGES.notFoundFallback}
      actions={
        <>
          <Link href="/" className={buttonClasses('primary')}>
            Go to the start page
          </Link>
          <Link href="/support/faqs" className={buttonClasses('secondary')}>
            Get help
          </Link>
        </>
      }
    >
      <p>The link may be old, or the page may have moved.</p>
    </ProblemView>
  );
}
