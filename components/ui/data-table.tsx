'use client';
// The one table (TanStack Table v9): sortable columns as buttons in their headers with aria-sort, and a pager.
// Client-side paging and sorting by default; `paging` hands both the page and the total to the server.
import { useState, type HTMLAttributes, type ReactNode } from 'react';
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
  /** Names the table for screen readers (a visually hidden caption). */
  caption: string;
  columns: DataTableColumn<TData>[];
  data: TData[];
  pageSize?: number;
  paging?: ServerPaging;
  initialSorting?: SortingState;
  /** Server-side sorting: the table reports each header click here (with `paging`, the rows arrive sorted). */
  onSortingChange?: (sorting: SortingState) => void;
  getRowId?: (row: TData) => string;
  rowProps?: (row: TData) => HTMLAttributes<HTMLTableRowElement>;
  /** The pager's navigation label, e.g. "Leaderboard pages" (default: "Table pages" in the reader's language). */
  pagerLabel?: string;
  /** Default: the reader's number format (1,200). */
  formatCount?: (value: number) => string;
  className?: string;
}

export function DataTable<TData extends RowData>({
  caption,
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
  const rows = table.getRowModel().rows;
  const first = pagination.pageIndex * pageSize + 1;
  const last = first + rows.length - 1;
  const pages = Math.max(1, table.getPageCount());
  const th = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase sm:px-4';

  return (
    <div className="flex flex-col gap-4">
      <div className={cn('relative overflow-x-auto rounded-3xl bg-surface shadow-card transition-opacity hc:border hc:border-line', paging?.busy && 'opacity-60', className)} aria-busy={paging?.busy || undefined}>
        <table className="w-full border-collapse">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-line bg-surface-muted">
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
                    return (
                      <td key={cell.id} className={cn('px-3 py-3 sm:px-4', meta?.wide && 'hidden sm:table-cell', meta?.numeric && 'text-end tabular-nums', meta?.className)}>
                        <table.FlexRender cell={cell} />
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
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
