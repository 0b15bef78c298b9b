'use client';
// The user table's bulk action bar, shown while rows are checked: Unlock (on the server, row by row, with each row's
// result), Export the selection (a CSV of the checked rows as the table shows them, built in the browser), and Email
// the selection (the viewer's mail program, addressed in Bcc so participants do not see each other's addresses).
import { Button, buttonClasses } from '@/components/ui';
import { toCsv } from '@/lib/coordinator/csv';
import { countOf } from '@/lib/format/counts';
import type { FourthColumn, ParticipantRow } from '@/lib/coordinator/types';

interface Props {
  selected: ParticipantRow[];
  fourth: FourthColumn;
  canUnlock: boolean;
  unlocking: boolean;
  onUnlock: () => void;
  onClear: () => void;
  promotionId: number;
}

export function selectionCsv(rows: ParticipantRow[], fourth: FourthColumn): string {
  return toCsv([
    ['First', 'Last', 'Email', fourth.label, 'Activities', 'Scenes', 'Duos', 'Locked'],
    ...rows.map((r) => [
      r.first_name, r.last_name, r.email, (fourth.kind === 'location' ? r.location_name : r.sso_identifier) ?? '',
      String(r.activities_logged), String(r.scenes_completed), String(r.duos_completed), r.is_locked ? 'yes' : 'no',
    ]),
  ]);
}

export function ParticipantBulkBar({ selected, fourth, canUnlock, unlocking, onUnlock, onClear, promotionId }: Props) {
  const locked = selected.filter((r) => r.is_locked).length;
  const exportSelection = () => {
    const url = URL.createObjectURL(new Blob([selectionCsv(selected, fourth)], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `participants-${promotionId}-selected.csv`;
    a.click();
    URL.revokeObjectURL(url);
  };
  const mailto = `mailto:?bcc=${selected.map((r) => encodeURIComponent(r.email)).join(',')}`;
  return (
    <div role="region" aria-label="Bulk actions" className="flex flex-wrap items-center gap-2 rounded-2xl border border-brand/40 bg-surface-muted px-3 py-2">
      <p className="mr-2 text-sm font-semibold text-ink" aria-live="polite">{`${countOf(selected.length, 'participant')} selected`}</p>
      {canUnlock ? (
        <Button size="sm" variant="secondary" onClick={onUnlock} loading={unlocking} disabled={locked === 0}>
          {locked ? `Unlock ${countOf(locked, 'locked account')}` : 'Unlock (none locked)'}
        </Button>
      ) : null}
      <Button size="sm" variant="secondary" onClick={exportSelection}>Export selected</Button>
      <a href={mailto} className={buttonClasses('secondary', 'sm')}>Email selected</a>
      <Button size="sm" variant="ghost" onClick={onClear}>Clear selection</Button>
    </div>
  );
}
