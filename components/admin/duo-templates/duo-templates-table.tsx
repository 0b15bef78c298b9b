'use client';
// /duo/templates: every duo template with its first image, image count and use.
import Link from 'next/link';
import type { AdminDuoTemplate } from '@/lib/scenes/admin';
import { Button, DataTable, EmptyState, type DataTableColumn } from '@/components/ui';

const columnsFor = (editBase: string): DataTableColumn<AdminDuoTemplate>[] => [
  {
    id: 'name', header: 'Name', accessorKey: 'name',
    cell: ({ row }) => (
      <Link href={`${editBase}/${row.original.id}/edit`} className="flex items-center gap-3 font-semibold text-brand-strong">
        {row.original.duo_images[0] ? <img src={row.original.duo_images[0].image_url} alt="" className="size-10 rounded-md bg-surface-muted object-cover" /> : null}
        {row.original.name}
      </Link>
    ),
  },
  { id: 'images', header: 'Images', accessorFn: (t) => t.duo_images.length, meta: { numeric: true } },
  { id: 'video', header: 'Video', accessorFn: (t) => (t.video_url ? 'Yes' : 'No') },
  { id: 'collections', header: 'Collections', accessorKey: 'collection_count', meta: { numeric: true } },
  { id: 'duos', header: 'Duos', accessorKey: 'duo_count', meta: { numeric: true } },
  {
    id: 'actions', header: () => <span className="sr-only">Actions</span>, enableSorting: false,
    cell: ({ row }) => (
      <div className="flex justify-end">
        <Button asChild variant="secondary" size="sm"><Link href={`${editBase}/${row.original.id}/edit`}>Edit<span className="sr-only"> {row.original.name}</span></Link></Button>
      </div>
    ),
  },
];

/** `editBase`: '/duo/templates' (the library) or '/promotion/{id}/duos'. */
export function DuoTemplatesTable({ templates, editBase = '/duo/templates' }: { templates: AdminDuoTemplate[]; editBase?: string }) {
  if (templates.length === 0) return <EmptyState title="No duo templates yet" action={<Button asChild><Link href={`${editBase}/new`}>New template</Link></Button>} />;
  return <DataTable caption="Duo templates" columns={columnsFor(editBase)} data={templates} getRowId={(t) => String(t.id)} pagerLabel="Duo template pages" />;
}
