'use client';
// The user table on a phone (below 640 px): one stacked row per participant — name, email, the fourth column, the
// three counts and the row's actions — rendered by the same virtualizer as the wide table (only the rows in view are
// in the DOM; each row is measured, since a long email or a wrapped action row makes it taller). A list whose items
// say their place (aria-posinset/aria-setsize) stands in for the table's aria-rowindex/aria-rowcount.
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { VirtualItem } from '@tanstack/react-virtual';
import { Badge, Checkbox } from '@/components/ui';
import type { Selection } from './participant-table';
import type { FourthColumn, ParticipantRow } from '@/lib/coordinator/types';

interface Props {
  label: string;
  rows: ParticipantRow[];
  items: VirtualItem[];
  padTop: number;
  padBottom: number;
  /** The total when it is known (-1: more than counted). */
  setSize: number;
  fourth: FourthColumn;
  measure: (element: Element | null) => void;
  nameOf: (row: ParticipantRow) => string;
  actions: (row: ParticipantRow) => ReactNode;
  empty: boolean;
  selection: Selection;
}

export function ParticipantStack({ label, rows, items, padTop, padBottom, setSize, fourth, measure, nameOf, actions, empty, selection }: Props) {
  const t = useTranslations('admin-coordinator');
  if (empty) return <p className="px-3 py-6 text-center text-ink-muted">{t('participants.empty')}</p>;
  return (
    <ul aria-label={label} className="text-sm" style={{ paddingTop: padTop, paddingBottom: padBottom }}>
      {items.map((item) => {
        const r = rows[item.index]!;
        const fourthValue = (fourth.kind === 'location' ? r.location_name : r.sso_identifier) ?? '—';
        return (
          <li key={r.id} ref={measure} data-index={item.index} aria-posinset={item.index + 1} aria-setsize={setSize}
            className="flex flex-col gap-1.5 border-b border-line px-3 py-3">
            <div className="flex items-start justify-between gap-2">
              <Checkbox aria-label={t('participants.select', { name: nameOf(r) })} checked={selection.isSelected(r.id)} onCheckedChange={(c) => selection.toggle(r.id, c === true)} />
              <p className="min-w-0 flex-1 font-semibold break-words text-ink">{nameOf(r)}</p>
              {r.is_locked ? <Badge tone="danger" className="shrink-0">{t('participant.locked')}</Badge> : null}
            </div>
            <p className="break-all text-ink-muted">{r.email}</p>
            <dl className="flex flex-wrap gap-x-4 gap-y-0.5 text-ink-muted">
              <div className="flex gap-1"><dt>{t('participants.fourthTerm', { label: fourth.label })}</dt><dd className="text-ink">{fourthValue}</dd></div>
              <div className="flex gap-1"><dt>{t('columns.activities')}</dt><dd className="text-ink tabular-nums">{r.activities_logged}</dd></div>
              <div className="flex gap-1"><dt>{t('columns.scenes')}</dt><dd className="text-ink tabular-nums">{r.scenes_completed}</dd></div>
              <div className="flex gap-1"><dt>{t('columns.duos')}</dt><dd className="text-ink tabular-nums">{r.duos_completed}</dd></div>
            </dl>
            {actions(r)}
          </li>
        );
      })}
    </ul>
  );
}
