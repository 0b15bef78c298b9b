'use client';
// A board as a table (rank, who, score, extras) on the shared DataTable, with its loading, empty and error states
// and the pager.
// Pages of 50 rows; numbers of 10000 or more get thousands separators.
import { useMemo, type ReactNode } from 'react';
import { EmptyState, LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { LEADERBOARD_PAGE_SIZE } from '@/lib/leaderboards/constants';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
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
  // The server ranks and pages the board: no column sorts here.
  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      { id: 'rank', header: 'Rank', enableSorting: false, cell: ({ row }) => <RankMark rank={row.original.rank} />, meta: { className: 'w-16 font-bold text-ink tabular-nums' } },
      { id: 'who', header: who.header, enableSorting: false, cell: ({ row }) => who.cell(row.original), meta: { className: 'min-w-0 py-2' } },
      ...extra.map<DataTableColumn<Row>>((column) => ({
        id: column.key,
        header: column.header,
        enableSorting: false,
        cell: ({ row }) => column.cell(row.original),
        meta: { wide: column.wide, numeric: column.numeric, className: 'text-ink-muted tabular-nums' },
      })),
      { id: 'score', header: scoreHeader, enableSorting: false, cell: ({ row }) => formatNumber(score(row.original)), meta: { numeric: true, className: 'font-semibold text-ink' } },
    ],
    [who, extra, scoreHeader, score],
  );

  if (loading) return <LoadingBlock label="Loading the leaderboard…" className="rounded-3xl bg-surface py-16 shadow-card" />;
  if (error && !rows) return <LoadError title="The leaderboard could not be loaded." error={error} onRetry={onRetry} />;
  if (!rows || rows.length === 0) return <EmptyState>{empty}</EmptyState>;

  return (
    <div className="flex flex-col gap-2">
      <DataTable
        caption={caption}
        columns={columns}
        data={rows}
        pageSize={LEADERBOARD_PAGE_SIZE}
        paging={{ page, total, onPage, busy: refreshing }}
        getRowId={(row) => String(row.id)}
        rowProps={(row) => (isMine?.(row) ? { 'aria-current': 'true', className: 'bg-brand-soft' } : {})}
        pagerLabel="Leaderboard pages"
        formatCount={formatNumber}
      />
      {ranksSkip(rows) ? (
        <p className="px-1 text-sm text-ink-muted" data-testid="rank-note">
          {RANK_SKIP_NOTE}
        </p>
      ) : null}
    </div>
  );
}

/**
 * One rank per row, never shared: a rank is a place on the whole board (points, then who joined first), so it stays
 * the same whatever is filtered or who keeps their place private. A page whose ranks skip numbers ("10, 12, 14" under
 * "1–48 of 48") says why instead of looking broken.
 */
export const RANK_SKIP_NOTE =
  'Ranks are places on the whole board. People not listed here (who keep their place private, or are outside your search) still hold theirs, so a number can be skipped.';

export function ranksSkip(rows: Array<{ rank: number }>): boolean {
  return rows.some((row, index) => index > 0 && row.rank > rows[index - 1]!.rank + 1);
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
