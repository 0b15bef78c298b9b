'use client';
// Two-tap logging: an empty tile with nothing waiting for it opens this sheet in place, with today's activities (the
// areas of interest the participant chose first), and one tap logs the activity into that tile
// (POST /api/logging {activity_id, tile_number}). The spec's longer ways stay: "Browse all activities" leads to the
// list and its detail pages (pick, then place on a tile), and each row's "About" opens the detail.
import Link from 'next/link';
import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { useActivities } from '@/lib/query/activities';
import { useGettingStarted } from '@/lib/query/onboarding';
import type { Activity } from '@/lib/activities/types';
import type { Home } from '@/lib/logging/types';
import { Dialog } from '@/components/ui/dialog';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/feedback/load-states';
import { activityHref } from '@/components/activities/activity-card';
import { useCategoryName } from '@/components/categories/category-name';
import { CategoryMark } from './category-icons';

/** How many suggestions the sheet offers before "Browse all activities". */
export const SUGGESTIONS = 8;

/**
 * Today's suggestions: unlocked activities that log (not quiz-only reading), not already logged that day, those in
 * the participant's chosen areas of interest first, newest week first within each group, then catalogue order.
 */
export function suggestActivities(activities: Activity[], interests: number[], loggedToday: number[]): Activity[] {
  const chosen = new Set(interests);
  const done = new Set(loggedToday);
  const score = (a: Activity) => (a.area_of_interest_ids.some((id) => chosen.has(id)) ? 0 : 1);
  return activities
    .filter((a) => a.available && a.is_logging && !done.has(a.id))
    .sort((a, b) => score(a) - score(b) || b.week_available - a.week_available || a.sequence - b.sequence)
    .slice(0, SUGGESTIONS);
}

export interface QuickLogSheetProps {
  home: Home;
  /** The tile the participant opened (0-based), or null when the sheet is closed. */
  tile: number | null;
  promotionId: number;
  busy: boolean;
  onPick: (activity: Activity, tile: number) => void;
  onClose: () => void;
}

export function QuickLogSheet({ home, tile, promotionId, busy, onPick, onClose }: QuickLogSheetProps) {
  const t = useTranslations('home');
  const categoryName = useCategoryName();
  const open = tile !== null;
  const list = useActivities(promotionId, { week: home.promotion.current_week }, open);
  const interests = useGettingStarted();
  const loggedToday = useMemo(() => home.logged_activities.filter((t) => t.recorded_on === home.date).map((t) => t.activity.id), [home]);
  const suggestions = useMemo(
    () => suggestActivities(list.data ?? [], interests.data?.area_of_interest ?? [], loggedToday),
    [list.data, interests.data, loggedToday],
  );

  return (
    <Dialog open={open} onClose={onClose} title={t('quickLogTitle', { tile: (tile ?? 0) + 1 })} description={t('quickLogDescription')}>
      {/* Rows already loaded stay usable when a refresh fails (offline: the tap is queued, offline-log-queue.ts). */}
      {list.data === undefined && list.isError ? (
        <LoadError title={t('todaysActivitiesError')} error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data === undefined ? (
        <div className="grid min-h-48 place-items-center">
          <Spinner label={t('loadingTodaysActivities')} className="size-8" />
        </div>
      ) : suggestions.length === 0 ? (
        <p className="text-ink-muted">{t('allLoggedToday')}</p>
      ) : (
        <ul className="-mx-2 flex flex-col gap-1" aria-label={t('todaysActivities')}>
          {suggestions.map((activity) => (
            <li key={activity.id} className="flex items-center gap-2">
              <button
                type="button"
                disabled={busy}
                onClick={() => tile !== null && onPick(activity, tile)}
                className="flex min-h-14 min-w-0 flex-1 items-center gap-3 rounded-2xl px-2 py-2 text-start hover:bg-brand-softer disabled:opacity-60"
              >
                <CategoryMark category={activity.category} className="size-10" />
                <span className="min-w-0">
                  <span className="block font-semibold text-ink">{activity.name}</span>
                  <span className="block text-sm text-ink-muted">{categoryName(activity.category, activity.category_object.display)}</span>
                </span>
              </button>
              <Link href={activityHref(activity)} className="shrink-0 rounded-full px-3 py-2 text-sm font-semibold text-brand underline-offset-4 hover:underline">
                {t.rich('aboutActivity', { activity: activity.name, sr: (chunks) => <span className="sr-only">{chunks}</span> })}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-5 flex flex-wrap gap-3 border-t border-line pt-4">
        <Link href="/activities/all" className={buttonClasses('secondary', 'sm')}>
          {t('browseAllActivities')}
        </Link>
        <button type="button" onClick={onClose} className={buttonClasses('ghost', 'sm')}>
          {t('notNow')}
        </button>
      </div>
    </Dialog>
  );
}
