'use client';
// The evaluation definition's question table: each question (its prompt, name and type, and the location tag of a
// custom prompt) with three checks — visible, by location (only a prompt with a tag, once visible), required (only a
// custom prompt that is not a header, once visible). The rows keep the definition's order, so the columns do not sort.
import { useTranslations } from 'next-intl';
import { Checkbox, DataTable, type DataTableColumn } from '@/components/ui';

export interface QuestionRow { name: string; prompt: string; type: string; tag: string | null; isPrompt: boolean }

type Toggle = (name: string, on: boolean) => void;

export function QuestionTable({ rows, visible, byLocation, required, onVisible, onByLocation, onRequired }: {
  rows: QuestionRow[];
  visible: Set<string>;
  byLocation: Set<string>;
  required: Set<string>;
  onVisible: Toggle;
  onByLocation: Toggle;
  onRequired: Toggle;
}) {
  const t = useTranslations('admin-evaluations');
  const columns: DataTableColumn<QuestionRow>[] = [
    {
      id: 'question', header: t('columnQuestion'), enableSorting: false, meta: { rowHeader: true },
      cell: ({ row: { original: r } }) => (
        <>
          <span className="block text-ink">{r.prompt}</span>
          <span className="text-xs text-ink-muted">{r.tag ? t('questionDetailTag', { name: r.name, type: r.type, tag: r.tag }) : t('questionDetail', { name: r.name, type: r.type })}</span>
        </>
      ),
    },
    {
      id: 'visible', header: t('columnVisible'), enableSorting: false,
      cell: ({ row: { original: r } }) => (
        <Checkbox aria-label={t('visibleAria', { name: r.name })} checked={visible.has(r.name)} onCheckedChange={(c) => onVisible(r.name, c === true)} />
      ),
    },
    {
      id: 'byLocation', header: t('columnByLocation'), enableSorting: false,
      cell: ({ row: { original: r } }) => (r.tag ? (
        <Checkbox aria-label={t('byLocationAria', { name: r.name })} checked={byLocation.has(r.name)} disabled={!visible.has(r.name)}
          onCheckedChange={(c) => onByLocation(r.name, c === true)} />
      ) : <span className="text-ink-muted" aria-label={t('noLocationTag')}>—</span>),
    },
    {
      id: 'required', header: t('columnRequired'), enableSorting: false,
      cell: ({ row: { original: r } }) => (r.isPrompt && r.type !== 'HEADER' ? (
        <Checkbox aria-label={t('requiredAria', { name: r.name })} checked={required.has(r.name)} disabled={!visible.has(r.name)}
          onCheckedChange={(c) => onRequired(r.name, c === true)} />
      ) : <span className="text-ink-muted" aria-hidden="true">—</span>),
    },
  ];
  return (
    <DataTable caption={t('questionsCaption')} variant="plain" pager={false} columns={columns} data={rows} getRowId={(r) => r.name} className="mt-4" />
  );
}
