// The tables under My Stats' weekly charts (weekly-charts.tsx), every number of the picture above: loaded and drawn when
// "Show as a table" is first opened, so the page's first load carries neither TanStack Table nor their rows.
import { useTranslations } from 'next-intl';
import { CATEGORY_PALETTE } from '@/lib/categories/palette';
import type { StatsWeek } from '@/lib/stats/types';
import { useFormat } from '@/lib/i18n/use-format';
import { formatCount } from '@/components/charts/format';
import { categoryName } from '@/components/categories/category-name';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';

export function WeeklyTable({ kind, weeks }: { kind: 'points' | 'balance'; weeks: StatsWeek[] }) {
  const t = useTranslations('stats');
  const tCategories = useTranslations('categories');
  const format = useFormat();
  const week: DataTableColumn<StatsWeek> = { id: 'week', header: t('weekColumn'), enableSorting: false, meta: { rowHeader: true }, cell: ({ row }) => t('weekRow', { week: row.original.week }) };
  const columns: DataTableColumn<StatsWeek>[] =
    kind === 'points'
      ? [week, { id: 'points', header: t('pointsColumn'), enableSorting: false, meta: { numeric: true }, cell: ({ row }) => formatCount(format, row.original.points) }]
      : [
          week,
          ...CATEGORY_PALETTE.map((c): DataTableColumn<StatsWeek> => ({
            id: c.key, header: categoryName(tCategories, c.key, c.label), enableSorting: false, meta: { numeric: true },
            cell: ({ row }) => row.original.by_category[c.key] ?? 0,
          })),
        ];
  const caption = kind === 'points' ? t('pointsPerWeek') : t('balanceCaption');
  return <DataTable caption={caption} variant="plain" pager={false} columns={columns} data={weeks} getRowId={(w) => String(w.week)} className="mt-2" />;
}
