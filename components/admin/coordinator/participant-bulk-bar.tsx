'use client';
// The user table's bulk action bar, shown while rows are checked: Unlock (on the server, row by row, with each row's
// result), Export the selection (a CSV of the checked rows as the table shows them, built in the browser), and Email
// the selection (the viewer's mail program, addressed in Bcc so participants do not see each other's addresses).
import { useTranslations } from 'next-intl';
import { Button, buttonClasses } from '@/components/ui';
import { toCsv } from '@/lib/coordinator/csv';
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

type CoordinatorT = ReturnType<typeof useTranslations<'admin-coordinator'>>;

/** The checked rows as a CSV, with the table's column names in the reader's language. */
export function selectionCsv(rows: ParticipantRow[], fourth: FourthColumn, t: CoordinatorT): string {
  return toCsv([
    [t('columns.first'), t('columns.last'), t('columns.email'), fourth.label, t('columns.activities'), t('columns.scenes'), t('columns.duos'), t('columns.locked')],
    ...rows.map((r) => [
      r.first_name, r.last_name, r.email, (fourth.kind === 'location' ? r.location_name : r.sso_identifier) ?? '',
      String(r.activities_logged), String(r.scenes_completed), String(r.duos_completed), r.is_locked ? t('bulk.yes') : t('bulk.no'),
    ]),
  ]);
}

export function ParticipantBulkBar({ selected, fourth, canUnlock, unlocking, onUnlock, onClear, promotionId }: Props) {
  const t = useTranslations('admin-coordinator');
  const locked = selected.filter((r) => r.is_locked).length;
  const exportSelection = () => {
    const url = URL.createObjectURL(new Blob([selectionCsv(selected, fourth, t)], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `participants-${promotionId}-selected.csv`;
    a.click();
    URL.revokeObjectURL(url);
  };
  const mailto = `mailto:?bcc=${selected.map((r) => encodeURIComponent(r.email)).join(',')}`;
  return (
    <div role="region" aria-label={t('bulk.label')} className="flex flex-wrap items-center gap-2 rounded-2xl border border-brand/40 bg-surface-muted px-3 py-2">
      <p className="me-2 text-sm font-semibold text-ink" aria-live="polite">{t('bulk.selected', { count: selected.length })}</p>
      {canUnlock ? (
        <Button size="sm" variant="secondary" onClick={onUnlock} loading={unlocking} disabled={locked === 0}>
          {locked ? t('bulk.unlock', { count: locked }) : t('bulk.unlockNone')}
        </Button>
      ) : null}
      <Button size="sm" variant="secondary" onClick={exportSelection}>{t('bulk.export')}</Button>
      <a href={mailto} className={buttonClasses('secondary', 'sm')}>{t('bulk.email')}</a>
      <Button size="sm" variant="ghost" onClick={onClear}>{t('bulk.clear')}</Button>
    </div>
  );
}
