'use client';
// /content/{category}/welcome: the category's items as the edited promotion shows them (defaults, overrides and its
// own keys), in order. Sequenced categories move with Move up / Move down (the reorder call); a promotion's override
// resets to the default; its own rows (or, editing the defaults, the defaults) can be deleted. A search narrows the list
// by name, key and text (moving waits until the search is cleared: positions are the whole list's).
import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { api, errorMessagesOf } from '@/lib/api-client';
import { CONTENT_ADMIN_MESSAGES as M, type CategoryRule } from '@/lib/content/admin-rules';
import type { AdminContentItem } from '@/lib/content/admin-types';
import { ArrowDown, ArrowUp, Badge, Button, EmptyState, Input, Label, Trash2 } from '@/components/ui';
import { contentTitle } from '@/components/ui/content-html';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import { StatusBadge } from './content-form';
import { contentHref } from './links';
import { contentKeyName } from '@/lib/content/names';
import { countOf } from '@/lib/format/counts';
import type { ListResponse } from '@/lib/list-response';

interface Props {
  category: string;
  rule: CategoryRule;
  promotionId: number | null;
  /** The promotion whose order the reorder call saves (the default promotion when editing the defaults). */
  orderPromotionId: number | null;
  items: AdminContentItem[];
}

/** What a search matches: the item's name, key, group and its text without tags, in lower case. */
function searchText(item: AdminContentItem): string {
  return [contentTitle(item.title, contentKeyName(item.key)), item.key, item.group, contentTitle(item.summary), contentTitle(item.content)].join(' ').toLowerCase();
}

export function ContentList({ category, rule, promotionId, orderPromotionId, items: initial }: Props) {
  const [items, setItems] = useState(initial);
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const [announcement, setAnnouncement] = useState('');
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = needle ? items.filter((item) => searchText(item).includes(needle)) : items;

  const move = async (index: number, by: -1 | 1) => {
    const next = [...items];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved);
    const before = items;
    setItems(next);
    setBusy(true);
    try {
      const body = { sequence: next.map((i) => i.id) };
      const saved = orderPromotionId !== null
        ? await api.post<ListResponse<AdminContentItem>>(`/promotions/${orderPromotionId}/custom_content/reorder`, body, { query: { hidden: 'true', category } })
        : await api.post<ListResponse<AdminContentItem>>('/custom_content/set_order', { ...body, category });
      setItems(saved.data);
      setAnnouncement(`${contentTitle(moved.title, contentKeyName(moved.key))} moved to position ${index + by + 1} of ${next.length}.`);
      router.refresh();
    } catch (error) {
      setItems(before);
      errorToast(errorMessagesOf(error, M.resequence)[0]);
    } finally {
      setBusy(false);
    }
  };

  const reset = async (item: AdminContentItem) => {
    const ok = await confirm({ title: `Reset ${contentTitle(item.title, contentKeyName(item.key))} to default?`, body: 'This promotion’s own version is deleted and the default shows again.', confirmLabel: 'Reset to default', tone: 'danger' });
    if (!ok || promotionId === null) return;
    try {
      const shown = await api.post<AdminContentItem>(`/promotions/${promotionId}/custom_content/${item.id}/reset`);
      setItems((list) => list.map((i) => (i.id === item.id ? shown : i)));
      toast('Reset to default.');
      router.refresh();
    } catch (error) {
      errorToast(errorMessagesOf(error, M.reset)[0]);
    }
  };

  const remove = async (item: AdminContentItem) => {
    const ok = await confirm({ title: `Delete ${contentTitle(item.title, contentKeyName(item.key))}?`, body: promotionId === null ? 'Every promotion without its own version loses it.' : 'Participants of this promotion no longer see it.', confirmLabel: 'Delete', tone: 'danger' });
    if (!ok) return;
    try {
      await api.delete(`/custom_content/${item.id}`, { query: { promotion_id: promotionId } });
      setItems((list) => list.filter((i) => i.id !== item.id));
      toast(`${contentTitle(item.title, contentKeyName(item.key))} deleted.`);
      router.refresh();
    } catch (error) {
      errorToast(errorMessagesOf(error, M.save)[0]);
    }
  };

  if (items.length === 0) {
    return <EmptyState title="No content in this category yet">{rule.addKeys ? 'Add the first item.' : 'This category’s keys come from the product; none is stored yet.'}</EmptyState>;
  }

  return (
    <section aria-labelledby="content-items-title" className="rounded-2xl border border-line bg-surface shadow-card">
      <h2 id="content-items-title" className="sr-only">Items</h2>
      <p className="sr-only" aria-live="polite">{announcement}</p>
      <div role="search" className="flex flex-wrap items-end gap-3 border-b border-line p-4">
        <div className="flex min-w-56 flex-1 flex-col gap-1.5">
          <Label htmlFor="content-search">Search this category</Label>
          <Input id="content-search" type="search" value={search} placeholder="Name, key or text" onChange={(e) => setSearch(e.target.value)} />
        </div>
        <p className="text-sm text-ink-muted" aria-live="polite">{needle ? `${countOf(shown.length, 'item')} of ${items.length} shown` : countOf(items.length, 'item')}</p>
      </div>
      {shown.length === 0 ? <p className="p-6 text-center text-ink-muted">Nothing in this category matches “{search.trim()}”.</p> : null}
      <ol className="divide-y divide-line">
        {shown.map((item) => {
          const index = items.indexOf(item);
          const name = contentTitle(item.title, contentKeyName(item.key));
          return (
            <li key={item.id} className="flex flex-wrap items-center gap-3 p-4">
              {rule.sequenced ? <span className="w-8 text-center text-sm font-semibold text-ink-muted" aria-label={`Position ${index + 1}`}>{index + 1}</span> : null}
              <div className="min-w-48 flex-1">
                <Link href={contentHref(category, 'edit', promotionId, item.id)} className="font-semibold text-ink">
                  {name}
                </Link>
                <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
                  {/* The internal key, small, for support. */}
                  <code className="font-mono text-xs">{item.key}</code>
                  {item.group ? <span>· {item.group}</span> : null}
                  <StatusBadge item={item} editsDefaults={promotionId === null} />
                  {item.hidden ? <Badge tone="danger">Hidden</Badge> : null}
                </div>
              </div>
              <div className="flex flex-wrap items-center gap-1">
                {rule.sequenced && !needle ? (
                  <>
                    <Button type="button" variant="ghost" size="icon" aria-label={`Move ${name} up`} disabled={busy || index === 0} onClick={() => void move(index, -1)}>
                      <ArrowUp className="size-5" aria-hidden="true" />
                    </Button>
                    <Button type="button" variant="ghost" size="icon" aria-label={`Move ${name} down`} disabled={busy || index === items.length - 1} onClick={() => void move(index, 1)}>
                      <ArrowDown className="size-5" aria-hidden="true" />
                    </Button>
                  </>
                ) : null}
                <Button asChild variant="secondary" size="sm">
                  <Link href={contentHref(category, 'edit', promotionId, item.id)}>Edit<span className="sr-only"> {name}</span></Link>
                </Button>
                {item.has_default ? (
                  <Button type="button" variant="ghost" size="sm" onClick={() => void reset(item)}>Reset to default<span className="sr-only"> ({name})</span></Button>
                ) : null}
                {item.owned && !item.has_default ? (
                  <Button type="button" variant="ghost" size="icon" aria-label={`Delete ${name}`} onClick={() => void remove(item)}>
                    <Trash2 className="size-5" aria-hidden="true" />
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
