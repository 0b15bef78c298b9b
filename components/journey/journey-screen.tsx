'use client';
// My Journey: a blank box for
// today at the top, the reflections grouped by day underneath, 30 at a time, the counts of completed scenes and
// duos, the PDF download and a way to put the program's end in one's calendar.
import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { useCurrentPromotion } from '@/lib/query/promotions';
import { useCurrentUser } from '@/lib/query/users';
import { useJournalWall } from '@/lib/query/journal';
import type { JournalPost } from '@/lib/journal/types';
import { useFormat } from '@/lib/i18n/use-format';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState, LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { AddToCalendar } from '@/components/calendar/add-to-calendar';
import { JourneySummaryStrip } from './journey-summary';
import { JourneyScenes } from './journey-scenes';
import { JourneyTutorial } from './journey-tutorial';
import { NewReflection } from './new-reflection';
import { ReflectionCard } from './reflection-card';
import { UnsavedChangesProvider } from './unsaved-changes';
import { useLiveLikes } from './use-live-likes';
import { Download } from '@/components/ui/icons';

interface DayGroup {
  day: string;
  posts: JournalPost[];
}

/** Consecutive reflections of the same day (the list is newest first); duplicates across pages are dropped. */
function groupByDay(posts: JournalPost[]): DayGroup[] {
  const seen = new Set<number>();
  const groups: DayGroup[] = [];
  for (const post of posts) {
    if (seen.has(post.id)) continue;
    seen.add(post.id);
    const last = groups.at(-1);
    if (last?.day === post.day) last.posts.push(post);
    else groups.push({ day: post.day, posts: [post] });
  }
  return groups;
}

export function JourneyScreen() {
  const t = useTranslations('journey');
  const format = useFormat();
  const { data: promotion } = useCurrentPromotion();
  const { data: user } = useCurrentUser();
  const wall = useJournalWall();
  const timeZone = promotion?.time_zone ?? 'UTC';
  // An entry is today if its date equals the promotion's current date, or the end date once it has ended.
  const today = promotion ? (promotion.has_ended && promotion.ends_on ? promotion.ends_on : promotion.current_date) : null;

  const groups = useMemo(() => groupByDay(wall.data?.pages.flatMap((page) => page.data) ?? []), [wall.data]);
  const todays = groups.find((group) => group.day === today)?.posts ?? [];
  const earlier = groups.filter((group) => group.day !== today);
  const total = wall.data?.pages[0]?.meta.total_records ?? 0;

  return (
    <UnsavedChangesProvider>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-10">
        <header className="flex flex-col gap-5">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h1 className="text-h1 text-ink">{t('title')}</h1>
              <p className="mt-2 max-w-prose text-ink-muted">{t('intro')}</p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <a href="/api/journey.pdf" download className={buttonClasses('secondary', 'sm')}>
                <Download className="size-4" aria-hidden="true" />
                {t('downloadPdf')}
              </a>
              {promotion?.ends_on && !promotion.has_ended ? (
                <AddToCalendar
                  promotionId={promotion.id}
                  timeZone={timeZone}
                  label={t('addEndToCalendar')}
                  event={{
                    title: t('endEventTitle', { program: promotion.program_name ?? promotion.name }),
                    start: promotion.ends_on,
                    details: t('endEventDetails'),
                    target: '/journey/my',
                  }}
                />
              ) : null}
            </div>
          </div>
          <JourneySummaryStrip />
        </header>
        <JourneyScenes />

        <section aria-labelledby="journey-today" className="flex flex-col gap-4">
          <h2 id="journey-today" className="text-h3 text-ink">
            {today
              ? t.rich('todayWithDate', {
                  date: format.day(today, 'full'),
                  muted: (chunks) => <span className="font-normal text-ink-muted">{chunks}</span>,
                })
              : t('today')}
          </h2>
          <NewReflection />
          {todays.map((post) => (
            <ReflectionCard key={post.id} post={post} viewerId={user?.id} timeZone={timeZone} />
          ))}
        </section>

        <section aria-labelledby="journey-earlier" className="flex flex-col gap-6">
          <h2 id="journey-earlier" className="sr-only">
            {t('earlier')}
          </h2>
          {wall.isPending ? (
            <LoadingBlock label={t('loading')} className="py-12" />
          ) : wall.isError && !wall.data ? (
            <LoadError title={t('loadError')} error={wall.error} onRetry={() => void wall.refetch()} />
          ) : total === 0 ? (
            <EmptyState>{t('empty')}</EmptyState>
          ) : (
            earlier.map((group) => (
              <div key={group.day} className="flex flex-col gap-3">
                <h3 className="text-h3 text-ink">
                  <time dateTime={group.day}>{format.day(group.day, 'full')}</time>
                </h3>
                {group.posts.map((post) => (
                  <ReflectionCard key={post.id} post={post} viewerId={user?.id} timeZone={timeZone} />
                ))}
              </div>
            ))
          )}
          {wall.hasNextPage ? (
            <div className="flex justify-center">
              <button type="button" onClick={() => void wall.fetchNextPage()} disabled={wall.isFetchingNextPage} className={buttonClasses('secondary')}>
                {wall.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
              </button>
            </div>
          ) : null}
        </section>
      </div>
      <JourneyTutorial />
      <LiveLikes enabled={Boolean(user)} />
    </UnsavedChangesProvider>
  );
}

/**
 * Friends' likes arriving live, in a leaf of its own: the realtime hook re-renders its component at every change of
 * the connection's state (connecting, connected, upgraded), which in the screen itself re-rendered the whole list.
 */
function LiveLikes({ enabled }: { enabled: boolean }) {
  useLiveLikes(enabled);
  return null;
}
