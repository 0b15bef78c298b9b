import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { requireOnboardingPage } from '@/server/pages/guards';
import { requestLocale } from '@/server/i18n/request-locale';
import { findContent } from '@/server/content/queries';
import { contentItemOf } from '@/server/pages/welcome';
import { readUserFlags } from '@/lib/user-flags';
import type { ContentItem } from '@/lib/content/types';
import { Walkthrough } from '@/components/onboarding/walkthrough';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('walkthrough');
  return { title: t('metaTitle') };
}

// The walkthrough steps through content home_walkthrough by sequence; the first two items are
// the intros (not started, has started), the rest are the steps.
export default async function WalkthroughPage() {
  const { user, promotion } = await requireOnboardingPage('walkthrough');
  if (!promotion) redirect('/');
  const items = (await findContent(promotion.id, { category: 'home_walkthrough', locale: await requestLocale() })).map(contentItemOf) as ContentItem[];
  const started = promotion.timeline.has_started;
  const intro = items.find((item) => item.key === (started ? 'walkthrough_has_started' : 'walkthrough_not_started')) ?? items[started ? 1 : 0] ?? null;
  return (
    <>
      <Walkthrough
        intro={intro}
        steps={items.slice(2)}
        startAtOnce={readUserFlags(user.flags).started_home_walkthrough}
        markStartedOnIntro={!started}
      />
    </>
  );
}
