// The 404 page: a random content item of category 404 (the promotion's own, else the default promotion's), or the
// fallback text 'Oops, we could not find what you were looking for.' when there is none.
import type { Metadata } from 'next';
import Link from 'next/link';
import { getPageContext } from '@/server/pages/context';
import { randomNotFoundItem } from '@/server/support/pages';
import { MESSAGES } from '@/lib/messages';
import { buttonClasses } from '@/components/ui/button';
import { ProblemView } from '@/components/errors/problem-view';
import { ContentHtml, contentTitle } from '@/components/ui/content-html';

export const metadata: Metadata = { title: 'Page not found' };

export default async function NotFound() {
  const { promotion } = await getPageContext();
  const item = await randomNotFoundItem(promotion?.id ?? null).catch(() => null);
  return (
    <ProblemView
      eyebrow="Page not found"
      title={contentTitle(item?.title_html, MESSAGES.notFoundFallback)}
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
      {item?.content_html ? <ContentHtml html={item.content_html} /> : <p>The link may be old, or the page may have moved.</p>}
    </ProblemView>
  );
}
