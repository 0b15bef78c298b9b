'use client';
// /content/{category}/welcome: the category's items as the edited promotion shows them (defaults, overrides and its
// own keys), in order. Sequenced categories move with Move up / Move down (the reorder call); a promotion's override
// resets to the default; its own rows (or, editing the defaults, the defaults) can be deleted. A search narrows the list
// by name, key and text (moving waits until the search is cleared: positions are the whole list's).
import { useState, type ReactNode } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { api, errorMessagesOf } from '@/lib/api-client';
import type { CategoryRule } from '@/lib/content/admin-rules';
import type { AdminContentItem } from '@/lib/content/admin-types';
import { ArrowDown, ArrowUp, Badge, Button, EmptyState, Input, Label, Trash2 } from '@/components/ui';
import { contentTitle } from '@/components/ui/content-html';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import { StatusBadge } from './content-form';
import { contentHref } from './links';
import { contentKeyName, type ContentNamesT } from '@/lib/content/names';
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
function searchText(item: AdminContentItem, t: ContentNamesT): string {
  return [contentTitle(item.title, contentKeyName(item.key, t)), item.key, item.group, contentTitle(item.summary), contentTitle(item.content)].join(' ').toLowerCase();
}

export function ContentList({ category, rule, promotionId, orderPromotionId, items: initial }: Props) {
  const t = useTranslations('admin-content');
  const [items, setItems] = useState(initial);
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const [announcement, setAnnouncement] = useState('');
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = needle ? items.filter((item) => searchText(item, t).includes(needle)) : items;

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
      setAnnouncement(t('movedTo', { name: contentTitle(moved.title, contentKeyName(moved.key, t)), position: index + by + 1, total: next.length }));
      router.refresh();
    } catch (error) {
      setItems(before);
      errorToast(errorMessagesOf(error, t('resequenceFailed'))[0]);
    } finally {
      setBusy(false);
    }
  };

  const reset = async (item: AdminContentItem) => {
    const ok = await confirm({ title: t('resetItemTitle', { name: contentTitle(item.title, contentKeyName(item.key, t)) }), body: t('resetBody'), confirmLabel: t('resetToDefault'), tone: 'danger' });
    if (!ok || promotionId === null) return;
    try {
      const shown = await api.post<AdminContentItem>(`/promotions/${promotionId}/custom_content/${item.id}/reset`);
      setItems((list) => list.map((i) => (i.id === item.id ? shown : i)));
      toast(t('resetDone'));
      router.refresh();
    } catch (error) {
      errorToast(errorMessagesOf(error, t('resetFailed'))[0]);
    }
  };

  const remove = async (item: AdminContentItem) => {
    const ok = await confirm({ title: t('deleteTitle', { name: contentTitle(item.title, contentKeyName(item.key, t)) }), body: promotionId === null ? t('deleteBodyDefaults') : t('deleteBodyPromotion'), confirmLabel: t('deleteConfirm'), tone: 'danger' });
    if (!ok) return;
    try {
      await api.delete(`/custom_content/${item.id}`, { query: { promotion_id: promotionId } });
      setItems((list) => list.filter((i) => i.id !== item.id));
      toast(t('deleted', { name: contentTitle(item.title, contentKeyName(item.key, t)) }));
      router.refresh();
    } catch (error) {
      errorToast(errorMessagesOf(error, t('saveFailed'))[0]);
    }
  };

  const sr = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

  if (items.length === 0) {
    return <EmptyState title={t('emptyTitle')}>{rule.addKeys ? t('emptyAddFirst') : t('emptyFixedKeys')}</EmptyState>;
  }

  return (
    <section aria-labelledby="content-items-title" className="rounded-2xl border border-line bg-surface shadow-card">
      <h2 id="content-items-title" className="sr-only">{t('itemsHeading')}</h2>
      <p className="sr-only" aria-live="polite">{announcement}</p>
      <div role="search" className="flex flex-wrap items-end gap-3 border-b border-line p-4">
        <div className="flex min-w-56 flex-1 flex-col gap-1.5">
          <Label htmlFor="content-search">{t('searchLabel')}</Label>
          <Input id="content-search" type="search" value={search} placeholder={t('searchPlaceholder')} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <p className="text-sm text-ink-muted" aria-live="polite">{needle ? t('countShown', { shown: shown.length, total: items.length }) : t('count', { count: items.length })}</p>
      </div>
      {shown.length === 0 ? <p className="p-6 text-center text-ink-muted">{t('noMatch', { search: search.trim() })}</p> : null}
      <ol className="divide-y divide-line">
        {shown.map((item) => {
          const index = items.indexOf(item);
          const name = contentTitle(item.title, contentKeyName(item.key, t));
          return (
            <li key={item.id} className="flex flex-wrap items-center gap-3 p-4">
              {rule.sequenced ? <span className="w-8 text-center text-sm font-semibold text-ink-muted" aria-label={t('positionAria', { position: index + 1 })}>{index + 1}</span> : null}
              <div className="min-w-48 flex-1">
                <Link href={contentHref(category, 'edit', promotionId, item.id)} className="font-semibold text-ink">
                  {name}
                </Link>
                <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
                  {/* The internal key, small, for support. */}
                  <code className="font-mono text-xs">{item.key}</code>
                  {item.group ? <span>· {item.group}</span> : null}
                  <StatusBadge item={item} editsDefaults={promotionId === null} />
                  {item.hidden ? <Badge tone="danger">{t('hidden')}</Badge> : null}
                </div>
              </div>
              <div className="flex flex-wrap items-center gap-1">
                {rule.sequenced && !needle ? (
                  <>
                    <Button type="button" variant="ghost" size="icon" aria-label={t('moveUp', { name })} disabled={busy || index === 0} onClick={() => void move(index, -1)}>
                      <ArrowUp className="size-5" aria-hidden="true" />
                    </Button>
                    <Button type="button" variant="ghost" size="icon" aria-label={t('moveDown', { name })} disabled={busy || index === items.length - 1} onClick={() => void move(index, 1)}>
                      <ArrowDown className="size-5" aria-hidden="true" />
                    </Button>
                  </>
                ) : null}
                <Button asChild variant="secondary" size="sm">
                  <Link href={contentHref(category, 'edit', promotionId, item.id)}>{t.rich('edit', { name, sr })}</Link>
                </Button>
                {item.has_default ? (
                  <Button type="button" variant="ghost" size="sm" onClick={() => void reset(item)}>{t.rich('resetItem', { name, sr })}</Button>
                ) : null}
                {item.owned && !item.has_default ? (
                  <Button type="button" variant="ghost" size="icon" aria-label={t('deleteAria', { name })} onClick={() => void remove(item)}>
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
