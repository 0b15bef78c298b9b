// A legal text (content privacy.privacy or terms.terms): the program's own words, or the default promotion's.
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import type { ContentItem } from '@/lib/content/types';
import { createFormat } from '@/lib/i18n/format';
import { ContentHtml, contentTitle } from '@/components/ui/content-html';
import { PageFrame, ContentCard } from './page-frame';

export async function LegalPage({ item, fallbackTitle }: { item: ContentItem | null; fallbackTitle: string }) {
  const [t, locale, timeZone] = await Promise.all([getTranslations('support.legal'), getLocale(), getTimeZone()]);
  const format = createFormat(locale, timeZone);
  return (
    <PageFrame title={contentTitle(item?.title_html, fallbackTitle)} width="max-w-3xl">
      <ContentCard>
        <ContentHtml
          className="text-ink [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h2:first-child]:mt-0 [&_p]:text-ink-muted"
          html={item?.content_html ?? `<p>${t('needContent')}</p>`}
        />
        {item ? (
          <p className="mt-8 text-sm text-ink-muted">
            {/* The day of the update in UTC, as the content's own date. */}
            {t.rich('lastUpdated', { date: format.day(item.updated_at, 'long'), time: (chunks) => <time dateTime={item.updated_at}>{chunks}</time> })}
          </p>
        ) : null}
      </ContentCard>
    </PageFrame>
  );
}
