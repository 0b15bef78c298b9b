'use client';
// A user table row's actions (administration.md §6): Edit (that user's settings in a new tab), Impersonate (a new
// window), Unlock (locked accounts), Delete (after a confirmation). Text links in the wide table's Actions column;
// buttons big enough for a thumb in the stacked phone layout. Each names its participant for screen readers.
import { buttonClasses, cn } from '@/components/ui';
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
  const who = <span className="sr-only"> {name}</span>;
  const inline = layout === 'inline';
  const look = (tone: 'brand' | 'danger') => (inline
    ? cn('rounded px-1.5 text-sm font-semibold hover:underline underline-offset-2', tone === 'danger' ? 'text-danger' : 'text-brand')
    : buttonClasses('secondary', 'sm', cn('px-3', tone === 'danger' && 'text-danger')));
  return (
    <div className={inline ? 'flex flex-wrap gap-1' : 'flex flex-wrap gap-2'}>
      <a href={editHref} target="_blank" rel="noopener" className={look('brand')}>Edit{who}</a>
      {can.impersonate ? <a href={`/users/impersonate?impersonate_id=${row.id}`} target="_blank" rel="noopener" className={look('brand')}>Impersonate{who}</a> : null}
      {can.unlock && row.is_locked ? <button type="button" className={look('brand')} onClick={onUnlock}>Unlock{who}</button> : null}
      {can.delete ? <button type="button" className={look('danger')} onClick={onDelete}>Delete{who}</button> : null}
    </div>
  );
}
