// Why Renew?: the learn content in sequence; the first item leads, the rest follow as sections.
import Link from 'next/link';
import type { ContentItem } from '@/lib/content/types';
import { ContentHtml, contentTitle } from '@/components/ui/content-html';
import { EmptyState } from '@/components/ui/empty-state';
import { PageFrame, ContentCard } from '@/components/support/page-frame';
import { LearnTabs } from './learn-tabs';

export function WhyRenew({ items }: { items: ContentItem[] }) {
  const [lead, ...rest] = items;
  return (
    <PageFrame title="Why Renew?" intro={lead ? <ContentHtml html={lead.content_html} /> : null} tabs={<LearnTabs />}>
      {rest.length ? (
        <div className="grid gap-4 md:grid-cols-2">
          {rest.map((item) => (
            <ContentCard key={item.id}>
              <h2 className="text-h2 text-ink">{contentTitle(item.title_html, 'Learn more')}</h2>
              <ContentHtml className="mt-2 text-ink-muted" html={item.content_html} />
            </ContentCard>
          ))}
        </div>
      ) : null}
      {!lead ? <EmptyState title="Nothing here yet"><p className="mt-1">Your program team has not written this page yet.</p></EmptyState> : null}
      <p className="text-ink-muted">
        Want to go further? <Link href="/learn/resources" className="font-semibold text-brand underline underline-offset-4">Browse the resources</Link>.
      </p>
    </PageFrame>
  );
}
