// A legal text (content privacy.privacy or terms.terms): the program's own words, or the default promotion's.
import type { ContentItem } from '@/lib/content/types';
import { ContentHtml, contentTitle } from '@/components/ui/content-html';
import { PageFrame, ContentCard } from './page-frame';

export function LegalPage({ item, fallbackTitle }: { item: ContentItem | null; fallbackTitle: string }) {
  return (
    <PageFrame title={contentTitle(item?.title_html, fallbackTitle)} width="max-w-3xl">
      <ContentCard>
        <ContentHtml
          className="text-ink [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h2:first-child]:mt-0 [&_p]:text-ink-muted"
          html={item?.content_html ?? '<p>Need content</p>'}
        />
        {item ? <p className="mt-8 text-sm text-ink-muted">Last updated <time dateTime={item.updated_at}>{new Date(item.updated_at).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}</time></p> : null}
      </ContentCard>
    </PageFrame>
  );
}
