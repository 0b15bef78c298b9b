// Why Renew?: the learn content in sequence; the first item leads, the rest follow as sections.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ContentItem } from '@/lib/content/types';
import { ContentHtml, contentTitle } from '@/components/ui/content-html';
import { EmptyState } from '@/components/ui/empty-state';
import { PageFrame, ContentCard } from '@/components/support/page-frame';
import { LearnTabs } from './learn-tabs';

export function WhyRenew({ items }: { items: ContentItem[] }) {
  const t = useTranslations('learn');
  const [lead, ...rest] = items;
  return (
    <PageFrame title={t('whyRenew')} intro={lead ? <ContentHtml html={lead.content_html} /> : null} tabs={<LearnTabs />}>
      {rest.length ? (
        <div className="grid gap-4 md:grid-cols-2">
          {rest.map((item) => (
            <ContentCard key={item.id}>
              <h2 className="text-h2 text-ink">{contentTitle(item.title_html, t('learnMore'))}</h2>
              <ContentHtml className="mt-2 text-ink-muted" html={item.content_html} />
            </ContentCard>
          ))}
        </div>
      ) : null}
      {!lead ? <EmptyState title={t('emptyTitle')}><p className="mt-1">{t('emptyBody')}</p></EmptyState> : null}
      <p className="text-ink-muted">
        {t.rich('goFurther', {
          link: (chunks) => (
            <Link href="/learn/resources" className="font-semibold text-brand underline underline-offset-4">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </PageFrame>
  );
}
