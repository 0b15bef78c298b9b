'use client';
// /scenes: the scene library, with a filter by type, each scene's layout, tile count and use.
import { useMemo, useState, type ReactNode } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { SCENE_TYPES, type AdminScene } from '@/lib/scenes/admin';
import { Button, DataTable, EmptyState, Field, Select, type DataTableColumn } from '@/components/ui';

type ScenesT = ReturnType<typeof useTranslations<'admin-scenes'>>;
const sr = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

const columnsFor = (t: ScenesT): DataTableColumn<AdminScene>[] => [
  {
    id: 'name', header: t('columnName'), accessorKey: 'name',
    cell: ({ row }) => (
      <Link href={`/scenes/${row.original.id}`} className="flex items-center gap-3 font-semibold text-brand-strong">
        {row.original.tile_urls.at(-1) ? <img src={row.original.tile_urls.at(-1)} alt="" className="size-10 rounded-md bg-surface-muted object-cover" /> : null}
        {row.original.name}
      </Link>
    ),
  },
  { id: 'type', header: t('columnType'), accessorFn: (s) => t(`types.${s.scene_type}`) },
  { id: 'layout', header: t('columnLayout'), accessorFn: (s) => t('layoutShort', { layout: String(s.layout_version) }) },
  { id: 'tiles', header: t('columnTiles'), accessorKey: 'tile_count', meta: { numeric: true } },
  { id: 'collections', header: t('columnCollections'), accessorKey: 'collection_count', meta: { numeric: true } },
  { id: 'participants', header: t('columnParticipants'), accessorKey: 'user_scene_count', meta: { numeric: true } },
  {
    id: 'actions', header: () => <span className="sr-only">{t('columnActions')}</span>, enableSorting: false,
    cell: ({ row }) => (
      <div className="flex justify-end">
        <Button asChild variant="secondary" size="sm"><Link href={`/scenes/edit/${row.original.id}`}>{t.rich('edit', { name: row.original.name, sr })}</Link></Button>
      </div>
    ),
  },
];

export function ScenesTable({ scenes }: { scenes: AdminScene[] }) {
  const t = useTranslations('admin-scenes');
  const [type, setType] = useState('');
  const columns = useMemo(() => columnsFor(t), [t]);
  const shown = type ? scenes.filter((s) => s.scene_type === type) : scenes;
  if (scenes.length === 0) return <EmptyState title={t('emptyTitle')} action={<Button asChild><Link href="/scenes/create">{t('newScene')}</Link></Button>} />;
  return (
    <div className="flex flex-col gap-4">
      <Field label={t('sceneType')} className="max-w-xs">
        <Select value={type} onChange={(e) => setType(e.target.value)}>
          <option value="">{t('allTypes')}</option>
          {SCENE_TYPES.map((st) => <option key={st} value={st}>{t(`types.${st}`)}</option>)}
        </Select>
      </Field>
      <DataTable caption={t('tableCaption')} columns={columns} data={shown} getRowId={(s) => String(s.id)} pagerLabel={t('tablePager')} />
    </div>
  );
}
