'use client';
// The greeting card of the home screen: where the participant is in the program and a greeting from the program's
// content (home.greetings, several separated by '|'), rotating by program day.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ContentItem } from '@/lib/content/types';
import type { HomePageData } from '@/lib/pages/types';
import { addDays, daysBetween } from '@/lib/promotion-dates';
import { useFormat } from '@/lib/i18n/use-format';
import { Flame } from '@/components/ui/icons';
import { useWeekStreak } from './week-streak';

export type HomeT = ReturnType<typeof useTranslations<'home'>>;

/** The greetings when the program has none in its content. */
const FALLBACK_GREETINGS = ['first', 'second', 'third'] as const;

/**
 * The day's greeting: the content's list split on '|', one per program day; `fallbacks` (the catalog's) when the
 * program wrote none.
 */
export function pickGreeting(item: ContentItem | undefined, dayNumber: number, fallbacks: string[]): string {
  const text = (item?.content_html ?? '').replace(/<[^>]*>/g, '');
  const list = text.split('|').map((g) => g.trim()).filter(Boolean);
  const greetings = list.length ? list : fallbacks;
  return greetings[(Math.max(dayNumber, 1) - 1) % greetings.length]!;
}

/** Where the participant is in the program: the same fields the home page's data carries. */
export interface HomeHeaderProps
  extends Pick<HomePageData, 'programName' | 'startsOn' | 'endsOn' | 'currentDate' | 'currentWeek' | 'weeks' | 'hasEnded'> {
  /** The first name; '' greets without one. */
  name: string;
  dayPart: string;
  greetingItem: ContentItem | undefined;
  greetingsLoaded: boolean;
  /** Nothing logged yet: a welcome instead of the day's greeting. */
  firstVisit?: boolean;
  stats: Array<{ label: string; value: string | number }>;
}

export function HomeHeader(props: HomeHeaderProps) {
  const t = useTranslations('home');
  const { name, dayPart, programName, startsOn, endsOn, currentDate, currentWeek, weeks, hasEnded, stats } = props;
  const totalDays = daysBetween(startsOn, endsOn) + 1;
  const day = Math.min(Math.max(daysBetween(startsOn, currentDate) + 1, 1), totalDays);
  return (
    <section aria-labelledby="greeting" className="relative isolate overflow-hidden rounded-[2rem] bg-brand-soft p-5 sm:p-8 hc:border hc:border-line">
      <svg viewBox="0 0 400 300" className="absolute -end-20 -bottom-24 -z-10 h-64 w-80 text-brand opacity-15 sm:end-0 hc:opacity-40" aria-hidden="true">
        <path d="M200 290c0-90 30-160 120-200-10 90-50 160-120 200Z" fill="currentColor" />
        <path d="M200 290c0-70-25-125-95-160 5 70 35 125 95 160Z" fill="currentColor" opacity="0.6" />
      </svg>
      <div className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wider text-brand-strong uppercase">
            {hasEnded ? t('programComplete', { programName }) : t('programPosition', { week: currentWeek, weeks, day, days: totalDays })}
          </p>
          <h1 id="greeting" className="mt-2 text-h1 text-ink text-balance">
            {name ? t('greeting', { dayPart, name }) : t('greetingNoName', { dayPart })}
          </h1>
          <p className="mt-2 min-h-7 max-w-2xl text-lg text-ink-muted" data-testid="greeting">
            {/* The first visit's greeting: the program's rotating greetings assume a returning participant ("again", "back"). */}
            {props.firstVisit
              ? t('firstVisitGreeting')
              : props.greetingsLoaded
                ? pickGreeting(props.greetingItem, day, FALLBACK_GREETINGS.map((key) => t(`fallbackGreetings.${key}`)))
                : ''}
          </p>
        </div>
        <dl className="grid grid-cols-3 gap-2 sm:gap-3 lg:min-w-[24rem]">
          {stats.map((stat) => (
            <div key={stat.label} className="rounded-2xl bg-surface/80 px-3 py-2.5 text-center hc:border hc:border-line">
              <dt className="text-xs font-medium text-ink-muted">{stat.label}</dt>
              <dd className="text-xl font-bold text-ink tabular-nums sm:text-2xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** The streak's words: "3-day streak", or how to start one. */
export function streakText(t: HomeT, streak: number, atLeast: boolean): string {
  if (streak === 0) return t('streakNone');
  return t('streakDays', { count: streak, atLeast: String(atLeast) });
}

/**
 * The days of the current week, each a way into the weekly logging view, with a mark on the days logged and the
 * streak beside the title (week-streak.ts). Every mark is written out for screen readers ("logged").
 */
export function WeekStrip({ startsOn, endsOn, currentDate, currentWeek }: { startsOn: string; endsOn: string; currentDate: string; currentWeek: number }) {
  const first = addDays(startsOn, (currentWeek - 1) * 7);
  const days = Array.from({ length: 7 }, (_, i) => addDays(first, i)).filter((d) => d <= endsOn);
  const t = useTranslations('home');
  const format = useFormat();
  const progress = useWeekStreak(currentWeek, currentDate);
  return (
    <nav aria-labelledby="this-week" className="rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-6" data-testid="week-strip">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="this-week" className="text-h3 text-ink">
          {t('thisWeek')}
        </h2>
        {progress ? (
          <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent" data-testid="streak">
            <Flame className="size-4" aria-hidden="true" />
            {streakText(t, progress.streak, progress.atLeast)}
          </p>
        ) : null}
        <Link href={`/activities/week/${currentWeek}`} className="text-sm font-semibold text-brand underline-offset-4 hover:underline">
          {t('myWeek')} <span aria-hidden="true">→</span>
        </Link>
      </div>
      <ol className="mt-4 grid grid-cols-7 gap-1 sm:gap-2">
        {days.map((d) => {
          const state = d === currentDate ? 'today' : d < currentDate ? 'past' : 'future';
          const logged = progress?.loggedDays.has(d) ?? false;
          const weekday = format.day(d, 'weekdayOnly');
          const look =
            state === 'today'
              ? 'bg-brand text-on-brand shadow-card'
              : state === 'past'
                ? 'bg-surface-muted text-ink hover:bg-brand-soft'
                : 'border border-dashed border-line text-ink-muted';
          const inner = (
            <>
              <span className="max-w-full truncate text-xs font-medium">{weekday}</span>
              <span className="text-base font-bold sm:text-lg">{Number(d.slice(8))}</span>
              {/* The logged mark: a filled dot in the text's own colour, so it shows in high contrast and forced colours. */}
              <span aria-hidden="true" className={`mt-1 size-2 rounded-full ${logged ? 'bg-current forced-colors:bg-[CanvasText]' : 'bg-transparent'}`} data-logged={logged || undefined} />
            </>
          );
          return (
            <li key={d}>
              {state === 'future' ? (
                <span className={`flex flex-col items-center rounded-2xl px-0.5 py-2 ${look}`}>
                  {inner}
                  <span className="sr-only">{t('dayUpcoming')}</span>
                </span>
              ) : (
                <Link
                  href={`/activities/week/${currentWeek}?date=${d}`}
                  aria-current={state === 'today' ? 'date' : undefined}
                  aria-label={t('dayLink', { weekday, date: Number(d.slice(8)), today: String(state === 'today'), logged: String(logged) })}
                  className={`flex flex-col items-center rounded-2xl px-0.5 py-2 no-underline transition-colors ${look}`}
                >
                  {inner}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
