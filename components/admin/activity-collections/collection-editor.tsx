'use client';
// /activitycollections/edit/{id}: rename; the activities in order (drag and drop or move up/down, saved at once);
// add an existing activity or area of the collection's owner, create a new one, remove one (optionally deleting it).
import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { api } from '@/lib/api-client';
import { collectionWriteSchema } from '@/lib/program-design/schemas';
import { PROGRAM_DESIGN_MESSAGES as M } from '@/lib/program-design/messages';
import type { ActivityCollectionDetail, CollectionItem } from '@/lib/program-design/types';
import { Button, buttonClasses, Checkbox, Dialog, DialogActions, Field, Form, FormField, Input, Select, Trash2 } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { checkedResolver, firstServerError, INVALID_FORM } from '../activities/form-helpers';
import { SortableActivities } from './sortable-activities';

// Renaming sends the name alone, checked as on create.
const renameSchema = collectionWriteSchema.pick({ name: true });
type RenameValues = { name: string };
const renameResolver = checkedResolver<RenameValues, typeof renameSchema>(renameSchema);

export interface Candidate {
  id: number;
  name: string;
  week_available: number | null;
}

export function CollectionEditor({ collection: initial, activityChoices, areaChoices }: {
  collection: ActivityCollectionDetail;
  activityChoices: Candidate[];
  areaChoices: Candidate[];
}) {
  const t = useTranslations('admin-collections');
  const router = useRouter();
  const { toast, errorToast } = useToast();
  const [collection, setCollection] = useState(initial);
  const renameForm = useForm<RenameValues>({ resolver: renameResolver, defaultValues: { name: initial.name } });
  const [removing, setRemoving] = useState<CollectionItem | null>(null);
  const [alsoDelete, setAlsoDelete] = useState(false);
  const id = collection.id;

  const reorder = async (next: CollectionItem[]) => {
    const before = collection;
    setCollection({ ...collection, activities: next });
    try {
      setCollection(await api.post<ActivityCollectionDetail>(`/aaoi_collections/${id}/reorder`, { sequence: next.map((i) => i.id) }));
      toast(t('activities.orderSaved'));
    } catch (error) {
      setCollection(before);
      errorToast(firstServerError(error, M.saveCollection));
    }
  };

  const rename = async ({ name }: RenameValues) => {
    try {
      setCollection(await api.put<ActivityCollectionDetail>(`/aaoi_collections/${id}`, { name }));
      toast(t('activities.renamed'));
      router.refresh();
    } catch (error) {
      errorToast(firstServerError(error, M.saveCollection));
    }
  };

  const add = async (type: 'Activity' | 'AreaOfInterest', itemId: string) => {
    if (!itemId) return;
    try {
      setCollection(await api.put<ActivityCollectionDetail>(`/aaoi_collections/${id}/add_item/${type}/${itemId}`, {}));
      toast(t('activities.added'));
      router.refresh();
    } catch (error) {
      errorToast(firstServerError(error, M.saveCollection));
    }
  };

  const remove = async () => {
    if (!removing) return;
    try {
      setCollection(await api.delete<ActivityCollectionDetail>(`/aaoi_collections/${id}/remove_item/${removing.item_type}/${removing.item_id}`, { query: alsoDelete ? { override: true } : undefined }));
      toast(alsoDelete ? t('deleted', { name: removing.name }) : t('activities.removed', { name: removing.name }));
      setRemoving(null);
      router.refresh();
    } catch (error) {
      errorToast(firstServerError(error, M.saveCollection));
    }
  };

  const inList = new Set(collection.activities.map((i) => i.item_id));
  const areasIn = new Set(collection.areas_of_interest.map((i) => i.item_id));
  return (
    <div className="flex flex-col gap-6">
      <Form form={renameForm} onSubmit={rename} onInvalidSubmit={() => errorToast(INVALID_FORM)} className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-surface p-5 shadow-card">
        <FormField name="name" label={t('activities.collectionName')} className="min-w-60 flex-1" render={(field) => <Input maxLength={120} {...field} />} />
        <Button type="submit" variant="secondary" loading={renameForm.formState.isSubmitting}>{t('activities.rename')}</Button>
      </Form>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] lg:items-start">
        <section aria-labelledby="collection-activities" className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="collection-activities" className="text-h2 text-ink">{t('activities.activitiesHeading', { count: collection.activities.length })}</h2>
            <Link href={`/activitycollections/${id}/item/Activity/new`} className={buttonClasses('primary', 'sm')}>{t('activities.newActivity')}</Link>
          </div>
          {collection.promotion_id !== null ? (
            <p className="text-sm text-ink-muted">{t('activities.ownCollectionNote', { promotion: collection.promotion_name ?? '' })}</p>
          ) : null}
          <SortableActivities collectionId={id} items={collection.activities} onReorder={(next) => void reorder(next)} onRemove={(item) => { setAlsoDelete(false); setRemoving(item); }} />
          <AddPicker label={t('activities.addActivity')} choices={activityChoices.filter((c) => !inList.has(c.id))} onAdd={(itemId) => void add('Activity', itemId)} />
        </section>

        <section aria-labelledby="collection-areas" className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="collection-areas" className="text-h2 text-ink">{t('activities.areasHeading')}</h2>
            <Link href={`/activitycollections/${id}/item/AreaOfInterest/new`} className={buttonClasses('secondary', 'sm')}>{t('activities.newAreaButton')}</Link>
          </div>
          {collection.areas_of_interest.length === 0 ? <p className="text-ink-muted">{t('activities.noneYet')}</p> : null}
          <ul className="flex flex-col gap-1">
            {collection.areas_of_interest.map((a) => (
              <li key={a.id} className="flex items-center justify-between gap-2">
                <Link href={`/activitycollections/${id}/item/AreaOfInterest/${a.item_id}`} className="truncate text-ink">{a.name}</Link>
                <Button type="button" variant="ghost" size="icon" aria-label={t('activities.removeAria', { name: a.name })} onClick={() => { setAlsoDelete(false); setRemoving(a); }}>
                  <Trash2 className="size-5" aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
          <AddPicker label={t('activities.addArea')} choices={areaChoices.filter((c) => !areasIn.has(c.id))} onAdd={(itemId) => void add('AreaOfInterest', itemId)} />
        </section>
      </div>

      <Dialog open={removing !== null} onClose={() => setRemoving(null)} title={t('activities.removeTitle', { name: removing?.name ?? '' })} description={t('activities.removeIntro')}>
        <Field label={t('activities.alsoDelete', { type: removing?.item_type === 'Activity' ? 'activity' : 'area' })} layout="inline" className="mt-4">
          <Checkbox checked={alsoDelete} onCheckedChange={(c) => setAlsoDelete(c === true)} />
        </Field>
        <DialogActions>
          <Button type="button" variant="secondary" onClick={() => setRemoving(null)}>{t('activities.cancel')}</Button>
          <Button type="button" variant="danger" onClick={() => void remove()}>{alsoDelete ? t('delete') : t('activities.remove')}</Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}

function AddPicker({ label, choices, onAdd }: { label: string; choices: Candidate[]; onAdd: (id: string) => void }) {
  const t = useTranslations('admin-collections');
  const [chosen, setChosen] = useState('');
  if (choices.length === 0) return null;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Field label={label} className="min-w-48 flex-1">
        <Select value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <option value="">{t('activities.choose')}</option>
          {choices.map((c) => <option key={c.id} value={c.id}>{c.week_available ? t('activities.choiceWeek', { name: c.name, week: c.week_available }) : c.name}</option>)}
        </Select>
      </Field>
      <Button type="button" variant="secondary" disabled={!chosen} onClick={() => { onAdd(chosen); setChosen(''); }}>{t('add')}</Button>
    </div>
  );
}
