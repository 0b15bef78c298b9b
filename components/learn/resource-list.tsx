// Resources by group, with the group filter as links (?category=mental-health: dashes read as spaces), so the
// filtered page is an address one can share and it renders on the server.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ContentItem } from '@/lib/content/types';
import { resourceCategoryParam } from '@/lib/support/constants';
import { ContentHtml, contentTitle } from '@/components/ui/content-html';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/components/ui/cn';

export interface ResourceSection {
  name: string | null;
  items: ContentItem[];
}

function FilterLink({ href, current, children }: { href: string; current: boolean; children: string }) {
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold no-underline',
        current ? 'border-brand bg-brand text-on-brand' : 'border-line bg-surface text-ink-muted hover:text-ink',
      )}
    >
      {children}
    </Link>
  );
}

export function ResourceFilter({ groups, active }: { groups: string[]; active: string | null }) {
  const t = useTranslations('learn');
  if (groups.length < 2) return null;
  return (
    <nav aria-label={t('topicsLabel')}>
      <ul className="flex flex-wrap gap-2">
        <li><FilterLink href="/learn/resources" current={active === null}>{t('allTopics')}</FilterLink></li>
        {groups.map((group) => (
          <li key={group}>
            <FilterLink href={`/learn/resources?category=${resourceCategoryParam(group)}`} current={active === group}>{group}</FilterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const linkOf = (item: ContentItem) => {
  const url = item.custom_fields.url;
  return typeof url === 'string' && /^https?:\/\//.test(url) ? url : null;
};

export function ResourceList({ sections, unknownCategory }: { sections: ResourceSection[]; unknownCategory: string | null }) {
  const t = useTranslations('learn');
  if (!sections.length) {
    return (
      <EmptyState title={unknownCategory ? t('nothingUnder', { category: unknownCategory }) : t('noResources')}>
        <p className="mt-1">{unknownCategory ? t('topicEmpty') : t('noResourcesBody')}</p>
        {unknownCategory ? <Link href="/learn/resources" className="mt-3 inline-block font-semibold text-brand underline">{t('seeAll')}</Link> : null}
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-8">
      {sections.map((section) => {
        const heading = section.name ?? t('moreResources');
        const id = `resources-${resourceCategoryParam(heading).replace(/[^a-z0-9-]/g, '')}`;
        return (
          <section key={heading} aria-labelledby={id}>
            <h2 id={id} className="mb-3 text-h2 text-ink">{heading}</h2>
            <ul className="grid gap-4 sm:grid-cols-2">
              {section.items.map((item) => {
                const url = linkOf(item);
                const title = contentTitle(item.title_html, t('resource'));
                return (
                  <li key={item.id} className="flex flex-col rounded-3xl border border-line bg-surface p-5 shadow-card">
                    <h3 className="text-h3 text-ink">{title}</h3>
                    {item.summary_html ? <p className="mt-1 text-ink-muted">{contentTitle(item.summary_html)}</p> : <ContentHtml className="mt-1 text-ink-muted" html={item.content_html} />}
                    {url ? (
                      <a href={url} target="_blank" rel="noopener noreferrer" className="mt-auto self-start pt-3 font-semibold text-brand underline underline-offset-4">
                        {t.rich('readMore', { title, sr: (chunks) => <span className="sr-only">{chunks}</span> })}
                      </a>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
