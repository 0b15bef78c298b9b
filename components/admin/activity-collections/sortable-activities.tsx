'use client';
// The collection's activities in order. Drag a row by its handle, or with the keyboard: focus the handle, Space to
// pick it up, the arrow keys to move it, Space to drop it (dnd-kit's KeyboardSensor); the Move up / Move down buttons
// do the same in one step. Every move is saved at once; a refused save puts the list back.
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Link from 'next/link';
import { categoryObject } from '@/lib/activities/categories';
import type { CollectionItem } from '@/lib/program-design/types';
import { ArrowDown, ArrowUp, Button, Pencil, Trash2, cn } from '@/components/ui';

export function SortableActivities({ collectionId, items, onReorder, onRemove }: {
  collectionId: number;
  items: CollectionItem[];
  onReorder: (next: CollectionItem[]) => void;
  onRemove: (item: CollectionItem) => void;
}) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const nameOf = (id: string | number) => items.find((i) => i.id === Number(id))?.name ?? 'Activity';
  const positionOf = (id: string | number | undefined) => items.findIndex((i) => i.id === Number(id)) + 1;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.id === active.id);
    const to = items.findIndex((i) => i.id === over.id);
    onReorder(arrayMove(items, from, to));
  };
  const move = (index: number, by: number) => onReorder(arrayMove(items, index, index + by));

  if (items.length === 0) return <p className="text-ink-muted">No activities in this collection yet.</p>;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: 'To reorder, press Space to pick up the activity, use the arrow keys to move it, then Space to drop it or Escape to cancel.' },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, position ${positionOf(active.id)} of ${items.length}.`,
          onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over position ${positionOf(over.id)} of ${items.length}.` : `${nameOf(active.id)} is not over a position.`),
          onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)} of ${items.length}.` : `${nameOf(active.id)} dropped.`),
          onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <ol className="flex flex-col gap-2" aria-label="Activities in order">
          {items.map((item, index) => (
            <SortableRow key={item.id} item={item} index={index} count={items.length} collectionId={collectionId} onMove={move} onRemove={onRemove} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ item, index, count, collectionId, onMove, onRemove }: {
  item: CollectionItem;
  index: number;
  count: number;
  collectionId: number;
  onMove: (index: number, by: number) => void;
  onRemove: (item: CollectionItem) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn('flex flex-wrap items-center gap-2 rounded-xl border border-line bg-surface px-2 py-2', isDragging && 'relative z-10 shadow-card ring-2 ring-brand')}
      data-testid="collection-activity"
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Reorder ${item.name}`}
        className="grid min-h-10 min-w-10 cursor-grab touch-none place-items-center rounded-lg text-ink-muted hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-brand"
      >
        <span aria-hidden="true" className="text-lg leading-none">⠿</span>
      </button>
      <span className="w-6 text-right text-sm text-ink-muted tabular-nums">{index + 1}.</span>
      <span className="min-w-40 flex-1">
        <span className="block truncate font-semibold text-ink">{item.name}</span>
        <span className="block text-xs text-ink-muted">Week {item.week_available ?? '—'} · {item.detail ? categoryObject(item.detail).display : ''}</span>
      </span>
      <span className="ml-auto flex">
        <Button type="button" variant="ghost" size="icon" aria-label={`Move ${item.name} up`} disabled={index === 0} onClick={() => onMove(index, -1)}>
          <ArrowUp className="size-5" aria-hidden="true" />
        </Button>
        <Button type="button" variant="ghost" size="icon" aria-label={`Move ${item.name} down`} disabled={index === count - 1} onClick={() => onMove(index, 1)}>
          <ArrowDown className="size-5" aria-hidden="true" />
        </Button>
        <Button asChild variant="ghost" size="icon">
          <Link href={`/activitycollections/${collectionId}/item/Activity/${item.item_id}`} aria-label={`Edit ${item.name}`}>
            <Pencil className="size-5" aria-hidden="true" />
          </Link>
        </Button>
        <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${item.name}`} onClick={() => onRemove(item)}>
          <Trash2 className="size-5" aria-hidden="true" />
        </Button>
      </span>
    </li>
  );
}
