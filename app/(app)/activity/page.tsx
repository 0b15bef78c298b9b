import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { requireSignedInPage } from '@/server/pages/guards';
import { ActivityDetail } from '@/components/activities/activity-detail';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('activities');
  return { title: t('activityMetaTitle') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

const positiveInt = (value: string | string[] | undefined): number | null => {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
};

// '/activity' with params userActivity, activityId, bookmarked; home without an activityId.
export default async function ActivityPage({ searchParams }: { searchParams: Search }) {
  await requireSignedInPage();
  const params = await searchParams;
  const activityId = positiveInt(params.activityId);
  if (activityId === null) redirect('/home');
  return (
    <>
      <ActivityDetail activityId={activityId} userActivityId={positiveInt(params.userActivity)} bookmarked={params.bookmarked === 'true'} />
    </>
  );
}
