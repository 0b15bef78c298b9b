'use client';
// /duo/templates: every duo template with its first image, image count and use.
import { useMemo, type ReactNode } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { AdminDuoTemplate } from '@/lib/scenes/admin';
import { Button, DataTable, EmptyState, type DataTableColumn } from '@/components/ui';

type DuosT = ReturnType<typeof useTranslations<'admin-duos'>>;
const sr = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

const columnsFor = (editBase: string, t: DuosT): DataTableColumn<AdminDuoTemplate>[] => [
  {
    id: 'name', header: t('columnName'), accessorKey: 'name',
    cell: ({ row }) => (
      <Link href={`${editBase}/${row.original.id}/edit`} className="flex items-center gap-3 font-semibold text-brand-strong">
        {row.original.duo_images[0] ? <img src={row.original.duo_images[0].image_url} alt="" className="size-10 rounded-md bg-surface-muted object-cover" /> : null}
        {row.original.name}
      </Link>
    ),
  },
  { id: 'images', header: t('columnImages'), accessorFn: (t) => t.duo_images.length, meta: { numeric: true } },
  { id: 'video', header: t('columnVideo'), accessorFn: (tp) => (tp.video_url ? t('yes') : t('no')) },
  { id: 'collections', header: t('columnCollections'), accessorKey: 'collection_count', meta: { numeric: true } },
  { id: 'duos', header: t('columnDuos'), accessorKey: 'duo_count', meta: { numeric: true } },
  {
    id: 'actions', header: () => <span className="sr-only">{t('columnActions')}</span>, enableSorting: false,
    cell: ({ row }) => (
      <div className="flex justify-end">
        <Button asChild variant="secondary" size="sm"><Link href={`${editBase}/${row.original.id}/edit`}>{t.rich('edit', { name: row.original.name, sr })}</Link></Button>
      </div>
    ),
  },
];

/** `editBase`: '/duo/templates' (the library) or '/promotion/{id}/duos'. */
export function DuoTemplatesTable({ templates, editBase = '/duo/templates' }: { templates: AdminDuoTemplate[]; editBase?: string }) {
  const t = useTranslations('admin-duos');
  const columns = useMemo(() => columnsFor(editBase, t), [editBase, t]);
  if (templates.length === 0) return <EmptyState title={t('emptyTitle')} action={<Button asChild><Link href={`${editBase}/new`}>{t('newTemplate')}</Link></Button>} />;
  return <DataTable caption={t('caption')} columns={columns} data={templates} getRowId={(tp) => String(tp.id)} pagerLabel={t('pager')} />;
}
