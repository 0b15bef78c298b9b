'use client';
// An ordered list the master rearranges: drag a row by its handle, or with the keyboard (focus the handle, Space to
// pick it up, the arrow keys to move it, Space to drop it: dnd-kit's KeyboardSensor), or in one step with the Move
// up / Move down buttons. Used for a collection's scenes, duo templates or activities, a scene's tiles and a template's images.
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, Button, Trash2, cn } from '@/components/ui';

export interface SortableListProps<T> {
  items: T[];
  getId: (item: T) => string;
  /** The item's name in the buttons' labels and the announcements. */
  getName: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
  onChange: (next: T[]) => void;
  onRemove?: (item: T, index: number) => void;
  /** The list's accessible name ('Scenes in order'). */
  label: string;
  /** What an item is, for the instructions ('scene'). */
  noun: string;
  /** Buttons or links of the row placed between Move down and Remove (an Edit link, say). */
  renderActions?: (item: T, index: number) => ReactNode;
  /** The rows' test id ('sortable-row' by default). */
  rowTestId?: string;
}

export function SortableList<T>({ items, getId, getName, renderItem, onChange, onRemove, label, noun, renderActions, rowTestId }: SortableListProps<T>) {
  const t = useTranslations('admin-shared');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = items.map(getId);
  const indexOf = (id: string | number | undefined) => ids.indexOf(String(id));
  const nameOf = (id: string | number) => {
    const i = indexOf(id);
    return i >= 0 ? getName(items[i]!, i) : noun;
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(arrayMove(items, indexOf(active.id), indexOf(over.id)));
  };
  const move = (index: number, by: number) => onChange(arrayMove(items, index, index + by));

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('sortable.instructions', { noun }) },
        announcements: {
          onDragStart: ({ active }) => t('sortable.pickedUp', { name: nameOf(active.id), position: indexOf(active.id) + 1, count: items.length }),
          onDragOver: ({ active, over }) => (over
            ? t('sortable.over', { name: nameOf(active.id), position: indexOf(over.id) + 1, count: items.length })
            : t('sortable.notOver', { name: nameOf(active.id) })),
          onDragEnd: ({ active, over }) => (over
            ? t('sortable.droppedAt', { name: nameOf(active.id), position: indexOf(over.id) + 1, count: items.length })
            : t('sortable.dropped', { name: nameOf(active.id) })),
          onDragCancel: ({ active }) => t('sortable.cancelled', { name: nameOf(active.id) }),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="flex flex-col gap-2" aria-label={label}>
          {items.map((item, index) => (
            <SortableRow key={ids[index]} id={ids[index]!} name={getName(item, index)} index={index} count={items.length} onMove={move}
              onRemove={onRemove ? () => onRemove(item, index) : undefined} actions={renderActions?.(item, index)} testId={rowTestId}>
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, name, index, count, onMove, onRemove, actions, testId = 'sortable-row', children }: {
  id: string; name: string; index: number; count: number; onMove: (index: number, by: number) => void; onRemove?: () => void;
  actions?: ReactNode; testId?: string; children: ReactNode;
}) {
  const t = useTranslations('admin-shared');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn('flex flex-wrap items-center gap-2 rounded-xl border border-line bg-surface px-2 py-2', isDragging && 'relative z-10 shadow-card ring-2 ring-brand')}
      data-testid={testId}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('sortable.reorder', { name })}
        className="grid min-h-10 min-w-10 cursor-grab touch-none place-items-center rounded-lg text-ink-muted hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-brand"
      >
        <span aria-hidden="true" className="text-lg leading-none">⠿</span>
      </button>
      <span className="w-6 text-end text-sm text-ink-muted tabular-nums">{index + 1}.</span>
      <div className="flex min-w-0 flex-1 items-center gap-3">{children}</div>
      <Button type="button" variant="ghost" size="icon" aria-label={t('sortable.moveUp', { name })} disabled={index === 0} onClick={() => onMove(index, -1)}>
        <ArrowUp className="size-5" aria-hidden="true" />
      </Button>
      <Button type="button" variant="ghost" size="icon" aria-label={t('sortable.moveDown', { name })} disabled={index === count - 1} onClick={() => onMove(index, 1)}>
        <ArrowDown className="size-5" aria-hidden="true" />
      </Button>
      {actions}
      {onRemove ? (
        <Button type="button" variant="ghost" size="icon" aria-label={t('sortable.remove', { name })} onClick={onRemove}>
          <Trash2 className="size-5" aria-hidden="true" />
        </Button>
      ) : null}
    </li>
  );
}
