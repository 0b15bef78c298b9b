'use client';
// Activities: the activities unlocked by the current week, filtered by a
// group or category, with bookmarks; a tutorial dialog the first time once the promotion has started; home instead
// when an activity is already waiting for a tile; the unavailable view before the program starts.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { useActivities } from '@/lib/query/activities';
import { useHome, useLoggingRealtime } from '@/lib/query/logging';
import { useCurrentPromotion } from '@/lib/query/promotions';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { buttonClasses } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { ActivityCard } from './activity-card';
import { ActivitiesTutorial } from './activities-tutorial';
import { UnavailableView } from './unavailable-view';
import { FILTER_TABS, filterLabel, filterQuery, type ActivityFilter } from './filters';

export function ActivitiesScreen({ filter }: { filter: ActivityFilter }) {
  const promotion = useCurrentPromotion().data;
  const started = !!promotion?.has_started;
  useLoggingRealtime(promotion, started);
  if (!promotion) return null;
  if (!started) return <UnavailableView />;
  return <ActivitiesList filter={filter} promotionId={promotion.id} currentWeek={promotion.current_week} />;
}

function ActivitiesList({ filter, promotionId, currentWeek }: { filter: ActivityFilter; promotionId: number; currentWeek: number }) {
  const t = useTranslations('activities');
  const tCategories = useTranslations('categories');
  const router = useRouter();
  const home = useHome(null);
  const list = useActivities(promotionId, filterQuery(filter, currentWeek));
  const waiting = home.data?.loggable_activity;

  // The tab redirects home when a loggable activity exists — the pick waits there for its tile.
  useEffect(() => {
    if (waiting) router.replace('/home');
  }, [waiting, router]);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <ActivitiesTutorial />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wider text-brand-strong uppercase">{t('weekEyebrow', { week: currentWeek })}</p>
          <h1 className="mt-1 text-h1 text-ink">{t('title')}</h1>
          <p className="mt-2 max-w-2xl text-ink-muted">{t('intro')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link href={`/activities/week/${currentWeek}`} className={buttonClasses('secondary', 'sm')}>
            {t('myWeek')}
          </Link>
          <Link href="/how-it-works?from=activities" className={buttonClasses('ghost', 'sm')}>
            {t('howItWorks')}
          </Link>
        </div>
      </header>

      <nav aria-label={t('filtersLabel')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex gap-2 pb-1 sm:flex-wrap">
          {FILTER_TABS.map((tab) => {
            const current = tab === filter;
            return (
              <li key={tab} className="shrink-0">
                <IntentLink
                  href={`/activities/${tab}`}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap no-underline transition-colors ${
                    current ? 'border-brand bg-brand text-on-brand' : 'border-line-strong bg-surface text-ink hover:bg-surface-muted'
                  }`}
                >
                  {filterLabel(t, tCategories, tab)}
                </IntentLink>
              </li>
            );
          })}
        </ul>
      </nav>

      <section aria-labelledby="activity-list-title" aria-busy={list.isPending || undefined}>
        <h2 id="activity-list-title" className="sr-only">
          {t('listTitle', { filter: filterLabel(t, tCategories, filter) })}
        </h2>
        {list.isPending || waiting ? (
          <LoadingBlock label={t('loadingList')} className="min-h-60" large />
        ) : list.isError ? (
          <LoadError title={t('listError')} error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.length === 0 ? (
          <div className="rounded-3xl border border-dashed border-line-strong bg-surface p-8 text-center">
            <p className="text-lg font-semibold text-ink">{filter === 'bookmarked' ? t('noBookmarks') : t('nothingHere')}</p>
            <p className="mt-2 text-ink-muted">{filter === 'bookmarked' ? t('noBookmarksBody') : t('nothingHereBody')}</p>
            <Link href="/activities/all" className={buttonClasses('secondary', 'sm', 'mt-4')}>
              {t('seeAll')}
            </Link>
          </div>
        ) : (
          <>
            <p className="mb-4 text-sm text-ink-muted" aria-live="polite">
              {t('count', { count: list.data.length })}
            </p>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {list.data.map((activity) => (
                <li key={activity.id}>
                  <ActivityCard activity={activity} currentWeek={currentWeek} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
