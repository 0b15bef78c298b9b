// The user's own place on a board (hidden when they have not opted in or
// have no team): the API answers my_rank null then, and this card renders nothing.
import type { ReactNode } from 'react';
import { formatNumber } from '@/components/charts/format';

export interface RankCardProps {
  title: string;
  rank: number | null | undefined;
  score: number | null | undefined;
  scoreLabel: string;
  /** The picture or mark on the left. */
  mark: ReactNode;
  name: string;
}

export function RankCard({ title, rank, score, scoreLabel, mark, name }: RankCardProps) {
  if (rank === null || rank === undefined) return null;
  return (
    <section aria-label={title} data-testid="my-rank" className="flex items-center gap-4 rounded-3xl bg-brand p-4 text-on-brand shadow-card sm:p-5">
      {mark}
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium opacity-90">{title}</p>
        <p className="truncate text-lg font-semibold">{name}</p>
      </div>
      <dl className="flex gap-5 text-right">
        <div className="flex flex-col-reverse">
          <dt className="text-xs font-medium opacity-90">Rank</dt>
          <dd className="text-2xl font-bold tabular-nums">#{formatNumber(rank)}</dd>
        </div>
        <div className="flex flex-col-reverse">
          <dt className="text-xs font-medium opacity-90">{scoreLabel}</dt>
          <dd className="text-2xl font-bold tabular-nums">{formatNumber(score ?? 0)}</dd>
        </div>
      </dl>
    </section>
  );
}
