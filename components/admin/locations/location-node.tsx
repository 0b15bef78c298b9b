'use client';
// One location of the tree editor: a drop zone before it (drop there: placed before it, under its parent), the row
// itself (drop on it: moved under it, last), its drag handle and actions, and its children. Every action has a
// keyboard path: Move up, Move down and Move to… do what a drag does.
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { GripVertical, Plus } from 'lucide-react';
import type { AdminLocation } from '@/lib/locations/types';
import { LOCATION_LEVELS } from '@/lib/leaderboards/constants';
import { ArrowDown, ArrowUp, Badge, Button, cn, Pencil, Trash2 } from '@/components/ui';

export interface NodeActions {
  onAdd: (parent: AdminLocation | null) => void;
  onEdit: (node: AdminLocation) => void;
  onDelete: (node: AdminLocation) => void;
  onMoveBy: (node: AdminLocation, by: -1 | 1) => void;
  onMoveTo: (node: AdminLocation) => void;
}

/** The gap above a location: dropping there places the dragged one before it. Its size never changes mid-drag. */
export function DropGap({ id, active }: { id: string; active: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return <div ref={setNodeRef} aria-hidden="true" className={cn('h-2.5 rounded-full transition-colors', active && 'bg-surface-muted', isOver && 'bg-brand')} />;
}

export function LocationNode({ node, depth, index, count, labels, dragging, actions }: {
  node: AdminLocation;
  depth: number;
  index: number;
  count: number;
  labels: string[];
  dragging: number | null;
  actions: NodeActions;
}) {
  const t = useTranslations('admin-locations.node');
  const { attributes, listeners, setNodeRef: setDragRef, isDragging } = useDraggable({ id: `node-${node.id}`, data: { id: node.id } });
  const { setNodeRef: setDropRef, isOver } = useDroppable({ id: `into-${node.id}`, data: { id: node.id }, disabled: dragging === node.id });
  const level = labels[Math.min(depth, labels.length - 1)] ?? t('location');
  return (
    <li className={cn('flex flex-col', isDragging && 'opacity-50')}>
      <DropGap id={`before-${node.id}`} active={dragging !== null} />
      <div
        ref={setDropRef}
        className={cn(
          'flex flex-wrap items-center gap-2 rounded-2xl border border-line bg-surface px-3 py-2 shadow-card',
          isOver && 'border-brand ring-2 ring-brand',
        )}
      >
        <button
          type="button"
          ref={setDragRef}
          {...listeners}
          {...attributes}
          aria-label={t('drag', { name: node.name })}
          aria-describedby="location-drag-help"
          className="cursor-grab touch-none rounded-lg p-1 text-ink-muted hover:bg-surface-muted focus-visible:outline-2"
        >
          <GripVertical aria-hidden="true" className="size-5" />
        </button>
        <span className="flex min-w-32 flex-1 flex-col">
          <span className="font-semibold text-ink" data-testid="location-name">{node.name}</span>
          <span className="text-xs text-ink-muted">
            {node.user_count ? t('levelWithUsers', { level, count: node.user_count }) : level}
          </span>
        </span>
        {node.tag ? <Badge tone="accent">{node.tag}</Badge> : null}
        <span className="flex flex-wrap gap-1">
          <Button size="sm" variant="ghost" disabled={index === 0} onClick={() => actions.onMoveBy(node, -1)} aria-label={t('moveUp', { name: node.name })}>
            <ArrowUp aria-hidden="true" className="size-4" />
          </Button>
          <Button size="sm" variant="ghost" disabled={index === count - 1} onClick={() => actions.onMoveBy(node, 1)} aria-label={t('moveDown', { name: node.name })}>
            <ArrowDown aria-hidden="true" className="size-4" />
          </Button>
          <Button size="sm" variant="ghost" onClick={() => actions.onMoveTo(node)}>{t.rich('moveTo', { name: node.name, sr: (chunks: ReactNode) => <span className="sr-only">{chunks}</span> })}</Button>
          {depth + 1 < LOCATION_LEVELS ? (
            <Button size="sm" variant="ghost" onClick={() => actions.onAdd(node)} aria-label={t('addUnder', { name: node.name })}>
              <Plus aria-hidden="true" className="size-4" />
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={() => actions.onEdit(node)} aria-label={t('edit', { name: node.name })}>
            <Pencil aria-hidden="true" className="size-4" />
          </Button>
          <Button size="sm" variant="ghost" onClick={() => actions.onDelete(node)} aria-label={t('delete', { name: node.name })}>
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </span>
      </div>
      {node.locations.length > 0 ? (
        <ul className="ms-6 flex flex-col border-s border-line ps-3 sm:ms-8" aria-label={t('under', { name: node.name })}>
          {node.locations.map((child, i) => (
            <LocationNode key={child.id} node={child} depth={depth + 1} index={i} count={node.locations.length} labels={labels} dragging={dragging} actions={actions} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
