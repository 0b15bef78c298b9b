'use client';
// /scenes: the scene library, with a filter by type, each scene's layout, tile count and use.
import { useState } from 'react';
import Link from 'next/link';
import { SCENE_TYPE_LABELS, SCENE_TYPES, type AdminScene } from '@/lib/scenes/admin';
import { Button, DataTable, EmptyState, Field, Select, type DataTableColumn } from '@/components/ui';

const columns: DataTableColumn<AdminScene>[] = [
  {
    id: 'name', header: 'Name', accessorKey: 'name',
    cell: ({ row }) => (
      <Link href={`/scenes/${row.original.id}`} className="flex items-center gap-3 font-semibold text-brand-strong">
        {row.original.tile_urls.at(-1) ? <img src={row.original.tile_urls.at(-1)} alt="" className="size-10 rounded-md bg-surface-muted object-cover" /> : null}
        {row.original.name}
      </Link>
    ),
  },
  { id: 'type', header: 'Type', accessorFn: (s) => SCENE_TYPE_LABELS[s.scene_type] },
  { id: 'layout', header: 'Layout', accessorFn: (s) => (s.layout_version === 1 ? 'Grid' : 'Layered') },
  { id: 'tiles', header: 'Tiles', accessorKey: 'tile_count', meta: { numeric: true } },
  { id: 'collections', header: 'Collections', accessorKey: 'collection_count', meta: { numeric: true } },
  { id: 'participants', header: 'Participants', accessorKey: 'user_scene_count', meta: { numeric: true } },
  {
    id: 'actions', header: () => <span className="sr-only">Actions</span>, enableSorting: false,
    cell: ({ row }) => (
      <div className="flex justify-end">
        <Button asChild variant="secondary" size="sm"><Link href={`/scenes/edit/${row.original.id}`}>Edit<span className="sr-only"> {row.original.name}</span></Link></Button>
      </div>
    ),
  },
];

export function ScenesTable({ scenes }: { scenes: AdminScene[] }) {
  const [type, setType] = useState('');
  const shown = type ? scenes.filter((s) => s.scene_type === type) : scenes;
  if (scenes.length === 0) return <EmptyState title="No scenes yet" action={<Button asChild><Link href="/scenes/create">New scene</Link></Button>} />;
  return (
    <div className="flex flex-col gap-4">
      <Field label="Scene type" className="max-w-xs">
        <Select value={type} onChange={(e) => setType(e.target.value)}>
          <option value="">All types</option>
          {SCENE_TYPES.map((t) => <option key={t} value={t}>{SCENE_TYPE_LABELS[t]}</option>)}
        </Select>
      </Field>
      <DataTable caption="Scenes" columns={columns} data={shown} getRowId={(s) => String(s.id)} pagerLabel="Scene pages" />
    </div>
  );
}
