'use client';
// Before the program starts the Activities tab shows an unavailable view, worded by the content item
// logging.unavailable_until_logging_begins.
import Link from 'next/link';
import { useContent } from '@/lib/query/logging';
import { ContentHtml, contentTitle } from '@/components/ui/content-html';
import { ProblemView } from '@/components/errors/problem-view';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

export function UnavailableView() {
  const content = useContent('logging', 'unavailable_until_logging_begins');
  const item = content.data?.[0];
  if (content.isPending) {
    return (
      <div className="grid flex-1 place-items-center py-24">
        <Spinner />
      </div>
    );
  }
  return (
    <ProblemView
      eyebrow="Activities"
      title={contentTitle(item?.title_html, 'Need Logging Begins')}
      actions={
        <Link href="/" className={buttonClasses('primary')}>
          Back to the start
        </Link>
      }
    >
      {/* The spec's placeholder when the content item is missing. */}
      <ContentHtml html={item?.content_html ?? '<p>Need Logging Begins</p>'} />
    </ProblemView>
  );
}
