'use client';
// The audit trail of one promotion or one organization (docs/administration-access.md "Audit trail"): who changed
// what, when and from where, with the fields before and after; filtered by action, record type and days. The server
// shows only what the account covers.
import { useState } from 'react';
import { DataTable, Input, Label, Select, type DataTableColumn } from '@/components/ui';
import { EmptyState, LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { AUDIT_PAGE_SIZE, useAuditEvents } from '@/lib/audit/query';
import { AUDIT_MESSAGES, type AuditEvent } from '@/lib/audit/types';

const ACTIONS = ['create', 'update', 'delete', 'toggle', 'unlock', 'rotate_wskey'];
const RECORD_TYPES = ['Organization', 'Promotion', 'Reseller', 'User', 'CoveredPromotion', 'Level', 'PointThreshold'];
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const show = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

function Changes({ event }: { event: AuditEvent }) {
  const keys = [...new Set([...Object.keys(event.before ?? {}), ...Object.keys(event.after ?? {})])];
  if (keys.length === 0) return <span className="text-ink-muted">—</span>;
  return (
    <dl className="flex flex-col gap-1 text-sm">
      {keys.map((key) => (
        <div key={key} className="break-words">
          <dt className="inline font-semibold text-ink">{key}: </dt>
          <dd className="inline text-ink-muted">
            {event.before ? <><span className="line-through decoration-1">{show(event.before[key])}</span><span aria-hidden="true"> → </span><span className="sr-only"> changed to </span></> : null}
            <span className="text-ink">{event.after ? show(event.after[key]) : 'removed'}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

const columns: DataTableColumn<AuditEvent>[] = [
  { id: 'when', header: 'When', accessorKey: 'created_at', enableSorting: false, cell: ({ row }) => <time dateTime={row.original.created_at}>{when.format(new Date(row.original.created_at))}</time> },
  { id: 'who', header: 'Who', enableSorting: false, cell: ({ row }) => row.original.actor.name || row.original.actor.email || `User ${row.original.actor.id}` },
  { id: 'action', header: 'Action', accessorKey: 'action', enableSorting: false },
  { id: 'record', header: 'Record', enableSorting: false, cell: ({ row }) => `${row.original.record_type} ${row.original.record_id}` },
  { id: 'changes', header: 'Changes', enableSorting: false, cell: ({ row }) => <Changes event={row.original} /> },
  { id: 'ip', header: 'From', accessorKey: 'ip', enableSorting: false, meta: { wide: true }, cell: ({ row }) => row.original.ip ?? '—' },
];

export function AuditTrail({ scope }: { scope: { promotion_id: number } | { organization_id: number } }) {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState({ action: '', record_type: '', from: '', to: '' });
  const set = (key: keyof typeof filters) => (e: { target: { value: string } }) => {
    setPage(1);
    setFilters((f) => ({ ...f, [key]: e.target.value }));
  };
  const list = useAuditEvents({
    ...scope, page, action: filters.action || undefined, record_type: filters.record_type || undefined,
    from: filters.from || undefined, to: filters.to || undefined,
  });
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end gap-4" role="group" aria-label="Filters">
        <div className="flex flex-col gap-1">
          <Label htmlFor="audit-action">Action</Label>
          <Select id="audit-action" value={filters.action} onChange={set('action')} className="w-44">
            <option value="">All actions</option>
            {ACTIONS.map((a) => <option key={a} value={a}>{a}</option>)}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="audit-type">Record</Label>
          <Select id="audit-type" value={filters.record_type} onChange={set('record_type')} className="w-52">
            <option value="">All records</option>
            {RECORD_TYPES.map((t) => <option key={t} value={t}>{t}</option>)}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="audit-from">From</Label>
          <Input id="audit-from" type="date" value={filters.from} onChange={set('from')} className="w-44" />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="audit-to">To</Label>
          <Input id="audit-to" type="date" value={filters.to} onChange={set('to')} className="w-44" />
        </div>
      </div>
      {list.isPending ? <LoadingBlock label="Loading changes" />
        : list.isError ? <LoadError title={AUDIT_MESSAGES.listFailed} error={list.error} onRetry={() => void list.refetch()} />
        : list.data.data.length === 0 ? <EmptyState title="No changes recorded">Changes made from now on appear here.</EmptyState>
        : <DataTable caption="Changes" columns={columns} data={list.data.data} getRowId={(e) => String(e.id)} pagerLabel="Change pages"
            pageSize={AUDIT_PAGE_SIZE} paging={{ page, total: list.data.meta.total_records, onPage: setPage, busy: list.isFetching }} />}
    </div>
  );
}
