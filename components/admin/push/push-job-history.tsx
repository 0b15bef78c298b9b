'use client';
// The promotion's push notification jobs, newest first: what was pushed, to how many, and how it went. (At most the 50
// newest arrive, server/push/jobs.ts; the table shows 25 a page.)
import type { PushJobJson } from '@/lib/push/types';
import { pushFilterName } from '@/lib/push/filters';
import { Badge, DataTable, EmptyState, type DataTableColumn } from '@/components/ui';

const TONE = { queued: 'neutral', sending: 'accent', sent: 'success', failed: 'danger' } as const;
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const columns: DataTableColumn<PushJobJson>[] = [
  {
    id: 'notification',
    header: 'Notification',
    cell: ({ row: { original: j } }) => (
      <>
        <span className="font-semibold text-ink">{j.title}</span>
        <br />
        <span className="text-ink-muted">{j.message}</span>
      </>
    ),
  },
  { id: 'audience', header: 'Audience', cell: ({ row: { original: j } }) => [...j.filters.map(pushFilterName), ...(j.recipients ? ['Typed recipients'] : [])].join(', ') },
  { id: 'recipients', header: 'Recipients', cell: ({ row }) => row.original.recipient_count, meta: { numeric: true } },
  { id: 'status', header: 'Status', cell: ({ row }) => <Badge tone={TONE[row.original.status]}>{row.original.status}</Badge> },
  { id: 'created', header: 'Created', cell: ({ row }) => when(row.original.created_at), meta: { className: 'whitespace-nowrap' } },
];

export function PushJobHistory({ jobs }: { jobs: PushJobJson[] }) {
  return (
    <section aria-labelledby="push-history-title" className="rounded-3xl bg-surface p-5 shadow-card sm:p-6 hc:border hc:border-line">
      <h2 id="push-history-title" className="text-h2 text-ink">Sent notifications</h2>
      {jobs.length === 0 ? (
        <EmptyState className="mt-4" title="No push notifications yet">Notifications you send appear here with their status.</EmptyState>
      ) : (
        <DataTable caption="Sent notifications" columns={columns} data={jobs} getRowId={(j) => String(j.id)} pagerLabel="Sent notification pages" className="mt-4 text-sm" />
      )}
    </section>
  );
}
