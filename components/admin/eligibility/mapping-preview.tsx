'use client';
// The mapping dialog's look at the file: its first rows under its own header, in the file's order. A wide file scrolls
// sideways inside a focusable region, so a keyboard can scroll it too.
import { useTranslations } from 'next-intl';
import { DataTable, type DataTableColumn } from '@/components/ui';
import type { EligibilityFileDetail } from '@/lib/eligibility/types';

type PreviewRow = EligibilityFileDetail['preview']['rows'][number];

export function MappingPreview({ file }: { file: EligibilityFileDetail }) {
  const t = useTranslations('admin-eligibility.mapping');
  // By position: a file's header may repeat a name or leave one empty.
  const columns: DataTableColumn<PreviewRow>[] = file.preview.columns.map((name, j) => ({
    id: `column-${j}`,
    // The file's own spelling, not the table's uppercase headers: the administrator maps columns by these names.
    header: () => <span className="tracking-normal normal-case">{name}</span>,
    enableSorting: false,
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row }) => row.original[j],
  }));
  return (
    <div className="rounded-2xl border border-line px-3">
      <DataTable
        caption={t('firstRows', { file: file.filename })}
        scrollLabel={t('preview', { file: file.filename })}
        variant="plain"
        pager={false}
        columns={columns}
        data={file.preview.rows}
        className="text-sm"
      />
    </div>
  );
}
