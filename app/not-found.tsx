// The 404 page: a random content item of category 404 (the promotion's own, else the default promotion's), or the
// fallback text 'Oops, we could not find what you were looking for.' (errors-page notFound.fallbackHeading) when there
// is none.
import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { clientSession, getPageContext } from '@/server/pages/context';
import { randomNotFoundItem } from '@/server/support/pages';
import { requestLocale } from '@/server/i18n/request-locale';
import { buttonClasses } from '@/components/ui/button';
import { ProblemView } from '@/components/errors/problem-view';
import { ContentHtml, contentTitle } from '@/components/ui/content-html';
import { PageShell } from '@/components/shell/page-shell';
import { prefetchApi } from '@/server/pages/prefetch';
import { headerPrefetches } from '@/app/(app)/participant-prefetch';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('errors-page.notFound');
  return { title: t('title') };
}

export default async function NotFound() {
  const [context, t] = await Promise.all([getPageContext(), getTranslations('errors-page')]);
  const { user, promotion: session } = clientSession(context);
  const promotion = context.promotion;
  const shellState = user ? await prefetchApi(headerPrefetches()) : undefined;
  const item = await requestLocale().then((locale) => randomNotFoundItem(promotion?.id ?? null, locale)).catch(() => null);
  // Under the root layout alone (an unknown address, or a page's notFound()): the header and <main> come with it.
  return (
    <PageShell initialUser={user} initialPromotion={session} shellState={shellState}>
    <ProblemView
      eyebrow={t('notFound.title')}
      title={contentTitle(item?.title_html, t('notFound.fallbackHeading'))}
      actions={
        <>
          <Link href="/" className={buttonClasses('primary')}>
            {t('goToStart')}
          </Link>
          <Link href="/support/faqs" className={buttonClasses('secondary')}>
            {t('notFound.getHelp')}
          </Link>
        </>
      }
    >
      {item?.content_html ? <ContentHtml html={item.content_html} /> : <p>{t('notFound.body')}</p>}
    </ProblemView>
    </PageShell>
  );
}
