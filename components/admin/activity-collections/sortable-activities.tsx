'use client';
// The collection's activities in order, on the shared sortable list (drag by the handle, the keyboard, or Move up /
// Move down), each row with its week, category and an Edit link. Every move is saved at once by the editor; a refused
// save puts the list back.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { isCategoryKey } from '@/lib/activities/categories';
import type { CollectionItem } from '@/lib/program-design/types';
import { SortableList } from '@/components/admin/sortable-list';
import { Button, Pencil } from '@/components/ui';

export function SortableActivities({ collectionId, items, onReorder, onRemove }: {
  collectionId: number;
  items: CollectionItem[];
  onReorder: (next: CollectionItem[]) => void;
  onRemove: (item: CollectionItem) => void;
}) {
  const t = useTranslations('admin-collections');
  const tCategories = useTranslations('categories');
  // A stored category always has a name; an unknown one (the CHECK forbids it) reads as its words.
  const categoryLabel = (key: string) => (isCategoryKey(key) ? tCategories(`names.${key}`) : key.replace(/_/g, ' '));
  if (items.length === 0) return <p className="text-ink-muted">{t('activities.noActivities')}</p>;
  return (
    <SortableList
      items={items}
      getId={(item) => String(item.id)}
      getName={(item) => item.name}
      label={t('activities.activitiesInOrder')}
      noun={t('activities.activityNoun')}
      rowTestId="collection-activity"
      onChange={onReorder}
      onRemove={(item) => onRemove(item)}
      renderItem={(item) => (
        <span className="min-w-40 flex-1">
          <span className="block truncate font-semibold text-ink">{item.name}</span>
          <span className="block text-xs text-ink-muted">{t('activities.itemDetail', { week: item.week_available ?? t('activities.noWeek'), category: item.detail ? categoryLabel(item.detail) : '' })}</span>
        </span>
      )}
      renderActions={(item) => (
        <Button asChild variant="ghost" size="icon">
          <Link href={`/activitycollections/${collectionId}/item/Activity/${item.item_id}`} aria-label={t('activities.editAria', { name: item.name })}>
            <Pencil className="size-5" aria-hidden="true" />
          </Link>
        </Button>
      )}
    />
  );
}
