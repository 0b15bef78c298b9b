'use client';
// /collections/list and /duocollections/list: every collection with its counts and an edit link.
import type { ReactNode } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button, DataTable, EmptyState, type DataTableColumn } from '@/components/ui';

export interface CollectionRow {
  id: number;
  name: string;
  items: number;
  /** Extra count column (tiles of a scene collection), if any. */
  extra?: number;
  promotions: number;
}

export function CollectionsTable({ rows, itemsLabel, extraLabel, editBase, caption, createHref }: {
  rows: CollectionRow[]; itemsLabel: string; extraLabel?: string; editBase: string; caption: string; createHref: string;
}) {
  const t = useTranslations('admin-collections');
  const sr = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;
  const columns: DataTableColumn<CollectionRow>[] = [
    { id: 'name', header: t('columnName'), accessorKey: 'name', cell: ({ row }) => <Link href={`${editBase}/${row.original.id}`} className="font-semibold text-brand-strong">{row.original.name}</Link> },
    { id: 'items', header: itemsLabel, accessorKey: 'items', meta: { numeric: true } },
    ...(extraLabel ? [{ id: 'extra', header: extraLabel, accessorKey: 'extra', meta: { numeric: true } } as DataTableColumn<CollectionRow>] : []),
    { id: 'promotions', header: t('columnPromotions'), accessorKey: 'promotions', meta: { numeric: true } },
    {
      id: 'actions', header: () => <span className="sr-only">{t('columnActions')}</span>, enableSorting: false,
      cell: ({ row }) => (
        <div className="flex justify-end">
          <Button asChild variant="secondary" size="sm"><Link href={`${editBase}/${row.original.id}`}>{t.rich('edit', { name: row.original.name, sr })}</Link></Button>
        </div>
      ),
    },
  ];
  if (rows.length === 0) return <EmptyState title={t('emptyTitle')} action={<Button asChild><Link href={createHref}>{t('newCollection')}</Link></Button>} />;
  return <DataTable caption={caption} columns={columns} data={rows} getRowId={(r) => String(r.id)} pagerLabel={t('pagerLabel', { caption })} />;
}
