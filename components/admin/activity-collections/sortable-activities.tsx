'use client';
// The collection's activities in order, on the shared sortable list (drag by the handle, the keyboard, or Move up /
// Move down), each row with its week, category and an Edit link. Every move is saved at once by the editor; a refused
// save puts the list back.
import Link from 'next/link';
import { categoryObject } from '@/lib/activities/categories';
import type { CollectionItem } from '@/lib/program-design/types';
import { SortableList } from '@/components/admin/sortable-list';
import { Button, Pencil } from '@/components/ui';

export function SortableActivities({ collectionId, items, onReorder, onRemove }: {
  collectionId: number;
  items: CollectionItem[];
  onReorder: (next: CollectionItem[]) => void;
  onRemove: (item: CollectionItem) => void;
}) {
  if (items.length === 0) return <p className="text-ink-muted">No activities in this collection yet.</p>;
  return (
    <SortableList
      items={items}
      getId={(item) => String(item.id)}
      getName={(item) => item.name}
      label="Activities in order"
      noun="activity"
      rowTestId="collection-activity"
      onChange={onReorder}
      onRemove={(item) => onRemove(item)}
      renderItem={(item) => (
        <span className="min-w-40 flex-1">
          <span className="block truncate font-semibold text-ink">{item.name}</span>
          <span className="block text-xs text-ink-muted">Week {item.week_available ?? '—'} · {item.detail ? categoryObject(item.detail).display : ''}</span>
        </span>
      )}
      renderActions={(item) => (
        <Button asChild variant="ghost" size="icon">
          <Link href={`/activitycollections/${collectionId}/item/Activity/${item.item_id}`} aria-label={`Edit ${item.name}`}>
            <Pencil className="size-5" aria-hidden="true" />
          </Link>
        </Button>
      )}
    />
  );
}
