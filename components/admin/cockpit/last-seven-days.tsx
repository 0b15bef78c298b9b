'use client';
// The health panel's last 7 days: a rate per day drawn as bars of a share (0–100 %), and readable as the table it is
// (the caption says what it shows, in the card's text size; the row headers name the days). The server formats the
// days and figures.
import type { HTMLAttributes } from 'react';
import { useTranslations } from 'next-intl';
import { DataTable, type DataTableColumn } from '@/components/ui';

export interface DayShare {
  /** ISO date, for the row's data-day. */
  date: string;
  /** The day in the reader's words ("Mon"). */
  day: string;
  /** Whole percent of the registered who logged an activity, or null when there is nobody to share among. */
  share: number | null;
  /** The share and the count as the reader writes them, or null when the privacy floor withholds the count. */
  shown: { percent: string; count: string } | null;
}

export function LastSevenDays({ days }: { days: DayShare[] }) {
  const t = useTranslations('admin-cockpit');
  const columns: DataTableColumn<DayShare>[] = [
    { id: 'day', header: t('day'), accessorKey: 'day', enableSorting: false, meta: { rowHeader: true, className: 'w-32 text-sm font-medium whitespace-nowrap text-ink' } },
    { id: 'share', header: t('share'), enableSorting: false, meta: { className: 'text-sm' }, cell: ({ row }) => <Bar share={row.original.share} /> },
    {
      id: 'participants', header: t('participantsColumn'), enableSorting: false, meta: { className: 'w-28 text-end text-sm whitespace-nowrap text-ink' },
      cell: ({ row }) => {
        const shown = row.original.shown;
        return shown === null ? t('hidden') : <>{shown.percent} <span className="text-ink-muted">({shown.count})</span></>;
      },
    },
  ];
  return (
    <DataTable
      caption={t('lastSevenDays')}
      captionVisible
      headerHidden
      variant="plain"
      pager={false}
      columns={columns}
      data={days}
      getRowId={(d) => d.date}
      rowProps={(d) => ({ 'data-day': d.date }) as HTMLAttributes<HTMLTableRowElement>}
    />
  );
}

function Bar({ share }: { share: number | null }) {
  return (
    <span aria-hidden="true" className="block h-3 w-full overflow-hidden rounded-full bg-surface-muted hc:border hc:border-line">
      <span className="block h-full rounded-full bg-brand" style={{ width: `${share ?? 0}%` }} />
    </span>
  );
}
