'use client';
// The weekly logging view, /activities/week/:week?date= shows the seven days of the week (GET /api/entries?wk=), the
// chosen day's activities with how they felt (PUT /api/entries/{id}, only when the promotion's activity_feels is on),
// and the way to log more on a day that is still open.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useWeekEntries, useSaveFeels, useContent, useLoggingRealtime } from '@/lib/query/logging';
import type { Entry } from '@/lib/entries/types';
import { useCurrentPromotion } from '@/lib/query/promotions';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { useFormat } from '@/lib/i18n/use-format';
import { useErrorBanner } from '@/components/feedback/error-banner';
import { ContentHtml, contentTitle } from '@/components/ui/content-html';
import { buttonClasses } from '@/components/ui/button';
import { CategoryMark } from '@/components/home/category-icons';
import { useCategoryName } from '@/components/categories/category-name';
import { FeelsPicker } from './feels-picker';
import { activityHref } from './activity-card';

export function WeeklyView({ week, date }: { week: number; date: string | null }) {
  const t = useTranslations('activities');
  const format = useFormat();
  const promotion = useCurrentPromotion().data;
  useLoggingRealtime(promotion);
  const entries = useWeekEntries(week);
  const weeks = promotion?.weeks ?? week;
  const currentWeek = promotion?.current_week ?? week;
  const days = entries.data ?? [];
  const selected = days.find((d) => d.recorded_on === date) ?? days.find((d) => d.is_today) ?? [...days].reverse().find((d) => d.available) ?? days[0];

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <nav aria-label={t('back')} className="flex flex-wrap gap-x-5 gap-y-2">
        <Link href="/activities/all" className="inline-flex items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline">
          <span aria-hidden="true">←</span> {t('title')}
        </Link>
        <Link href="/how-it-works?from=activities" className="font-semibold text-brand underline-offset-4 hover:underline">
          {t('howItWorks')}
        </Link>
      </nav>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-h1 text-ink">{t('weekTitle', { week })}</h1>
          <p className="mt-1 text-ink-muted">
            {days.length
              ? t('dateRange', { from: format.day(days[0]!.recorded_on, 'monthDay'), to: format.day(days[days.length - 1]!.recorded_on, 'monthDay') })
              : ' '}
          </p>
        </div>
        <nav aria-label={t('weeksNav')} className="flex gap-2">
          {week > 1 ? (
            <Link href={`/activities/week/${week - 1}`} className={buttonClasses('secondary', 'sm')}>
              <span aria-hidden="true">←</span> {t('weekTitle', { week: week - 1 })}
            </Link>
          ) : null}
          {week < Math.min(weeks, currentWeek) ? (
            <Link href={`/activities/week/${week + 1}`} className={buttonClasses('secondary', 'sm')}>
              {t('weekTitle', { week: week + 1 })} <span aria-hidden="true">→</span>
            </Link>
          ) : null}
        </nav>
      </header>

      {entries.isPending ? (
        <LoadingBlock label={t('loadingWeek')} className="min-h-60" large />
      ) : entries.isError ? (
        <LoadError
          title={t('weekError')}
          error={entries.error}
          action={
            <Link href={`/activities/week/${currentWeek}`} className={buttonClasses('secondary', 'sm', 'mt-4')}>
              {t('goToThisWeek')}
            </Link>
          }
        />
      ) : (
        <>
          <nav aria-label={t('daysOfWeek')}>
            <ol className="grid grid-cols-7 gap-1 sm:gap-2">
              {days.map((d) => {
                const current = d.recorded_on === selected?.recorded_on;
                const count = d.entry_activities.length;
                return (
                  <li key={d.recorded_on}>
                    <Link
                      href={`/activities/week/${week}?date=${d.recorded_on}`}
                      replace
                      scroll={false}
                      aria-current={current ? 'date' : undefined}
                      aria-label={t('dayLink', { day: format.day(d.recorded_on, 'weekday'), today: String(d.is_today), count })}
                      className={`flex flex-col items-center gap-0.5 rounded-2xl border px-0.5 py-2 no-underline transition-colors ${
                        current ? 'border-brand bg-brand text-on-brand shadow-card' : d.available ? 'border-line bg-surface text-ink hover:bg-surface-muted' : 'border-dashed border-line text-ink-muted'
                      }`}
                    >
                      <span className="text-xs font-medium">{format.day(d.recorded_on, 'weekdayOnly')}</span>
                      <span className="text-base font-bold sm:text-lg">{Number(d.recorded_on.slice(8))}</span>
                      <span className="flex h-2 gap-0.5" aria-hidden="true">
                        {d.entry_activities.map((ea) => (
                          <span key={ea.id} className={`size-1.5 rounded-full ${current ? 'bg-on-brand' : 'bg-brand'}`} />
                        ))}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ol>
          </nav>
          {selected ? <DayPanel entry={selected} week={week} feelsOn={promotion?.activity_feels === true} /> : null}
        </>
      )}
    </div>
  );
}

/** `feelsOn`: the promotion records how activities felt (`activity_feels`); when off the server refuses feels (422). */
function DayPanel({ entry, week, feelsOn }: { entry: Entry; week: number; feelsOn: boolean }) {
  const t = useTranslations('activities');
  const format = useFormat();
  const categoryName = useCategoryName();
  const banner = useErrorBanner();
  const saveFeels = useSaveFeels(week);
  const content = useContent('logging');
  const item = (key: string) => content.data?.find((c) => c.key === key);
  const empty = entry.locked ? item('entry_locked_no_data') : item('no_activities_added');

  return (
    <section aria-labelledby="day-title" className="rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-6" data-testid="day-panel">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="day-title" className="text-h2 text-ink">
            {format.day(entry.recorded_on, 'weekday')}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2 text-xs font-semibold" aria-label={t('aboutThisDay')}>
            {entry.is_today ? <li className="rounded-full bg-brand-soft px-2.5 py-1 text-brand-strong">{t('today')}</li> : null}
            {entry.is_recorded ? <li className="rounded-full bg-success-soft px-2.5 py-1 text-success">{t('recorded')}</li> : null}
            {entry.locked ? <li className="rounded-full bg-surface-muted px-2.5 py-1 text-ink">{t('locked')}</li> : null}
            {!entry.available ? <li className="rounded-full bg-surface-muted px-2.5 py-1 text-ink-muted">{t('notYet')}</li> : null}
          </ul>
        </div>
        <p className="flex items-baseline gap-1.5 sm:flex-col sm:items-end sm:gap-0">
          <span className="text-2xl font-bold text-ink tabular-nums">{entry.total_points}</span>
          <span className="text-sm text-ink-muted">{t('pointsUnit')}</span>
        </p>
      </div>

      {!entry.available ? (
        <p className="mt-4 text-ink-muted">{t('dayNotYet')}</p>
      ) : entry.entry_activities.length === 0 ? (
        <div className="mt-4 text-ink-muted">
          <p className="font-semibold text-ink">{contentTitle(empty?.title_html, entry.locked ? t('entryLockedFallback') : t('noActivitiesFallback'))}</p>
          <ContentHtml className="mt-1" html={empty?.content_html} />
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-line">
          {entry.entry_activities.map((ea) => {
            const a = ea.user_activity.activity;
            return (
              <li key={ea.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between" data-testid="entry-activity">
                <div className="flex min-w-0 items-center gap-3">
                  <CategoryMark category={a.category} className="size-11" />
                  <div className="min-w-0">
                    <Link href={activityHref({ id: a.id, bookmarked: false }, ea.user_activity.id)} className="font-semibold text-ink underline-offset-4 hover:underline">
                      {a.name}
                    </Link>
                    <p className="text-sm text-ink-muted">
                      {t('entryLine', {
                        category: categoryName(a.category, a.category_object.display),
                        points: ea.user_activity.points,
                        inactive: String(!ea.user_activity.is_active),
                      })}
                    </p>
                  </div>
                </div>
                {feelsOn && entry.id !== null ? (
                  <FeelsPicker
                    activityName={a.name}
                    value={ea.feels_value}
                    disabled={entry.locked}
                    onChange={(feels_value) =>
                      saveFeels.mutate({ entryId: entry.id!, id: ea.id, feels_value }, { onError: (error) => banner.showError(error) })
                    }
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {entry.available && !entry.locked ? (
        <Link href="/activities/all" className={buttonClasses('primary', 'md', 'mt-5')}>
          {t('logAnActivity')}
        </Link>
      ) : null}
    </section>
  );
}
