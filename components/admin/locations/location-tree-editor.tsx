'use client';
// /promotion/{id}/locations/view: the location tree. Drag a location by its handle onto another to move it under that
// one, or onto the gap before one to place it there; Move up, Move down and Move to… do the same from the keyboard.
// Add, edit (name, tag) and delete in dialogs; upload a tree from CSV (one row per path, top level first). Every
// change answers the whole new tree, which replaces the one shown.
import { useId, useRef, useState } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, pointerWithin, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { Plus, Upload } from 'lucide-react';
import { api, errorMessagesOf } from '@/lib/api-client';
import { LOCATION_MESSAGES as M } from '@/lib/locations/messages';
import type { AdminLocation, LocationTreeAnswer } from '@/lib/locations/types';
import type { LocationReorder } from '@/lib/locations/schemas';
import { childrenOf, countBelow, findLocation, moveCall } from '@/lib/locations/tree-ops';
import { Button } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import { DropGap, LocationNode, type NodeActions } from './location-node';
import { LocationFormDialog, MoveDialog } from './location-dialogs';

type Editing = { mode: 'add'; parent: AdminLocation | null } | { mode: 'edit'; node: AdminLocation } | null;

export function LocationTreeEditor({ promotionId, initial, labels }: { promotionId: number; initial: AdminLocation[]; labels: string[] }) {
  const [tree, setTree] = useState(initial);
  const [editing, setEditing] = useState<Editing>(null);
  const [moving, setMoving] = useState<AdminLocation | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadId = useId();
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor));
  const q = { promotion_id: promotionId };

  const reorder = async (call: LocationReorder | null, what: string) => {
    if (!call) return errorToast(M.updateParent);
    setBusy(true);
    try {
      setTree((await api.post<LocationTreeAnswer>('/locations/reorder', call, { query: q })).data);
      toast(what);
      return true;
    } catch {
      errorToast(M.updateParent);
    } finally {
      setBusy(false);
    }
  };

  const onDragEnd = (event: DragEndEvent) => {
    setDragging(null);
    const id = event.active.data.current?.id as number | undefined;
    const over = event.over?.id ? String(event.over.id) : null;
    if (!id || !over) return;
    const node = findLocation(tree, id)!;
    if (over === 'end-root') return void reorder(moveCall(tree, id, null, tree.length), `${node.name} moved.`);
    const [kind, raw] = over.split('-');
    const target = findLocation(tree, Number(raw));
    if (!target || target.id === id) return;
    if (kind === 'into') return void reorder(moveCall(tree, id, target.id, target.locations.length), `${node.name} moved under ${target.name}.`);
    const siblings = childrenOf(tree, target.parent_location_id).filter((c) => c.id !== id);
    void reorder(moveCall(tree, id, target.parent_location_id, siblings.findIndex((c) => c.id === target.id)), `${node.name} moved.`);
  };

  const save = async (values: { name: string; tag: string | null }) => {
    if (!editing) return;
    if (!values.name) return setErrors([M.nameRequired]);
    setBusy(true);
    try {
      const answer = editing.mode === 'add'
        ? await api.post<LocationTreeAnswer>('/locations', { ...values, parent_location_id: editing.parent?.id ?? null }, { query: q })
        : await api.put<LocationTreeAnswer>(`/locations/${editing.node.id}`, values, { query: q });
      setTree(answer.data);
      toast(`${values.name} saved.`);
      setEditing(null);
    } catch (error) {
      setErrors(errorMessagesOf(error, M.save));
      errorToast(M.save);
    } finally {
      setBusy(false);
    }
  };

  const actions: NodeActions = {
    onAdd: (parent) => { setErrors([]); setEditing({ mode: 'add', parent }); },
    onEdit: (node) => { setErrors([]); setEditing({ mode: 'edit', node }); },
    onDelete: async (node) => {
      const below = countBelow(node);
      const ok = await confirm({
        title: `Delete ${node.name}?`,
        body: `${below ? `The ${below} ${below === 1 ? 'location' : 'locations'} under it go too. ` : ''}People placed there keep their accounts, without a location.`,
        confirmLabel: 'Delete', tone: 'danger',
      });
      if (!ok) return;
      try {
        setTree((await api.delete<LocationTreeAnswer>(`/locations/${node.id}`, { query: q })).data);
        toast(`${node.name} deleted.`);
      } catch (error) {
        errorToast(errorMessagesOf(error, M.save)[0]);
      }
    },
    onMoveBy: (node, by) => {
      const siblings = childrenOf(tree, node.parent_location_id);
      const index = siblings.findIndex((c) => c.id === node.id);
      void reorder(moveCall(tree, node.id, node.parent_location_id, index + by), `${node.name} moved ${by < 0 ? 'up' : 'down'}.`);
    },
    onMoveTo: (node) => setMoving(node),
  };

  const upload = async (file: File) => {
    const form = new FormData();
    form.set('file', file);
    setBusy(true);
    try {
      setTree((await api.post<LocationTreeAnswer>(`/promotions/${promotionId}/locations`, form)).data);
      toast(`${file.name} loaded.`);
    } catch (error) {
      errorToast(errorMessagesOf(error, M.save).join('\n'));
    } finally {
      setBusy(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => actions.onAdd(null)}><Plus aria-hidden="true" className="size-5" /> Add a {labels[0] ?? 'location'}</Button>
        <input ref={fileInput} id={uploadId} type="file" accept=".csv,text/csv" className="sr-only" onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])} />
        <Button asChild variant="secondary">
          <label htmlFor={uploadId} className="cursor-pointer"><Upload aria-hidden="true" className="size-5" /> Upload a tree (CSV)</label>
        </Button>
      </div>
      <p id="location-drag-help" className="text-sm text-ink-muted">
        Drag a location by its handle onto another to put it under that one, or onto the line above a location to place it there. Without a mouse, use Move up, Move down and Move to….
      </p>
      {tree.length === 0 ? (
        <p className="rounded-3xl bg-surface p-8 text-center text-ink-muted shadow-card">No locations yet. Add one, or upload a tree.</p>
      ) : (
        <DndContext sensors={sensors} collisionDetection={pointerWithin} onDragStart={(e) => setDragging(e.active.data.current?.id as number)} onDragCancel={() => setDragging(null)} onDragEnd={onDragEnd}>
          <ul className="flex flex-col" aria-label="Locations" aria-busy={busy || undefined}>
            {tree.map((node, i) => (
              <LocationNode key={node.id} node={node} depth={0} index={i} count={tree.length} labels={labels} dragging={dragging} actions={actions} />
            ))}
            <DropGap id="end-root" active={dragging !== null} />
          </ul>
        </DndContext>
      )}
      <LocationFormDialog
        open={editing !== null}
        title={editing?.mode === 'edit' ? `Edit ${editing.node.name}` : editing?.parent ? `Add a location under ${editing.parent.name}` : `Add a ${labels[0] ?? 'location'}`}
        initial={editing?.mode === 'edit' ? { name: editing.node.name, tag: editing.node.tag } : { name: '', tag: null }}
        errors={errors}
        busy={busy}
        onClose={() => setEditing(null)}
        onSave={(values) => void save(values)}
      />
      <MoveDialog
        tree={tree}
        moving={moving}
        busy={busy}
        onClose={() => setMoving(null)}
        onMove={async (parentId, index) => {
          const node = moving!;
          if (await reorder(moveCall(tree, node.id, parentId, index), `${node.name} moved.`)) setMoving(null);
        }}
      />
    </div>
  );
}
