// FAQs by group, each question a native disclosure (keyboard and screen readers know it; it works before any script
// runs). The first question of the page starts open so the page never looks empty.
import { useTranslations } from 'next-intl';
import type { ContentItem } from '@/lib/content/types';
import { ContentHtml, contentTitle } from '@/components/ui/content-html';
import { EmptyState } from '@/components/ui/empty-state';

export interface FaqGroup {
  name: string | null;
  items: ContentItem[];
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export function FaqList({ groups }: { groups: FaqGroup[] }) {
  const t = useTranslations('support.faq');
  if (!groups.length) return <EmptyState title={t('emptyTitle')}><p className="mt-1">{t('emptyBody')}</p></EmptyState>;
  return (
    <div className="flex flex-col gap-8">
      {groups.map((group, g) => {
        const id = `faq-${slug(group.name ?? 'general')}`;
        return (
          <section key={group.name ?? ''} aria-labelledby={id}>
            <h2 id={id} className="mb-3 text-h2 text-ink">{group.name ?? t('general')}</h2>
            <ul className="flex flex-col gap-3">
              {group.items.map((item, i) => (
                <li key={item.id}>
                  <details open={g === 0 && i === 0} className="group rounded-2xl border border-line bg-surface shadow-card">
                    <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-3 font-semibold text-ink hover:bg-surface-muted [&::-webkit-details-marker]:hidden">
                      {contentTitle(item.title_html, t('question'))}
                      <span aria-hidden="true" className="text-xl text-ink-muted transition-transform group-open:rotate-45">+</span>
                    </summary>
                    <ContentHtml className="px-5 pb-4 text-ink-muted" html={item.content_html} />
                  </details>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
