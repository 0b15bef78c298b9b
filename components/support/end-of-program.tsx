// The end-of-program page: the first eop item leads, the participant's program in numbers, then the other items
// (what happens next, keeping the habits).
import Link from 'next/link';
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { createFormat } from '@/lib/i18n/format';
import type { ContentItem } from '@/lib/content/types';
import { ContentHtml, contentTitle } from '@/components/ui/content-html';
import { Button } from '@/components/ui/button';
import { PageFrame, ContentCard } from './page-frame';

export interface EopView {
  items: ContentItem[];
  summary: { points: number; activities: number; scenes: number; badges: number; duos: number } | null;
  endsOn: string | null;
  ended: boolean;
}

export async function EndOfProgram({ page, programName }: { page: EopView; programName: string }) {
  const [t, locale, timeZone] = await Promise.all([getTranslations('support.eop'), getLocale(), getTimeZone()]);
  const format = createFormat(locale, timeZone);
  // Grouped from five digits, as before ("1200", "12,000").
  const formatted = (n: number) => (n >= 10_000 ? format.number(n) : String(n));
  const [lead, ...rest] = page.items;
  const stats = page.summary
    ? [
        { label: t('points'), value: page.summary.points },
        { label: t('activities'), value: page.summary.activities },
        { label: t('scenes'), value: page.summary.scenes },
        { label: t('badges'), value: page.summary.badges },
      ]
    : [];
  return (
    <PageFrame
      title={contentTitle(lead?.title_html, t('title', { programName }))}
      intro={
        <>
          <ContentHtml html={lead?.content_html ?? `<p>${t('fallback')}</p>`} />
          {!page.ended && page.endsOn ? <p className="mt-3 text-base">{t('stillTime', { date: format.day(page.endsOn, 'long') })}</p> : null}
        </>
      }
    >
      {stats.length ? (
        <section aria-labelledby="eop-numbers">
          <h2 id="eop-numbers" className="mb-3 text-h2 text-ink">{t('numbersTitle')}</h2>
          <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {stats.map((stat) => (
              <div key={stat.label} className="rounded-3xl border border-line bg-surface p-5 text-center shadow-card">
                <dt className="text-sm font-medium text-ink-muted">{stat.label}</dt>
                <dd className="mt-1 text-3xl font-bold text-ink">{formatted(stat.value)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {rest.length ? (
        <div className="grid gap-4 md:grid-cols-2">
          {rest.map((item) => (
            <ContentCard key={item.id}>
              <h2 className="text-h2 text-ink">{contentTitle(item.title_html, t('whatsNext'))}</h2>
              <ContentHtml className="mt-2 text-ink-muted" html={item.content_html} />
            </ContentCard>
          ))}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button asChild><Link href="/journey/my">{t('journey')}</Link></Button>
        <Button asChild variant="secondary"><Link href="/home">{t('home')}</Link></Button>
      </div>
    </PageFrame>
  );
}
