'use client';
// /activitycollections/list: every activity collection, its owner (the library or a promotion) and its counts;
// edit, copy (into the library or a promotion) and delete.
import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { api } from '@/lib/api-client';
import { PROGRAM_DESIGN_MESSAGES as M } from '@/lib/program-design/messages';
import type { ActivityCollectionDetail, ActivityCollectionSummary } from '@/lib/program-design/types';
import { Button, buttonClasses, DataTable, Dialog, DialogActions, Field, Input, Select, type DataTableColumn } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { useConfirm } from '@/components/feedback/confirm';
import { firstServerError } from '../activities/form-helpers';

export function CollectionsTable({ collections, promotions }: { collections: ActivityCollectionSummary[]; promotions: { id: number; name: string }[] }) {
  const router = useRouter();
  const { toast, errorToast } = useToast();
  const confirm = useConfirm();
  const [copying, setCopying] = useState<ActivityCollectionSummary | null>(null);
  const [target, setTarget] = useState('');
  const [copyName, setCopyName] = useState('');
  const [busy, setBusy] = useState(false);

  const remove = async (c: ActivityCollectionSummary) => {
    if (!(await confirm({ title: `Delete ${c.name}?`, body: 'The list goes; its activities and areas of interest stay in their program.', confirmLabel: 'Delete', tone: 'danger' }))) return;
    try {
      await api.delete(`/aaoi_collections/${c.id}`);
      toast(`${c.name} deleted.`);
      router.refresh();
    } catch (error) {
      errorToast(firstServerError(error, M.saveCollection));
    }
  };

  const copy = async () => {
    if (!copying) return;
    setBusy(true);
    try {
      const made = await api.post<ActivityCollectionDetail>(`/aaoi_collections/copy/${copying.id}`, { promotion_id: target ? Number(target) : null, name: copyName });
      toast(`${made.name} created.`);
      setCopying(null);
      router.push(`/activitycollections/edit/${made.id}`);
    } catch (error) {
      errorToast(firstServerError(error, M.saveCollection));
    } finally {
      setBusy(false);
    }
  };

  const columns: DataTableColumn<ActivityCollectionSummary>[] = [
    {
      id: 'name', header: 'Name', accessorKey: 'name',
      cell: ({ row: { original: c } }) => (
        <span className="font-semibold text-ink">{c.name}<span className="block text-sm font-normal text-ink-muted sm:hidden">{c.promotion_name ?? 'Library'}</span></span>
      ),
    },
    { id: 'program', header: 'Program', accessorFn: (c) => c.promotion_name ?? 'Library', meta: { wide: true } },
    { id: 'activities', header: 'Activities', accessorKey: 'activity_count', meta: { numeric: true } },
    { id: 'areas', header: 'Areas', accessorKey: 'area_count', meta: { numeric: true, wide: true } },
    {
      id: 'actions', header: () => <span className="sr-only">Actions</span>, enableSorting: false,
      cell: ({ row: { original: c } }) => (
        <div className="flex flex-wrap justify-end gap-2">
          <Link href={`/activitycollections/edit/${c.id}`} className={buttonClasses('secondary', 'sm')} aria-label={`Edit ${c.name}`}>Edit</Link>
          <Button type="button" variant="ghost" size="sm" aria-label={`Copy ${c.name}`} onClick={() => { setTarget(''); setCopyName(`${c.name} (copy)`); setCopying(c); }}>Copy</Button>
          <Button type="button" variant="ghost" size="sm" aria-label={`Delete ${c.name}`} onClick={() => void remove(c)}>Delete</Button>
        </div>
      ),
    },
  ];

  if (collections.length === 0) return <p className="rounded-2xl border border-dashed border-line p-6 text-ink-muted">No activity collections yet.</p>;
  return (
    <>
      <DataTable caption="Activity collections" columns={columns} data={collections} getRowId={(c) => String(c.id)} pagerLabel="Activity collection pages" />
      <Dialog open={copying !== null} onClose={() => setCopying(null)} title={`Copy ${copying?.name ?? ''}`} description="A copy into a program gives it its own activities and areas of interest.">
        <div className="flex flex-col gap-4">
          <Field label="Copy into">
            <Select value={target} onChange={(e) => setTarget(e.target.value)}>
              <option value="">The library</option>
              {promotions.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
            </Select>
          </Field>
          <Field label="Name of the copy">
            <Input value={copyName} maxLength={120} onChange={(e) => setCopyName(e.target.value)} />
          </Field>
          <DialogActions>
            <Button type="button" variant="secondary" onClick={() => setCopying(null)}>Cancel</Button>
            <Button type="button" loading={busy} onClick={() => void copy()}>Copy</Button>
          </DialogActions>
        </div>
      </Dialog>
    </>
  );
}
