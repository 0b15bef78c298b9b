'use client';
// A user table row's actions (administration.md §6): the routine ones in the row — Edit (that user's settings in a
// new tab), Impersonate (a new window), Unlock (locked accounts) — and the rest behind the row menu (⋯): Email, and
// Delete, which asks first, naming the person and what is lost. Destructive actions sit one deliberate step away from
// routine ones. Text links in the wide table's Actions column; thumb-sized buttons in the stacked phone layout.
// Each control names its participant for screen readers.
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { MoreHorizontal } from 'lucide-react';
import { buttonClasses, cn, Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '@/components/ui';
import type { ParticipantRow } from '@/lib/coordinator/types';

export interface RowAbilities {
  unlock: boolean;
  delete: boolean;
  impersonate: boolean;
}

interface Props {
  row: ParticipantRow;
  name: string;
  can: RowAbilities;
  editHref: string;
  onUnlock: () => void;
  onDelete: () => void;
  layout: 'inline' | 'buttons';
}

export function ParticipantActions({ row, name, can, editHref, onUnlock, onDelete, layout }: Props) {
  const t = useTranslations('admin-coordinator.actions');
  const who = { name, sr: (chunks: ReactNode) => <span className="sr-only">{chunks}</span> };
  const inline = layout === 'inline';
  const look = inline
    ? 'rounded px-1.5 text-sm font-semibold text-brand hover:underline underline-offset-2'
    : buttonClasses('secondary', 'sm', 'px-3');
  return (
    <div className={cn('flex flex-wrap items-center', inline ? 'gap-1' : 'gap-2')}>
      <a href={editHref} target="_blank" rel="noopener" className={look}>{t.rich('edit', who)}</a>
      {can.impersonate ? <a href={`/users/impersonate?impersonate_id=${row.id}`} target="_blank" rel="noopener" className={look}>{t.rich('impersonate', who)}</a> : null}
      {can.unlock && row.is_locked ? <button type="button" className={look} onClick={onUnlock}>{t.rich('unlock', who)}</button> : null}
      <Menu>
        <MenuTrigger aria-label={t('more', { name })}
          className={inline ? 'inline-flex size-7 items-center justify-center rounded text-ink-muted hover:bg-surface-muted hover:text-ink' : buttonClasses('secondary', 'sm', 'px-3')}>
          <MoreHorizontal aria-hidden className="size-4" />
        </MenuTrigger>
        <MenuContent aria-label={t('menu', { name })}>
          <MenuItem asChild><a href={`mailto:${row.email}`}>{t('email', { name })}</a></MenuItem>
          {can.delete ? (
            <>
              <MenuSeparator />
              <MenuItem tone="danger" onSelect={onDelete}>{t('delete', { name })}</MenuItem>
            </>
          ) : null}
        </MenuContent>
      </Menu>
    </div>
  );
}
