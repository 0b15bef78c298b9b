'use client';
// Before the program starts the Activities tab shows an unavailable view, worded by the content item
// logging.unavailable_until_logging_begins.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useContent } from '@/lib/query/logging';
import { ContentHtml, contentTitle } from '@/components/ui/content-html';
import { ProblemView } from '@/components/errors/problem-view';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

export function UnavailableView() {
  const t = useTranslations('activities');
  const content = useContent('logging', 'unavailable_until_logging_begins');
  const item = content.data?.[0];
  if (content.isPending) {
    return (
      <div className="grid flex-1 place-items-center py-24">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  return (
    <ProblemView
      eyebrow={t('title')}
      title={contentTitle(item?.title_html, t('needLoggingBegins'))}
      actions={
        <Link href="/" className={buttonClasses('primary')}>
          {t('backToStart')}
        </Link>
      }
    >
      {/* The spec's placeholder when the content item is missing. */}
      <ContentHtml html={item?.content_html ?? `<p>${t('needLoggingBegins')}</p>`} />
    </ProblemView>
  );
}
