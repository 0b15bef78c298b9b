// The end-of-program page: the first eop item leads, the participant's program in numbers, then the other items
// (what happens next, keeping the habits).
import Link from 'next/link';
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

const formatted = (n: number) => (n >= 10_000 ? n.toLocaleString('en-US') : String(n));
const day = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function EndOfProgram({ page, programName }: { page: EopView; programName: string }) {
  const [lead, ...rest] = page.items;
  const stats = page.summary
    ? [
        { label: 'Points earned', value: page.summary.points },
        { label: 'Activities logged', value: page.summary.activities },
        { label: 'Scenes completed', value: page.summary.scenes },
        { label: 'Badges earned', value: page.summary.badges },
      ]
    : [];
  return (
    <PageFrame
      title={contentTitle(lead?.title_html, `Thank you for taking part in ${programName}`)}
      intro={
        <>
          <ContentHtml html={lead?.content_html ?? '<p>The program has come to an end. Thank you for every moment you gave it.</p>'} />
          {!page.ended && page.endsOn ? <p className="mt-3 text-base">The program runs until {day(page.endsOn)}; there is still time to log.</p> : null}
        </>
      }
    >
      {stats.length ? (
        <section aria-labelledby="eop-numbers">
          <h2 id="eop-numbers" className="mb-3 text-h2 text-ink">Your program in numbers</h2>
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
              <h2 className="text-h2 text-ink">{contentTitle(item.title_html, 'What’s next')}</h2>
              <ContentHtml className="mt-2 text-ink-muted" html={item.content_html} />
            </ContentCard>
          ))}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button asChild><Link href="/journey/my">Look back at My Journey</Link></Button>
        <Button asChild variant="secondary"><Link href="/home">Go to Home</Link></Button>
      </div>
    </PageFrame>
  );
}
