'use client';
// /activitycollections/list: every activity collection, its owner (the library or a promotion) and its counts;
// edit, copy (into the library or a promotion) and delete.
import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/api-client';
import { PROGRAM_DESIGN_MESSAGES as M } from '@/lib/program-design/messages';
import type { ActivityCollectionDetail, ActivityCollectionSummary } from '@/lib/program-design/types';
import { Button, buttonClasses, DataTable, Dialog, DialogActions, Field, Input, Select, type DataTableColumn } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { useConfirm } from '@/components/feedback/confirm';
import { firstServerError } from '../activities/form-helpers';

export function CollectionsTable({ collections, promotions }: { collections: ActivityCollectionSummary[]; promotions: { id: number; name: string }[] }) {
  const t = useTranslations('admin-collections');
  const router = useRouter();
  const { toast, errorToast } = useToast();
  const confirm = useConfirm();
  const [copying, setCopying] = useState<ActivityCollectionSummary | null>(null);
  const [target, setTarget] = useState('');
  const [copyName, setCopyName] = useState('');
  const [busy, setBusy] = useState(false);

  const remove = async (c: ActivityCollectionSummary) => {
    if (!(await confirm({ title: t('deleteTitle', { name: c.name }), body: t('activities.deleteBody'), confirmLabel: t('delete'), tone: 'danger' }))) return;
    try {
      await api.delete(`/aaoi_collections/${c.id}`);
      toast(t('deleted', { name: c.name }));
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
      toast(t('activities.created', { name: made.name }));
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
      id: 'name', header: t('columnName'), accessorKey: 'name',
      cell: ({ row: { original: c } }) => (
        <span className="font-semibold text-ink">{c.name}<span className="block text-sm font-normal text-ink-muted sm:hidden">{c.promotion_name ?? t('activities.library')}</span></span>
      ),
    },
    { id: 'program', header: t('activities.columnProgram'), accessorFn: (c) => c.promotion_name ?? t('activities.library'), meta: { wide: true } },
    { id: 'activities', header: t('activities.columnActivities'), accessorKey: 'activity_count', meta: { numeric: true } },
    { id: 'areas', header: t('activities.columnAreas'), accessorKey: 'area_count', meta: { numeric: true, wide: true } },
    {
      id: 'actions', header: () => <span className="sr-only">{t('columnActions')}</span>, enableSorting: false,
      cell: ({ row: { original: c } }) => (
        <div className="flex flex-wrap justify-end gap-2">
          <Link href={`/activitycollections/edit/${c.id}`} className={buttonClasses('secondary', 'sm')} aria-label={t('activities.editAria', { name: c.name })}>{t('activities.editButton')}</Link>
          <Button type="button" variant="ghost" size="sm" aria-label={t('activities.copyAria', { name: c.name })} onClick={() => { setTarget(''); setCopyName(t('activities.copyName', { name: c.name })); setCopying(c); }}>{t('activities.copyButton')}</Button>
          <Button type="button" variant="ghost" size="sm" aria-label={t('activities.deleteAria', { name: c.name })} onClick={() => void remove(c)}>{t('delete')}</Button>
        </div>
      ),
    },
  ];

  if (collections.length === 0) return <p className="rounded-2xl border border-dashed border-line p-6 text-ink-muted">{t('activities.empty')}</p>;
  return (
    <>
      <DataTable caption={t('activities.caption')} columns={columns} data={collections} getRowId={(c) => String(c.id)} pagerLabel={t('activities.pager')} />
      <Dialog open={copying !== null} onClose={() => setCopying(null)} title={t('activities.copyTitle', { name: copying?.name ?? '' })} description={t('activities.copyIntro')}>
        <div className="flex flex-col gap-4">
          <Field label={t('activities.copyInto')}>
            <Select value={target} onChange={(e) => setTarget(e.target.value)}>
              <option value="">{t('activities.theLibrary')}</option>
              {promotions.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
            </Select>
          </Field>
          <Field label={t('activities.copyNameLabel')}>
            <Input value={copyName} maxLength={120} onChange={(e) => setCopyName(e.target.value)} />
          </Field>
          <DialogActions>
            <Button type="button" variant="secondary" onClick={() => setCopying(null)}>{t('activities.cancel')}</Button>
            <Button type="button" loading={busy} onClick={() => void copy()}>{t('activities.copyButton')}</Button>
          </DialogActions>
        </div>
      </Dialog>
    </>
  );
}
