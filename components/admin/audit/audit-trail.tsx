'use client';
// The audit trail of one promotion or one organization (docs/administration-access.md "Audit trail"): who changed
// what, when and from where, with the fields before and after; filtered by action, record type and days. The server
// shows only what the account covers.
import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { DataTable, Input, Label, Select, type DataTableColumn } from '@/components/ui';
import { EmptyState, LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { AUDIT_PAGE_SIZE, useAuditEvents } from '@/lib/audit/query';
import type { AuditEvent } from '@/lib/audit/types';
import { useFormat } from '@/lib/i18n/use-format';

// The filters send these values; the screen names them from the catalog (actions.*, records.*), and an action or record
// type it does not know shows as stored.
const ACTIONS = { create: 'create', update: 'update', delete: 'delete', toggle: 'toggle', unlock: 'unlock', rotate_wskey: 'rotateWskey', review: 'review' } as const;
const FILTER_ACTIONS = ['create', 'update', 'delete', 'toggle', 'unlock', 'rotate_wskey'] as const;
const RECORD_TYPES = {
  Organization: 'organization', Promotion: 'promotion', Reseller: 'reseller', User: 'user', CoveredPromotion: 'coveredPromotion',
  Level: 'level', PointThreshold: 'pointThreshold', PromotionContent: 'promotionContent',
} as const;
const FILTER_RECORD_TYPES = ['Organization', 'Promotion', 'Reseller', 'User', 'CoveredPromotion', 'Level', 'PointThreshold'] as const;

type AuditT = ReturnType<typeof useTranslations<'admin-audit'>>;
const actionName = (action: string, t: AuditT) => (action in ACTIONS ? t(`actions.${ACTIONS[action as keyof typeof ACTIONS]}`) : action);
const recordName = (type: string, t: AuditT) => (type in RECORD_TYPES ? t(`records.${RECORD_TYPES[type as keyof typeof RECORD_TYPES]}`) : type);

const show = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

function Changes({ event }: { event: AuditEvent }) {
  const t = useTranslations('admin-audit');
  const keys = [...new Set([...Object.keys(event.before ?? {}), ...Object.keys(event.after ?? {})])];
  if (keys.length === 0) return <span className="text-ink-muted">—</span>;
  return (
    <dl className="flex flex-col gap-1 text-sm">
      {keys.map((key) => (
        <div key={key} className="break-words">
          <dt className="inline font-semibold text-ink">{key}: </dt>
          <dd className="inline text-ink-muted">
            {event.before ? <><span className="line-through decoration-1">{show(event.before[key])}</span><span aria-hidden="true"> → </span><span className="sr-only"> {t('changedTo')} </span></> : null}
            <span className="text-ink">{event.after ? show(event.after[key]) : t('removed')}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function useColumns(): DataTableColumn<AuditEvent>[] {
  const t = useTranslations('admin-audit');
  const format = useFormat();
  return useMemo<DataTableColumn<AuditEvent>[]>(() => [
    { id: 'when', header: t('when'), accessorKey: 'created_at', enableSorting: false, cell: ({ row }) => <time dateTime={row.original.created_at}>{format.dateTime(row.original.created_at)}</time> },
    { id: 'who', header: t('who'), enableSorting: false, cell: ({ row }) => row.original.actor.name || row.original.actor.email || t('userFallback', { id: String(row.original.actor.id) }) },
    { id: 'action', header: t('action'), accessorKey: 'action', enableSorting: false, cell: ({ row }) => actionName(row.original.action, t) },
    { id: 'record', header: t('record'), enableSorting: false, cell: ({ row }) => t('recordCell', { type: recordName(row.original.record_type, t), id: String(row.original.record_id) }) },
    { id: 'changes', header: t('changes'), enableSorting: false, cell: ({ row }) => <Changes event={row.original} /> },
    { id: 'ip', header: t('from'), accessorKey: 'ip', enableSorting: false, meta: { wide: true }, cell: ({ row }) => row.original.ip ?? '—' },
  ], [t, format]);
}

export function AuditTrail({ scope }: { scope: { promotion_id: number } | { organization_id: number } }) {
  const [page, setPage] = useState(1);
  const t = useTranslations('admin-audit');
  const columns = useColumns();
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
      <div className="flex flex-wrap items-end gap-4" role="group" aria-label={t('filters')}>
        <div className="flex flex-col gap-1">
          <Label htmlFor="audit-action">{t('action')}</Label>
          <Select id="audit-action" value={filters.action} onChange={set('action')} className="w-44">
            <option value="">{t('allActions')}</option>
            {FILTER_ACTIONS.map((a) => <option key={a} value={a}>{actionName(a, t)}</option>)}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="audit-type">{t('record')}</Label>
          <Select id="audit-type" value={filters.record_type} onChange={set('record_type')} className="w-52">
            <option value="">{t('allRecords')}</option>
            {FILTER_RECORD_TYPES.map((type) => <option key={type} value={type}>{recordName(type, t)}</option>)}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="audit-from">{t('fromDate')}</Label>
          <Input id="audit-from" type="date" value={filters.from} onChange={set('from')} className="w-44" />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="audit-to">{t('toDate')}</Label>
          <Input id="audit-to" type="date" value={filters.to} onChange={set('to')} className="w-44" />
        </div>
      </div>
      {list.isPending ? <LoadingBlock label={t('loading')} />
        : list.isError ? <LoadError title={t('loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
        : list.data.data.length === 0 ? <EmptyState title={t('emptyTitle')}>{t('emptyBody')}</EmptyState>
        : <DataTable caption={t('changes')} columns={columns} data={list.data.data} getRowId={(e) => String(e.id)} pagerLabel={t('pagerLabel')}
            pageSize={AUDIT_PAGE_SIZE} paging={{ page, total: list.data.meta.total_records, onPage: setPage, busy: list.isFetching }} />}
    </div>
  );
}
