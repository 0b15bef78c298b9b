'use client';
// /promotion/{id}/locations/view: the location tree. Drag a location by its handle onto another to move it under that
// one, or onto the gap before one to place it there; Move up, Move down and Move to… do the same from the keyboard.
// Add, edit (name, tag) and delete in dialogs; upload a tree from CSV (one row per path, top level first). Every
// change answers the whole new tree, which replaces the one shown.
import { useId, useRef, useState } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, pointerWithin, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { Plus, Upload } from 'lucide-react';
import { useTranslations } from 'next-intl';
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
  const t = useTranslations('admin-locations.tree');
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
    if (over === 'end-root') return void reorder(moveCall(tree, id, null, tree.length), t('moved', { name: node.name }));
    const [kind, raw] = over.split('-');
    const target = findLocation(tree, Number(raw));
    if (!target || target.id === id) return;
    if (kind === 'into') return void reorder(moveCall(tree, id, target.id, target.locations.length), t('movedUnder', { name: node.name, parent: target.name }));
    const siblings = childrenOf(tree, target.parent_location_id).filter((c) => c.id !== id);
    void reorder(moveCall(tree, id, target.parent_location_id, siblings.findIndex((c) => c.id === target.id)), t('moved', { name: node.name }));
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
      toast(t('saved', { name: values.name }));
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
        title: t('deleteTitle', { name: node.name }),
        body: t('deleteBody', { below }),
        confirmLabel: t('delete'), tone: 'danger',
      });
      if (!ok) return;
      try {
        setTree((await api.delete<LocationTreeAnswer>(`/locations/${node.id}`, { query: q })).data);
        toast(t('deleted', { name: node.name }));
      } catch (error) {
        errorToast(errorMessagesOf(error, M.save)[0]);
      }
    },
    onMoveBy: (node, by) => {
      const siblings = childrenOf(tree, node.parent_location_id);
      const index = siblings.findIndex((c) => c.id === node.id);
      void reorder(moveCall(tree, node.id, node.parent_location_id, index + by), by < 0 ? t('movedUp', { name: node.name }) : t('movedDown', { name: node.name }));
    },
    onMoveTo: (node) => setMoving(node),
  };

  const upload = async (file: File) => {
    const form = new FormData();
    form.set('file', file);
    setBusy(true);
    try {
      setTree((await api.post<LocationTreeAnswer>(`/promotions/${promotionId}/locations`, form)).data);
      toast(t('uploaded', { file: file.name }));
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
        <Button onClick={() => actions.onAdd(null)}><Plus aria-hidden="true" className="size-5" /> {labels[0] ? t('addLevel', { level: labels[0] }) : t('addLocation')}</Button>
        <input ref={fileInput} id={uploadId} type="file" accept=".csv,text/csv" className="sr-only" onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])} />
        <Button asChild variant="secondary">
          <label htmlFor={uploadId} className="cursor-pointer"><Upload aria-hidden="true" className="size-5" /> {t('upload')}</label>
        </Button>
      </div>
      <p id="location-drag-help" className="text-sm text-ink-muted">
        {t('dragHelp')}
      </p>
      {tree.length === 0 ? (
        <p className="rounded-3xl bg-surface p-8 text-center text-ink-muted shadow-card">{t('empty')}</p>
      ) : (
        <DndContext sensors={sensors} collisionDetection={pointerWithin} onDragStart={(e) => setDragging(e.active.data.current?.id as number)} onDragCancel={() => setDragging(null)} onDragEnd={onDragEnd}>
          <ul className="flex flex-col" aria-label={t('listLabel')} aria-busy={busy || undefined}>
            {tree.map((node, i) => (
              <LocationNode key={node.id} node={node} depth={0} index={i} count={tree.length} labels={labels} dragging={dragging} actions={actions} />
            ))}
            <DropGap id="end-root" active={dragging !== null} />
          </ul>
        </DndContext>
      )}
      <LocationFormDialog
        open={editing !== null}
        title={editing?.mode === 'edit' ? t('editTitle', { name: editing.node.name }) : editing?.parent ? t('addUnder', { name: editing.parent.name }) : labels[0] ? t('addLevel', { level: labels[0] }) : t('addLocation')}
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
          if (await reorder(moveCall(tree, node.id, parentId, index), t('moved', { name: node.name }))) setMoving(null);
        }}
      />
    </div>
  );
}
