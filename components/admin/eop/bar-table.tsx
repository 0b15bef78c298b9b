'use client';
// One table of the end-of-program report whose cells carry a bar (the chart and its text alternative in one): the
// row header names the category, week or location, the cell draws its share of the largest count and says the count.
import { DataTable, type DataTableColumn } from '@/components/ui';
import type { EopCount } from '@/lib/reports/types';

const PALETTE = ['#0f766e', '#2563eb', '#d97706', '#7c3aed', '#dc2626', '#059669', '#db2777', '#4f46e5', '#ca8a04', '#0891b2', '#9333ea', '#65a30d'];

export interface BarRow {
  label: string;
  /** A count, or the "< k" of a suppressed one (no bar). */
  value: EopCount;
  /** The count in the reader's grouping, or the "< k". */
  shown: string;
}

export function BarTable({ title, head, rows, empty }: { title: string; head: [string, string]; rows: BarRow[]; empty: string }) {
  const max = Math.max(1, ...rows.map((r) => (typeof r.value === 'number' ? r.value : 0)));
  const columns: DataTableColumn<BarRow>[] = [
    { id: 'label', header: head[0], accessorKey: 'label', enableSorting: false, meta: { rowHeader: true, className: 'text-ink' } },
    {
      id: 'value', header: head[1], enableSorting: false, meta: { className: 'w-2/3' },
      cell: ({ row }) => (
        <span className="flex items-center gap-2">
          {typeof row.original.value === 'number' ? (
            <span aria-hidden="true" className="inline-block h-3 rounded-full" style={{ width: `${Math.max(2, (row.original.value / max) * 100)}%`, backgroundColor: PALETTE[row.index % PALETTE.length] }} />
          ) : null}
          <span className="font-semibold text-ink">{row.original.shown}</span>
        </span>
      ),
    },
  ];
  return (
    <section className="rounded-3xl bg-surface p-5 shadow-card hc:border hc:border-line">
      <h2 className="mb-3 text-h3 text-ink">{title}</h2>
      {rows.length === 0 ? <p className="text-ink-muted">{empty}</p> : (
        <DataTable caption={title} variant="plain" pager={false} columns={columns} data={rows} className="text-sm" />
      )}
    </section>
  );
}
