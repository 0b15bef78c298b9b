'use client';
// The promotion's push notification jobs, newest first: what was pushed, to how many, and how it went. (At most the 50
// newest arrive, server/push/jobs.ts; the table shows 25 a page.)
import { useTranslations } from 'next-intl';
import type { PushJobJson } from '@/lib/push/types';
import { useFormat } from '@/lib/i18n/use-format';
import { Badge, DataTable, EmptyState, type DataTableColumn } from '@/components/ui';
import { usePushFilterName } from './filter-name';

const TONE = { queued: 'neutral', sending: 'accent', sent: 'success', failed: 'danger' } as const;

export function PushJobHistory({ jobs }: { jobs: PushJobJson[] }) {
  const t = useTranslations('admin-push');
  const format = useFormat();
  const filterName = usePushFilterName();
  const columns: DataTableColumn<PushJobJson>[] = [
    {
      id: 'notification',
      header: t('notification'),
      cell: ({ row: { original: j } }) => (
        <>
          <span className="font-semibold text-ink">{j.title}</span>
          <br />
          <span className="text-ink-muted">{j.message}</span>
        </>
      ),
    },
    { id: 'audience', header: t('audience'), cell: ({ row: { original: j } }) => [...j.filters.map(filterName), ...(j.recipients ? [t('typedRecipients')] : [])].join(', ') },
    { id: 'recipients', header: t('recipients'), cell: ({ row }) => row.original.recipient_count, meta: { numeric: true } },
    { id: 'status', header: t('status'), cell: ({ row }) => <Badge tone={TONE[row.original.status]}>{t(`jobStatus.${row.original.status}`)}</Badge> },
    { id: 'created', header: t('created'), cell: ({ row }) => format.dateTime(row.original.created_at), meta: { className: 'whitespace-nowrap' } },
  ];
  return (
    <section aria-labelledby="push-history-title" className="rounded-3xl bg-surface p-5 shadow-card sm:p-6 hc:border hc:border-line">
      <h2 id="push-history-title" className="text-h2 text-ink">{t('historyTitle')}</h2>
      {jobs.length === 0 ? (
        <EmptyState className="mt-4" title={t('historyEmptyTitle')}>{t('historyEmptyBody')}</EmptyState>
      ) : (
        <DataTable caption={t('historyTitle')} columns={columns} data={jobs} getRowId={(j) => String(j.id)} pagerLabel={t('historyPagerLabel')} className="mt-4 text-sm" />
      )}
    </section>
  );
}
