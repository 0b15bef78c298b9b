'use client';
// The user table at 640 px and wider (administration.md §9): First, Last, Email, the fourth column, Activities,
// Scenes, Duos, Actions, widths 120/120/130/120/75/75/75/230 as proportions of the table (a fixed layout: no
// horizontal scrollbar), rows 34 px. TanStack Table for the columns; the panel's virtualizer picks the rows in view
// and spacer rows keep the scroll height; aria-rowcount/aria-rowindex tell screen readers where they are.
import { useMemo, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import type { VirtualItem } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Checkbox } from '@/components/ui';
import { USER_TABLE_ROW_HEIGHT, type UserTableSort } from '@/lib/coordinator/constants';
import type { FourthColumn, ParticipantRow } from '@/lib/coordinator/types';

const features = tableFeatures({});
type Column = ColumnDef<typeof features, ParticipantRow> & { meta?: { sort?: UserTableSort; width: number; numeric?: boolean } };

interface Props {
  caption: string;
  rows: ParticipantRow[];
  items: VirtualItem[];
  padTop: number;
  padBottom: number;
  /** aria-rowcount: the rows with the header, or -1 when the total is capped. */
  rowCount: number;
  fourth: FourthColumn;
  sort: { sort: UserTableSort; dir: 'asc' | 'desc' };
  onSort: (sort: UserTableSort) => void;
  actions: (row: ParticipantRow) => ReactNode;
  empty: boolean;
  /** Checked rows, for the bulk actions; the check column is outside TanStack's memoized columns so it never reads a stale selection. */
  selection: Selection;
}

export interface Selection {
  isSelected: (id: number) => boolean;
  toggle: (id: number, checked: boolean) => void;
  /** 'indeterminate' when some of the loaded rows are checked. */
  all: boolean | 'indeterminate';
  toggleAll: (checked: boolean) => void;
  nameOf: (row: ParticipantRow) => string;
}

/** The check column's share of the table, beside the spec's eight proportions. */
const CHECK_WIDTH = 36;

export function ParticipantTable({ caption, rows, items, padTop, padBottom, rowCount, fourth, sort, onSort, actions, empty, selection }: Props) {
  const t = useTranslations('admin-coordinator');
  const columns = useMemo<Column[]>(() => [
    { id: 'first_name', header: t('columns.first'), accessorKey: 'first_name', meta: { sort: 'first_name', width: 120 } },
    { id: 'last_name', header: t('columns.last'), accessorKey: 'last_name', meta: { sort: 'last_name', width: 120 } },
    { id: 'email', header: t('columns.email'), accessorKey: 'email', meta: { sort: 'email', width: 130 } },
    {
      id: 'fourth', header: fourth.label, meta: { width: 120 },
      cell: ({ row }) => (fourth.kind === 'location' ? row.original.location_name : row.original.sso_identifier) ?? '—',
    },
    { id: 'activities_logged', header: t('columns.activities'), accessorKey: 'activities_logged', meta: { sort: 'activities_logged', width: 75, numeric: true } },
    { id: 'scenes_completed', header: t('columns.scenes'), accessorKey: 'scenes_completed', meta: { sort: 'scenes_completed', width: 75, numeric: true } },
    { id: 'duos_completed', header: t('columns.duos'), accessorKey: 'duos_completed', meta: { sort: 'duos_completed', width: 75, numeric: true } },
    { id: 'actions', header: t('columns.actions'), meta: { width: 230 }, cell: ({ row }) => actions(row.original) },
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the actions read the latest handlers through closures of this render
  ], [fourth.kind, fourth.label, t]);
  const table = useTable({ features, columns, data: rows, getRowId: (r) => String(r.id) });
  const tableRows = table.getRowModel().rows;
  const totalWidth = columns.reduce((sum, c) => sum + (c.meta?.width ?? 100), CHECK_WIDTH);
  const share = (width: number) => `${((width / totalWidth) * 100).toFixed(2)}%`;

  return (
    <table className="w-full table-fixed border-collapse text-sm" aria-rowcount={rowCount}>
      <caption className="sr-only">{caption}</caption>
      <colgroup>
        <col style={{ width: share(CHECK_WIDTH) }} />
        {columns.map((c) => <col key={c.id} style={{ width: share(c.meta?.width ?? 100) }} />)}
      </colgroup>
      <thead className="sticky top-0 z-10 bg-surface-muted">
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id} aria-rowindex={1}>
            <th scope="col" className="px-2 py-2">
              <Checkbox aria-label={t('participants.selectAll')} checked={selection.all} onCheckedChange={(c) => selection.toggleAll(c === true)} className="size-5" />
            </th>
            {group.headers.map((header) => {
              const m = (header.column.columnDef as Column).meta;
              const s = m?.sort;
              const active = s && sort.sort === s;
              return (
                <th key={header.id} scope="col" aria-sort={s ? (active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none') : undefined}
                  className={`truncate px-2 py-2 text-start text-xs font-semibold uppercase text-ink-muted ${m?.numeric ? 'text-end' : ''}`}>
                  {s ? (
                    <button type="button" onClick={() => onSort(s)} className="inline-flex max-w-full items-center gap-1 uppercase hover:text-ink">
                      <span className="truncate"><table.FlexRender header={header} /></span>
                      {active ? (sort.dir === 'asc' ? <ArrowUp aria-hidden className="size-3 shrink-0" /> : <ArrowDown aria-hidden className="size-3 shrink-0" />) : <ArrowUpDown aria-hidden className="size-3 shrink-0 opacity-50" />}
                    </button>
                  ) : <table.FlexRender header={header} />}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {padTop > 0 ? <tr aria-hidden="true" style={{ height: padTop }} /> : null}
        {items.map((item) => {
          const row = tableRows[item.index];
          if (!row) return null;
          return (
            <tr key={row.id} aria-rowindex={item.index + 2} data-selected={selection.isSelected(row.original.id) || undefined} style={{ height: USER_TABLE_ROW_HEIGHT }}
              className="border-b border-line data-[selected]:bg-surface-muted">
              <td className="px-2">
                <Checkbox aria-label={t('participants.select', { name: selection.nameOf(row.original) })} checked={selection.isSelected(row.original.id)}
                  onCheckedChange={(c) => selection.toggle(row.original.id, c === true)} className="size-5" />
              </td>
              {row.getAllCells().map((cell) => {
                const m = (cell.column.columnDef as Column).meta;
                return (
                  <td key={cell.id} className={`truncate px-2 ${m?.numeric ? 'text-end tabular-nums' : ''}`}>
                    <table.FlexRender cell={cell} />
                  </td>
                );
              })}
            </tr>
          );
        })}
        {padBottom > 0 ? <tr aria-hidden="true" style={{ height: padBottom }} /> : null}
        {empty ? <tr><td colSpan={columns.length + 1} className="px-2 py-6 text-center text-ink-muted">{t('participants.empty')}</td></tr> : null}
      </tbody>
    </table>
  );
}
