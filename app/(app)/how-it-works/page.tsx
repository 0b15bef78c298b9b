import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireSignedInPage } from '@/server/pages/guards';
import { requestLocale } from '@/server/i18n/request-locale';
import { findContent } from '@/server/content/queries';
import { contentItemOf } from '@/server/pages/welcome';
import type { ContentItem } from '@/lib/content/types';
import { HowItWorks } from '@/components/activities/how-it-works';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('activities');
  return { title: t('howItWorksMetaTitle') };
}

// How It Works: content logging.how_it_works (and the how_it_works steps); the back link goes
// to Activities when the page was opened from the activities views (?from=activities), else Home.
export default async function HowItWorksPage({ searchParams }: { searchParams: Promise<{ from?: string | string[] }> }) {
  const { promotion } = await requireSignedInPage();
  const { from } = await searchParams;
  const promotionId = promotion?.id ?? null;
  const locale = await requestLocale();
  const [logging, steps] = await Promise.all([
    findContent(promotionId, { category: 'logging', key: 'how_it_works', locale }),
    findContent(promotionId, { category: 'how_it_works', locale }),
  ]);
  const items = (rows: Parameters<typeof contentItemOf>[0][]) => rows.map(contentItemOf).filter((i): i is ContentItem => i !== null);
  return <HowItWorks from={from === 'activities' ? 'activities' : 'home'} logging={items(logging)[0] ?? null} steps={items(steps)} />;
}
