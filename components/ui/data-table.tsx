'use client';
// The one table (TanStack Table v9): sortable columns as buttons in their headers with aria-sort, and a pager.
// Client-side paging and sorting by default; `paging` hands both the page and the total to the server.
// A chart's table or a short list inside a card takes `variant="plain"` (no frame of its own) and `pager={false}`
// (every row at once); a column with `meta.rowHeader` names its row (<th scope="row">: a day, a category, a question).
import { useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import {
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSortingFeature,
  sortFns,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/i18n/use-format';
import { Button } from './button';
import { cn } from './cn';

export interface DataTableColumnMeta {
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
  /** Only from the sm breakpoint up. */
  wide?: boolean;
  /** The cell names its row: a <th scope="row"> (a chart's day or category, a question). */
  rowHeader?: boolean;
  className?: string;
}

export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  sortFns,
  columnMeta: {} as DataTableColumnMeta,
});

export type DataTableColumn<TData extends RowData> = ColumnDef<typeof dataTableFeatures, TData>;

export interface ServerPaging {
  /** 1-based. */
  page: number;
  total: number;
  onPage: (page: number) => void;
  /** The next page is loading: the pager waits. */
  busy?: boolean;
}

export interface DataTableProps<TData extends RowData> {
  /** Names the table for screen readers (a visually hidden caption, unless `captionVisible`). */
  caption: string;
  /** The caption is the table's visible title (a chart's table that stands on its own). */
  captionVisible?: boolean;
  /** The column headers are read, not shown (rows that say what they are, like a chart's days). */
  headerHidden?: boolean;
  /** 'plain': no frame of its own and compact rows, for a table inside a card, a dialog or a disclosure. */
  variant?: 'card' | 'plain';
  /** false: every row at once and no pager (a chart's table, a short list, rows the caller reveals itself). */
  pager?: boolean;
  /** The frame is a focusable region with this name, so a keyboard can scroll a wide or tall table. */
  scrollLabel?: string;
  /** The header row stays in view while the frame scrolls (give the frame a max height through `className`). */
  stickyHeader?: boolean;
  columns: DataTableColumn<TData>[];
  data: TData[];
  pageSize?: number;
  paging?: ServerPaging;
  initialSorting?: SortingState;
  /** Server-side sorting: the table reports each header click here (with `paging`, the rows arrive sorted). */
  onSortingChange?: (sorting: SortingState) => void;
  getRowId?: (row: TData) => string;
  /** Extra attributes of a row's <tr>, a ref among them (the last row shown, observed to reveal more). */
  rowProps?: (row: TData) => HTMLAttributes<HTMLTableRowElement> & { ref?: Ref<HTMLTableRowElement> };
  /** The pager's navigation label, e.g. "Leaderboard pages" (default: "Table pages" in the reader's language). */
  pagerLabel?: string;
  /** Default: the reader's number format (1,200). */
  formatCount?: (value: number) => string;
  className?: string;
}

