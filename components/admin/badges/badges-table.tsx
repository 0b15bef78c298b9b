'use client';
// /promotion/{id}/badges: the badges in force, marked "Default" (the default promotion's; saving one makes this
// promotion's copy) or "Customized" (this promotion's copy of a default; reset brings the default back).
import Link from 'next/link';
import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import type { AdminBadge } from '@/lib/program-design/types';
import { Badge, buttonClasses, DataTable, type DataTableColumn } from '@/components/ui';
import { badgeCategoryLabel } from './badge-labels';

type BadgesT = ReturnType<typeof useTranslations<'admin-badges'>>;

const columnsFor = (t: BadgesT, promotionId: number): DataTableColumn<AdminBadge>[] => [
  {
    id: 'badge', header: t('table.badge'), accessorKey: 'name',
    cell: ({ row: { original: b } }) => (
      <div className="flex flex-wrap items-center gap-3">
        {b.image.url ? <img src={b.image.url} alt="" className="size-10 rounded-full border border-line object-cover" /> : <span aria-hidden="true" className="size-10 rounded-full bg-surface-muted" />}
        <span className="font-semibold text-ink">{b.name}</span>
        {b.is_default ? <Badge tone="neutral">{t('table.default')}</Badge> : null}
        {b.is_override ? <Badge tone="accent">{t('table.customized')}</Badge> : null}
      </div>
    ),
  },
  { id: 'category', header: t('table.category'), accessorFn: (b) => badgeCategoryLabel(t, b.category), meta: { wide: true } },
  { id: 'goal', header: t('table.goal'), accessorKey: 'goal', cell: ({ row: { original: b } }) => `${b.goal}${b.goal2 ? ` / ${b.goal2}` : ''}` },
  { id: 'shown', header: t('table.shown'), accessorFn: (b) => (b.hide_until_earned ? t('table.onceEarned') : t('table.always')), meta: { wide: true } },
  {
    id: 'actions', header: () => <span className="sr-only">{t('table.actions')}</span>, enableSorting: false,
    cell: ({ row: { original: b } }) => (
      <div className="flex justify-end">
        <Link href={`/promotion/${promotionId}/badges/${b.id}/edit`} className={buttonClasses('secondary', 'sm')} aria-label={t('table.editNamed', { name: b.name })}>{t('table.edit')}</Link>
      </div>
    ),
  },
];

export function BadgesTable({ promotionId, badges }: { promotionId: number; badges: AdminBadge[] }) {
  const t = useTranslations('admin-badges');
  const columns = useMemo(() => columnsFor(t, promotionId), [t, promotionId]);
  if (badges.length === 0) return <p className="rounded-2xl border border-dashed border-line p-6 text-ink-muted">{t('table.empty')}</p>;
  return <DataTable caption={t('table.caption')} columns={columns} data={badges} getRowId={(b) => String(b.id)} pagerLabel={t('table.pagerLabel')} />;
}
