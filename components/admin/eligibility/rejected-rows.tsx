'use client';
// The rows a file's processing refused, on the files page (issue 32): row number, the row's values as the file named
// them, and the reason, paged on the server (GET /eligibility_files/{id}/rejected_rows). The values sit in one cell,
// column by column, so the table wraps at 390 px instead of scrolling sideways.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { ELIGIBILITY_PAGE_SIZE } from '@/lib/eligibility/constants';
import type { EligibilityFile, RejectedRow, RejectedRowList } from '@/lib/eligibility/types';
import { DataTable, type DataTableColumn } from '@/components/ui';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';

type RowsT = ReturnType<typeof useTranslations<'admin-eligibility.rejected'>>;

function valuesColumn(columns: string[], t: RowsT): DataTableColumn<RejectedRow> {
  return {
    id: 'values',
    header: t('values'),
    cell: ({ row }) => {
      const values = row.original.values;
      if (values.length === 0) return <span className="text-ink-muted">{t('notAvailable')}</span>;
      return (
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {values.map((value, i) => (
            <div key={i} className="flex gap-1">
              <dt className="text-ink-muted">{columns[i] ?? t('column', { number: i + 1 })}:</dt>
              <dd className={value ? 'break-all text-ink' : 'text-ink-muted italic'}>{value || t('blank')}</dd>
            </div>
          ))}
        </dl>
      );
    },
  };
}

export function RejectedRows({ promotionId, file }: { promotionId: number; file: EligibilityFile }) {
  const t = useTranslations('admin-eligibility.rejected');
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const query = useQuery({
    // The error count is in the key: processing the file again refetches its rows.
    queryKey: ['admin', 'eligibility-files', promotionId, file.id, 'rejected', file.error_count, page],
    queryFn: () => api.get<RejectedRowList>(`/eligibility_files/${file.id}/rejected_rows`, { query: { promotion_id: promotionId, page, page_size: ELIGIBILITY_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  if (query.isError) return <LoadError title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingBlock label={t('loading')} className="py-6" />;
  const columns: DataTableColumn<RejectedRow>[] = [
    { id: 'row', header: t('row'), cell: ({ row }) => row.original.row ?? '—', meta: { numeric: true, className: 'w-16' } },
    valuesColumn(query.data.meta.columns, t),
    { id: 'reason', header: t('reason'), cell: ({ row }) => <span className="font-medium text-danger">{errorText(row.original.reason)}</span> },
  ];
  return (
    <DataTable
      caption={t('caption', { file: file.filename })}
      columns={columns}
      data={query.data.data}
      pageSize={ELIGIBILITY_PAGE_SIZE}
      paging={{ page, total: query.data.meta.total_records, onPage: setPage, busy: query.isFetching }}
      pagerLabel={t('pagerLabel', { file: file.filename })}
      getRowId={(r) => `${r.row ?? 'file'}-${r.reason}`}
    />
  );
}