export function DataTable<TData extends RowData>({
  caption,
  captionVisible = false,
  headerHidden = false,
  variant = 'card',
  pager = true,
  scrollLabel,
  stickyHeader = false,
  columns,
  data,
  pageSize = 25,
  paging,
  initialSorting = [],
  onSortingChange,
  getRowId,
  rowProps,
  pagerLabel,
  formatCount,
  className,
}: DataTableProps<TData>) {
  const t = useTranslations('ui.dataTable');
  const format = useFormat();
  const count = formatCount ?? ((value: number) => format.number(value));
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const [localPagination, setLocalPagination] = useState<PaginationState>({ pageIndex: 0, pageSize });
  const pagination = paging ? { pageIndex: paging.page - 1, pageSize } : localPagination;

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId: getRowId ? (row: TData) => getRowId(row) : undefined,
    state: { sorting, pagination },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      setSorting(next);
      onSortingChange?.(next);
    },
    onPaginationChange: (updater) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      if (paging) paging.onPage(next.pageIndex + 1);
      else setLocalPagination(next);
    },
    manualPagination: Boolean(paging),
    manualSorting: Boolean(paging),
    rowCount: paging?.total,
  });

  const total = paging ? paging.total : data.length;
  const rows = pager ? table.getRowModel().rows : table.getPrePaginatedRowModel().rows;
  const first = pagination.pageIndex * pageSize + 1;
  const last = first + rows.length - 1;
  const pages = Math.max(1, table.getPageCount());
  const plain = variant === 'plain';
  const th = plain
    ? 'py-2 pe-3 text-start text-xs font-semibold tracking-wide text-ink-muted uppercase last:pe-0'
    : 'px-3 py-3 text-start text-xs font-semibold tracking-wide text-ink-muted uppercase sm:px-4';
  const td = plain ? 'py-1.5 pe-3 last:pe-0' : 'px-3 py-3 sm:px-4';

  const frame = (
    <div
      className={cn(
        'relative overflow-x-auto transition-opacity',
        !plain && 'rounded-3xl bg-surface shadow-card hc:border hc:border-line',
        paging?.busy && 'opacity-60',
        className,
      )}
      aria-busy={paging?.busy || undefined}
      {...(scrollLabel ? { tabIndex: 0, role: 'region', 'aria-label': scrollLabel } : {})}
    >
      <table className="w-full border-collapse">
        <caption className={captionVisible ? cn('pb-3 text-start font-semibold text-ink', !plain && 'px-3 pt-4 sm:px-4') : 'sr-only'}>{caption}</caption>
        <thead className={cn(headerHidden ? 'sr-only' : cn('border-b border-line', plain ? 'bg-surface' : 'bg-surface-muted'), stickyHeader && 'sticky top-0 z-10')}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const sortable = header.column.getCanSort();
                const sorted = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sortable ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                    className={cn(th, meta?.wide && 'hidden sm:table-cell', meta?.numeric && 'text-end', meta?.className)}
                  >
                    {header.isPlaceholder ? null : sortable ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className={cn('inline-flex min-h-8 items-center gap-1 rounded-lg uppercase hover:text-ink', meta?.numeric && 'flex-row-reverse')}
                      >
                        <table.FlexRender header={header} />
                        <SortIcon sorted={sorted} />
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.map((row) => {
            const extra = rowProps?.(row.original) ?? {};
            return (
              <tr key={row.id} {...extra} className={cn('border-b border-line last:border-b-0', extra.className)}>
                {row.getAllCells().map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  const Cell = meta?.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={cell.id}
                      scope={meta?.rowHeader ? 'row' : undefined}
                      className={cn(td, meta?.rowHeader && 'text-start font-normal', meta?.wide && 'hidden sm:table-cell', meta?.numeric && 'text-end tabular-nums', meta?.className)}
                    >
                      <table.FlexRender cell={cell} />
                    </Cell>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
  if (!pager) return frame;

  return (
    <div className="flex flex-col gap-4">
      {frame}
      <Pager label={pagerLabel ?? t('pagerLabel')}>
        <p aria-live="polite">{t('range', { first: count(first), last: count(last), total: count(total) })}</p>
        {pages > 1 ? (
          <div className="flex items-center gap-2">
            <Button variant="secondary" size="sm" onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage() || paging?.busy}>
              {t.rich('previous', { hidden })}
            </Button>
            <span>{t('pageOf', { page: count(pagination.pageIndex + 1), pages: count(pages) })}</span>
            <Button variant="secondary" size="sm" onClick={() => table.nextPage()} disabled={!table.getCanNextPage() || paging?.busy}>
              {t.rich('next', { hidden })}
            </Button>
          </div>
        ) : null}
      </Pager>
    </div>
  );
}

/** The words a screen reader needs and the eye does not ("Previous page" read, "Previous" shown). */
const hidden = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

function Pager({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink-muted">
      {children}
    </nav>
  );
}

function SortIcon({ sorted }: { sorted: false | 'asc' | 'desc' }) {
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return <Icon className={cn('size-3.5', !sorted && 'opacity-60')} aria-hidden="true" />;
}
