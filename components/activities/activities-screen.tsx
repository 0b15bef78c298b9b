'use client';
// Activities: the activities unlocked by the current week, filtered by a
// group or category, with bookmarks; a tutorial dialog the first time once the promotion has started; home instead
// when an activity is already waiting for a tile; the unavailable view before the program starts.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useActivities } from '@/lib/query/activities';
import { useHome, useLoggingRealtime } from '@/lib/query/logging';
import { useCurrentPromotion } from '@/lib/query/promotions';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { buttonClasses } from '@/components/ui/button';
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
          <p className="text-sm font-semibold tracking-wider text-brand-strong uppercase">Week {currentWeek}</p>
          <h1 className="mt-1 text-h1 text-ink">Activities</h1>
          <p className="mt-2 max-w-2xl text-ink-muted">Pick something small to try today. When you have done it, log it to fill a tile of your scene.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link href={`/activities/week/${currentWeek}`} className={buttonClasses('secondary', 'sm')}>
            My week
          </Link>
          <Link href="/how-it-works?from=activities" className={buttonClasses('ghost', 'sm')}>
            How it works
          </Link>
        </div>
      </header>

      <nav aria-label="Activity filters" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex gap-2 pb-1 sm:flex-wrap">
          {FILTER_TABS.map((tab) => {
            const current = tab.key === filter;
            return (
              <li key={tab.key} className="shrink-0">
                <Link
                  href={`/activities/${tab.key}`}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap no-underline transition-colors ${
                    current ? 'border-brand bg-brand text-on-brand' : 'border-line-strong bg-surface text-ink hover:bg-surface-muted'
                  }`}
                >
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <section aria-labelledby="activity-list-title" aria-busy={list.isPending || undefined}>
        <h2 id="activity-list-title" className="sr-only">
          {filterLabel(filter)} activities
        </h2>
        {list.isPending || waiting ? (
          <LoadingBlock label="Loading activities…" className="min-h-60" large />
        ) : list.isError ? (
          <LoadError title="Activities could not be loaded." error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.length === 0 ? (
          <div className="rounded-3xl border border-dashed border-line-strong bg-surface p-8 text-center">
            <p className="text-lg font-semibold text-ink">{filter === 'bookmarked' ? 'No bookmarks yet' : 'Nothing here yet'}</p>
            <p className="mt-2 text-ink-muted">
              {filter === 'bookmarked'
                ? 'Bookmark activities you like and they will wait for you here.'
                : 'New activities unlock every week. Try another category in the meantime.'}
            </p>
            <Link href="/activities/all" className={buttonClasses('secondary', 'sm', 'mt-4')}>
              See all activities
            </Link>
          </div>
        ) : (
          <>
            <p className="mb-4 text-sm text-ink-muted" aria-live="polite">
              {list.data.length} {list.data.length === 1 ? 'activity' : 'activities'}
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
