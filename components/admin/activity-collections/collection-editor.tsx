'use client';
// /activitycollections/edit/{id}: rename; the activities in order (drag and drop or move up/down, saved at once);
// add an existing activity or area of the collection's owner, create a new one, remove one (optionally deleting it).
import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { api } from '@/lib/api-client';
import { PROGRAM_DESIGN_MESSAGES as M } from '@/lib/program-design/messages';
import type { ActivityCollectionDetail, CollectionItem } from '@/lib/program-design/types';
import { Button, buttonClasses, Checkbox, Dialog, DialogActions, Field, Input, Select, Trash2 } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { firstServerError } from '../activities/form-helpers';
import { SortableActivities } from './sortable-activities';

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
  const router = useRouter();
  const { toast, errorToast } = useToast();
  const [collection, setCollection] = useState(initial);
  const [name, setName] = useState(initial.name);
  const [renaming, setRenaming] = useState(false);
  const [removing, setRemoving] = useState<CollectionItem | null>(null);
  const [alsoDelete, setAlsoDelete] = useState(false);
  const id = collection.id;

  const reorder = async (next: CollectionItem[]) => {
    const before = collection;
    setCollection({ ...collection, activities: next });
    try {
      setCollection(await api.post<ActivityCollectionDetail>(`/aaoi_collections/${id}/reorder`, { sequence: next.map((i) => i.id) }));
      toast('Order saved.');
    } catch (error) {
      setCollection(before);
      errorToast(firstServerError(error, M.saveCollection));
    }
  };

  const rename = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      errorToast(M.formInvalid);
      return;
    }
    setRenaming(true);
    try {
      setCollection(await api.put<ActivityCollectionDetail>(`/aaoi_collections/${id}`, { name }));
      toast('Collection renamed.');
      router.refresh();
    } catch (error) {
      errorToast(firstServerError(error, M.saveCollection));
    } finally {
      setRenaming(false);
    }
  };

  const add = async (type: 'Activity' | 'AreaOfInterest', itemId: string) => {
    if (!itemId) return;
    try {
      setCollection(await api.put<ActivityCollectionDetail>(`/aaoi_collections/${id}/add_item/${type}/${itemId}`, {}));
      toast('Added to the collection.');
      router.refresh();
    } catch (error) {
      errorToast(firstServerError(error, M.saveCollection));
    }
  };

  const remove = async () => {
    if (!removing) return;
    try {
      setCollection(await api.delete<ActivityCollectionDetail>(`/aaoi_collections/${id}/remove_item/${removing.item_type}/${removing.item_id}`, { query: alsoDelete ? { override: true } : undefined }));
      toast(alsoDelete ? `${removing.name} deleted.` : `${removing.name} removed from the collection.`);
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
      <form onSubmit={(e) => void rename(e)} className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-surface p-5 shadow-card">
        <Field label="Collection name" className="min-w-60 flex-1">
          <Input name="name" value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
        </Field>
        <Button type="submit" variant="secondary" loading={renaming}>Rename</Button>
      </form>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] lg:items-start">
        <section aria-labelledby="collection-activities" className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="collection-activities" className="text-h2 text-ink">Activities ({collection.activities.length})</h2>
            <Link href={`/activitycollections/${id}/item/Activity/new`} className={buttonClasses('primary', 'sm')}>New activity</Link>
          </div>
          {collection.promotion_id !== null ? (
            <p className="text-sm text-ink-muted">This is {collection.promotion_name}&rsquo;s own collection: the order here is the order its participants see within each week.</p>
          ) : null}
          <SortableActivities collectionId={id} items={collection.activities} onReorder={(next) => void reorder(next)} onRemove={(item) => { setAlsoDelete(false); setRemoving(item); }} />
          <AddPicker label="Add an activity" choices={activityChoices.filter((c) => !inList.has(c.id))} onAdd={(itemId) => void add('Activity', itemId)} />
        </section>

        <section aria-labelledby="collection-areas" className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="collection-areas" className="text-h2 text-ink">Areas of interest</h2>
            <Link href={`/activitycollections/${id}/item/AreaOfInterest/new`} className={buttonClasses('secondary', 'sm')}>New area</Link>
          </div>
          {collection.areas_of_interest.length === 0 ? <p className="text-ink-muted">None yet.</p> : null}
          <ul className="flex flex-col gap-1">
            {collection.areas_of_interest.map((a) => (
              <li key={a.id} className="flex items-center justify-between gap-2">
                <Link href={`/activitycollections/${id}/item/AreaOfInterest/${a.item_id}`} className="truncate text-ink">{a.name}</Link>
                <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${a.name}`} onClick={() => { setAlsoDelete(false); setRemoving(a); }}>
                  <Trash2 className="size-5" aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
          <AddPicker label="Add an area" choices={areaChoices.filter((c) => !areasIn.has(c.id))} onAdd={(itemId) => void add('AreaOfInterest', itemId)} />
        </section>
      </div>

      <Dialog open={removing !== null} onClose={() => setRemoving(null)} title={`Remove ${removing?.name ?? ''}?`} description="It is taken off this collection. It stays in its program unless you delete it too.">
        <Field label={`Also delete ${removing?.item_type === 'Activity' ? 'the activity' : 'the area of interest'} itself`} layout="inline" className="mt-4">
          <Checkbox checked={alsoDelete} onCheckedChange={(c) => setAlsoDelete(c === true)} />
        </Field>
        <DialogActions>
          <Button type="button" variant="secondary" onClick={() => setRemoving(null)}>Cancel</Button>
          <Button type="button" variant="danger" onClick={() => void remove()}>{alsoDelete ? 'Delete' : 'Remove'}</Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}

function AddPicker({ label, choices, onAdd }: { label: string; choices: Candidate[]; onAdd: (id: string) => void }) {
  const [chosen, setChosen] = useState('');
  if (choices.length === 0) return null;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Field label={label} className="min-w-48 flex-1">
        <Select value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <option value="">Choose…</option>
          {choices.map((c) => <option key={c.id} value={c.id}>{c.name}{c.week_available ? ` (week ${c.week_available})` : ''}</option>)}
        </Select>
      </Field>
      <Button type="button" variant="secondary" disabled={!chosen} onClick={() => { onAdd(chosen); setChosen(''); }}>Add</Button>
    </div>
  );
}
