// How It Works: how logging works (content logging.how_it_works), then the program's steps
// (content category how_it_works, in sequence), with the back link the page was reached from.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ContentItem } from '@/lib/content/types';
import { ContentHtml, contentTitle } from '@/components/ui/content-html';

export function HowItWorks({ from, logging, steps }: { from: 'activities' | 'home'; logging: ContentItem | null; steps: ContentItem[] }) {
  const t = useTranslations('activities');
  const back = from === 'activities' ? { href: '/activities/all', label: t('backToActivities') } : { href: '/home', label: t('backToHome') };
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <Link href={back.href} className="inline-flex items-center gap-2 self-start font-semibold text-brand underline-offset-4 hover:underline" data-testid="back-link">
        <span aria-hidden="true">←</span> {back.label}
      </Link>
      <header className="relative isolate overflow-hidden rounded-[2rem] bg-brand-soft p-6 sm:p-10 hc:border hc:border-line">
        <h1 className="text-h1 text-ink">{t('howItWorksTitle')}</h1>
        <div className="mt-4 max-w-2xl text-lead text-ink-muted">
          <h2 className="font-semibold text-ink">{contentTitle(logging?.title_html, t('howLoggingWorks'))}</h2>
          <ContentHtml className="mt-2" html={logging?.content_html ?? `<p>${t('needContent')}</p>`} />
        </div>
      </header>
      {steps.length ? (
        <ol className="grid gap-4 sm:grid-cols-2">
          {steps.map((step, i) => (
            <li key={step.id} className="flex gap-4 rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-6">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand text-lg font-bold text-on-brand" aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <h2 className="text-h3 text-ink">{contentTitle(step.title_html, t('step', { number: i + 1 }))}</h2>
                <ContentHtml className="mt-1 text-ink-muted" html={step.content_html} />
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
