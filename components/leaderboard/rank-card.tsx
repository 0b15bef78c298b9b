// The user's own place on a board (hidden when they have not opted in or
// have no team): the API answers my_rank null then, and this card renders nothing.
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { formatCount } from '@/components/charts/format';
import type { Format } from '@/lib/i18n/format';
import { useFormat } from '@/lib/i18n/use-format';
import type { Entry } from '@/lib/entries/types';
import { useWeekEntries } from '@/lib/query/logging';

/** The viewer's points this program week and last (their own day records, prefetched with the board). */
export function useWeekVersus(currentWeek: number | null): { thisWeek: number; lastWeek: number } | null {
  const week = currentWeek ?? 0;
  const current = useWeekEntries(week, week >= 1);
  const previous = useWeekEntries(week - 1, week > 1);
  if (!current.data || (week > 1 && !previous.data)) return null;
  const sum = (days: Entry[] | undefined) => (days ?? []).reduce((n, d) => n + d.total_points, 0);
  return { thisWeek: sum(current.data), lastWeek: sum(previous.data) };
}

type RankCardT = ReturnType<typeof useTranslations<'leaderboard.rankCard'>>;

/** "This week 40 points, 10 more than last week" (or fewer, or the same; the first week has no last week). */
export function versusText(
  t: RankCardT,
  format: Format,
  { thisWeek, lastWeek }: { thisWeek: number; lastWeek: number },
  pointsLabel: string,
  firstWeek = false,
): string {
  const values = { points: formatCount(format, thisWeek), label: pointsLabel.toLowerCase() };
  if (firstWeek) return t('versusFirst', values);
  const delta = thisWeek - lastWeek;
  if (delta === 0) return t('versusSame', values);
  return t(delta > 0 ? 'versusMore' : 'versusFewer', { ...values, delta: formatCount(format, Math.abs(delta)) });
}

export interface RankCardProps {
  title: string;
  rank: number | null | undefined;
  score: number | null | undefined;
  scoreLabel: string;
  /** The picture or mark on the left. */
  mark: ReactNode;
  name: string;
  /** The viewer's week against the week before ("you vs last week"), when known. */
  versus?: string | null;
}

export function RankCard({ title, rank, score, scoreLabel, mark, name, versus }: RankCardProps) {
  const t = useTranslations('leaderboard.rankCard');
  const format = useFormat();
  if (rank === null || rank === undefined) return null;
  return (
    <section aria-label={title} data-testid="my-rank" className="flex items-center gap-4 rounded-3xl bg-brand p-4 text-on-brand shadow-card sm:p-5">
      {mark}
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium opacity-90">{title}</p>
        <p className="truncate text-lg font-semibold">{name}</p>
        {versus ? (
          <p className="text-sm opacity-90" data-testid="rank-versus">
            {versus}
          </p>
        ) : null}
      </div>
      <dl className="flex gap-5 text-end">
        <div className="flex flex-col-reverse">
          <dt className="text-xs font-medium opacity-90">{t('rank')}</dt>
          <dd className="text-2xl font-bold tabular-nums">#{formatCount(format, rank)}</dd>
        </div>
        <div className="flex flex-col-reverse">
          <dt className="text-xs font-medium opacity-90">{scoreLabel}</dt>
          <dd className="text-2xl font-bold tabular-nums">{formatCount(format, score ?? 0)}</dd>
        </div>
      </dl>
    </section>
  );
}
