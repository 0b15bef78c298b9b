'use client';
// A board as a table (rank, who, score, extras) with its loading, empty and error states and the pager.
// Pages of 50 rows; numbers of 10000 or more get thousands separators.
// The markup is the shared DataTable's (components/ui/data-table.tsx: same classes, caption, pager), written out
// without TanStack Table: a board is ranked and paged by the server and nothing here sorts, so the table engine only
// cost main-thread time while the page loaded — its chunk to evaluate and a cell object per cell on 50 rows
// (docs/participant-experience.md "Lighthouse").
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { EmptyState, LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { LEADERBOARD_PAGE_SIZE } from '@/lib/leaderboards/constants';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { formatCount } from '@/components/charts/format';
import { useFormat } from '@/lib/i18n/use-format';
import { Podium, podiumOf } from './podium';

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

interface Cell<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  className?: string;
  wide?: boolean;
  numeric?: boolean;
}

const TH = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase sm:px-4';

export function BoardTable<Row extends { id: number; rank: number; name: string }>(props: BoardTableProps<Row>) {
  const { caption, rows, total, page, onPage, who, scoreHeader, score, extra = [], isMine, loading, refreshing, error, onRetry, empty } = props;
  const t = useTranslations('leaderboard.table');
  const format = useFormat();
  const count = (value: number) => formatCount(format, value);

  if (loading) return <LoadingBlock label={t('loading')} className="rounded-3xl bg-surface py-16 shadow-card" />;
  if (error && !rows) return <LoadError title={t('loadError')} error={error} onRetry={onRetry} />;
  if (!rows || rows.length === 0) return <EmptyState>{empty}</EmptyState>;

  const cells: Cell<Row>[] = [
    { key: 'rank', header: t('rank'), render: (row) => rankMark(row.rank, count(row.rank)), className: 'w-16 font-bold text-ink tabular-nums' },
    { key: 'who', header: who.header, render: who.cell, className: 'min-w-0 py-2' },
    ...extra.map((column) => ({ key: column.key, header: column.header, render: column.cell, wide: column.wide, numeric: column.numeric, className: 'text-ink-muted tabular-nums' })),
    { key: 'score', header: scoreHeader, render: (row: Row) => count(score(row)), numeric: true, className: 'font-semibold text-ink' },
  ];
  // Each column's cell classes once, not once per row.
  const tdClasses = cells.map((cell) => cn('px-3 py-3 sm:px-4', cell.wide && 'hidden sm:table-cell', cell.numeric && 'text-end tabular-nums', cell.className));
  const first = (page - 1) * LEADERBOARD_PAGE_SIZE + 1;
  const last = first + rows.length - 1;
  const pages = Math.max(1, Math.ceil(total / LEADERBOARD_PAGE_SIZE));
  const podium = page === 1 ? podiumOf(rows.map((row) => ({ id: row.id, rank: row.rank, name: row.name, score: score(row) }))) : null;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-4">
        {podium ? <Podium places={podium} scoreLabel={scoreHeader} /> : null}
        <div
          className={cn('overflow-x-auto rounded-3xl bg-surface shadow-card transition-opacity hc:border hc:border-line', refreshing && 'opacity-60')}
          aria-busy={refreshing || undefined}
        >
          <table className="w-full border-collapse">
            <caption className="sr-only">{caption}</caption>
            <thead className="border-b border-line bg-surface-muted">
              <tr>
                {cells.map((cell) => (
                  <th key={cell.key} scope="col" className={cn(TH, cell.wide && 'hidden sm:table-cell', cell.numeric && 'text-end', cell.className)}>
                    {cell.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const mine = isMine?.(row) ?? false;
                return (
                  <tr key={row.id} aria-current={mine ? 'true' : undefined} className={mine ? 'border-b border-line bg-brand-soft last:border-b-0' : 'border-b border-line last:border-b-0'}>
                    {cells.map((cell, index) => (
                      <td key={cell.key} className={tdClasses[index]}>
                        {cell.render(row)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <nav aria-label={t('pagesLabel')} className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink-muted">
          <p aria-live="polite">
            {t('range', { first: count(first), last: count(last), total: count(total) })}
          </p>
          {pages > 1 ? (
            <div className="flex items-center gap-2">
              <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1 || refreshing}>
                {t.rich('previous', { sr: (chunks) => <span className="sr-only">{chunks}</span> })}
              </Button>
              <span>
                {t('pageOf', { page: count(page), pages: count(pages) })}
              </span>
              <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages || refreshing}>
                {t.rich('next', { sr: (chunks) => <span className="sr-only">{chunks}</span> })}
              </Button>
            </div>
          ) : null}
        </nav>
      </div>
      {ranksSkip(rows) ? (
        <p className="px-1 text-sm text-ink-muted" data-testid="rank-note">
          {t('rankSkipNote')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * One rank per row, never shared: a rank is a place on the whole board (points, then who joined first), so it stays
 * the same whatever is filtered or who keeps their place private. A page whose ranks skip numbers ("10, 12, 14" under
 * "1–48 of 48") says why instead of looking broken (leaderboard.table.rankSkipNote).
 */
export function ranksSkip(rows: Array<{ rank: number }>): boolean {
  return rows.some((row, index) => index > 0 && row.rank > rows[index - 1]!.rank + 1);
}

/**
 * Ranks 1–3 get a medal tint; every rank stays a number for screen readers. A plain function of the rank and its
 * formatted text, not a component: a board draws 50, and a component per row (with its own formatter hook) was one
 * more fiber to hydrate on each (docs/benchmarks.md "Session 19: the individual board's and activities' blocking time").
 */
function rankMark(rank: number, text: string) {
  const medal = rank === 1 ? 'bg-happy-soft text-happy' : rank === 2 ? 'bg-calm-soft text-calm' : rank === 3 ? 'bg-accent-soft text-accent' : '';
  return (
    <span className={`inline-grid min-w-8 place-items-center rounded-full px-1.5 py-0.5 ${medal} ${medal ? 'hc:border hc:border-current' : ''}`}>
      {text}
    </span>
  );
}
