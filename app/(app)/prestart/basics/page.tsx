import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { requireSignedInPage } from '@/server/pages/guards';
import { requestLocale } from '@/server/i18n/request-locale';
import { findContentItem } from '@/server/content/queries';
import { contentItemOf, startOfDayIn } from '@/server/pages/welcome';
import { isoDate } from '@/lib/promotion-dates';
import { PrestartBasics } from '@/components/onboarding/prestart-basics';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('walkthrough');
  return { title: t('prestartBasicsMetaTitle') };
}

export default async function PrestartBasicsPage() {
  const { user, promotion } = await requireSignedInPage();
  // Only before the start: afterwards home is the place to be.
  if (!promotion || promotion.timeline.has_started) redirect('/home');
  const startsOn = isoDate(promotion.row.starts_on)!;
  const locale = await requestLocale();
  const [basics, countdown] = await Promise.all([
    findContentItem(promotion.id, 'prestart', 'basics', locale),
    findContentItem(promotion.id, 'countdown', 'countdown', locale),
  ]);
  return (
    <>
      <PrestartBasics
        firstName={user.profile?.first_name ?? ''}
        programName={promotion.row.program_name ?? promotion.row.name}
        startsOn={startsOn}
        startsAt={startOfDayIn(startsOn, promotion.row.time_zone)}
        weeks={promotion.timeline.weeks}
        basics={contentItemOf(basics)}
        countdown={contentItemOf(countdown)}
        links={{ friends: promotion.flags.is_buddy_feature_displayed }}
      />
    </>
  );
}
