'use client';
// A board as a table (rank, who, score, extras), with its loading, empty and error states and the pager.
// participant-core.md §9 "Leaderboard page size 50"; numbers of 10000 or more get thousands separators.
import type { ReactNode } from 'react';
import { EmptyState, LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { LEADERBOARD_PAGE_SIZE } from '@/lib/leaderboards/constants';
import { buttonClasses } from '@/components/ui/button';
import { formatNumber } from '@/components/charts/format';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Columns that only fit from the sm breakpoint up. */
  wide?: boolean;
  numeric?: boolean;
}

export interface BoardTableProps<Row extends { id: number; rank: number; name: string }> {
  caption: string;
  rows: Row[] | undefined;
  total: number;
  page: number;
  onPage: (page: number) => void;
  who: { header: string; cell: (row: Row) => ReactNode };
  scoreHeader: string;
  score: (row: Row) => number;
  extra?: Column<Row>[];
  isMine?: (row: Row) => boolean;
  loading: boolean;
  /** True while the next page or filter loads with the old rows still shown. */
  refreshing: boolean;
  error: unknown;
  onRetry: () => void;
  empty: ReactNode;
}

export function BoardTable<Row extends { id: number; rank: number; name: string }>(props: BoardTableProps<Row>) {
  const { caption, rows, total, page, onPage, who, scoreHeader, score, extra = [], isMine, loading, refreshing, error, onRetry, empty } = props;
  const pages = Math.max(1, Math.ceil(total / LEADERBOARD_PAGE_SIZE));

  if (loading) return <LoadingBlock label="Loading the leaderboard…" className="rounded-3xl bg-surface py-16 shadow-card" />;
  if (error && !rows) return <LoadError title="The leaderboard could not be loaded." error={error} onRetry={onRetry} />;
  if (!rows || rows.length === 0) return <EmptyState>{empty}</EmptyState>;

  const first = (page - 1) * LEADERBOARD_PAGE_SIZE + 1;
  const last = first + rows.length - 1;
  const th = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase sm:px-4';
  return (
    <div className="flex flex-col gap-4">
      <div className={`overflow-hidden rounded-3xl bg-surface shadow-card transition-opacity hc:border hc:border-line ${refreshing ? 'opacity-60' : ''}`} aria-busy={refreshing}>
        <table className="w-full border-collapse">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-line bg-surface-muted">
            <tr>
              <th scope="col" className={`${th} w-16`}>
                Rank
              </th>
              <th scope="col" className={th}>
                {who.header}
              </th>
              {extra.map((column) => (
                <th key={column.key} scope="col" className={`${th} ${column.wide ? 'hidden sm:table-cell' : ''} ${column.numeric ? 'text-right' : ''}`}>
                  {column.header}
                </th>
              ))}
              <th scope="col" className={`${th} text-right`}>
                {scoreHeader}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const mine = isMine?.(row) ?? false;
              return (
                <tr key={row.id} aria-current={mine ? 'true' : undefined} className={`border-b border-line last:border-b-0 ${mine ? 'bg-brand-soft' : ''}`}>
                  <td className="px-3 py-3 font-bold text-ink tabular-nums sm:px-4">
                    <RankMark rank={row.rank} />
                  </td>
                  <td className="min-w-0 px-3 py-2 sm:px-4">{who.cell(row)}</td>
                  {extra.map((column) => (
                    <td key={column.key} className={`px-3 py-3 text-ink-muted tabular-nums sm:px-4 ${column.wide ? 'hidden sm:table-cell' : ''} ${column.numeric ? 'text-right' : ''}`}>
                      {column.cell(row)}
                    </td>
                  ))}
                  <td className="px-3 py-3 text-right font-semibold text-ink tabular-nums sm:px-4">{formatNumber(score(row))}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <nav aria-label="Leaderboard pages" className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink-muted">
        <p aria-live="polite">
          {formatNumber(first)}–{formatNumber(last)} of {formatNumber(total)}
        </p>
        {pages > 1 ? (
          <div className="flex items-center gap-2">
            <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1 || refreshing} className={buttonClasses('secondary', 'sm')}>
              Previous<span className="sr-only"> page</span>
            </button>
            <span>
              Page {formatNumber(page)} of {formatNumber(pages)}
            </span>
            <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pages || refreshing} className={buttonClasses('secondary', 'sm')}>
              Next<span className="sr-only"> page</span>
            </button>
          </div>
        ) : null}
      </nav>
    </div>
  );
}

/** Ranks 1–3 get a medal tint; every rank stays a number for screen readers. */
export function RankMark({ rank }: { rank: number }) {
  const medal = rank === 1 ? 'bg-happy-soft text-happy' : rank === 2 ? 'bg-calm-soft text-calm' : rank === 3 ? 'bg-accent-soft text-accent' : '';
  return (
    <span className={`inline-grid min-w-8 place-items-center rounded-full px-1.5 py-0.5 ${medal} ${medal ? 'hc:border hc:border-current' : ''}`}>
      {formatNumber(rank)}
    </span>
  );
}
