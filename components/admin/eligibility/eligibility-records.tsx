'use client';
// The eligibility records of a promotion (/promotion/{id}/eligibilities, and the coordinator dashboard's Eligibility
// tab): search and paging on the server, each row's registration, and with `canEdit` (masters) Add, Edit, Reset (when
// registered: the identifier can register again) and Delete. `initial` is the first page the server already loaded.
import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorMessagesOf } from '@/lib/api-client';
import { ELIGIBILITY_PAGE_SIZE } from '@/lib/eligibility/constants';
import { ELIGIBILITY_MESSAGES as M } from '@/lib/eligibility/messages';
import type { AdminEligibility, EligibilityList } from '@/lib/eligibility/types';
import { Plus } from 'lucide-react';
import { Badge, Button, DataTable, Input, Label, type DataTableColumn } from '@/components/ui';
import { LoadError } from '@/components/feedback/load-states';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import { EligibilityFormDialog } from './eligibility-form-dialog';

export interface EligibilityRecordsProps {
  promotionId: number;
  canEdit: boolean;
  initial?: EligibilityList;
}

const fullName = (e: AdminEligibility) => [e.first_name, e.last_name].filter(Boolean).join(' ');

export function EligibilityRecords({ promotionId, canEdit, initial }: EligibilityRecordsProps) {
  const [search, setSearch] = useState('');
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminEligibility | null | 'new'>(null);
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const queryClient = useQueryClient();
  const key = ['admin', 'eligibilities', promotionId, search, page];

  const query = useQuery({
    queryKey: key,
    queryFn: () => api.get<EligibilityList>('/eligibilities', { query: { promotion_id: promotionId, search: search || undefined, page, page_size: ELIGIBILITY_PAGE_SIZE } }),
    initialData: search === '' && page === 1 ? initial : undefined,
    placeholderData: keepPreviousData,
  });
  const label = query.data?.meta.label ?? initial?.meta.label ?? 'Employee ID';
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'eligibilities', promotionId] });

  const reset = async (record: AdminEligibility) => {
    const ok = await confirm({ title: `Reset ${record.identifier}?`, body: `${fullName(record) || 'The participant'} keeps the account; the ${label} can be used to register again.`, confirmLabel: 'Reset' });
    if (!ok) return;
    try {
      await api.post(`/eligibilities/${record.id}/reset`, undefined, { query: { promotion_id: promotionId } });
      toast(`${record.identifier} reset.`);
      await refresh();
    } catch (error) {
      errorToast(errorMessagesOf(error, M.save)[0]);
    }
  };

  const remove = async (record: AdminEligibility) => {
    const ok = await confirm({ title: `Delete ${record.identifier}?`, body: record.registered ? 'The participant keeps the account.' : 'This person can no longer register.', confirmLabel: 'Delete', tone: 'danger' });
    if (!ok) return;
    try {
      await api.delete(`/eligibilities/${record.id}`, { query: { promotion_id: promotionId } });
      toast(`${record.identifier} deleted.`);
      await refresh();
    } catch (error) {
      errorToast(errorMessagesOf(error, M.save)[0]);
    }
  };

  const columns = useMemo<DataTableColumn<AdminEligibility>[]>(() => [
    { id: 'identifier', accessorKey: 'identifier', header: label, enableSorting: false, cell: ({ row }) => <span className="font-semibold">{row.original.identifier}</span> },
    { id: 'name', header: 'Name', enableSorting: false, cell: ({ row }) => fullName(row.original) || <span className="text-ink-muted">—</span> },
    { id: 'email', accessorKey: 'email', header: 'Email', enableSorting: false, meta: { wide: true }, cell: ({ row }) => row.original.email ?? <span className="text-ink-muted">—</span> },
    {
      id: 'registered', header: 'Status', enableSorting: false,
      cell: ({ row }) => (row.original.registered ? <Badge tone="success">Registered</Badge> : <Badge>Not registered</Badge>),
    },
    ...(canEdit
      ? [{
          id: 'actions', header: () => <span className="sr-only">Actions</span>, enableSorting: false,
          cell: ({ row }) => (
            <span className="flex flex-wrap justify-end gap-2">
              <Button size="sm" variant="secondary" onClick={() => setEditing(row.original)}>Edit<span className="sr-only"> {row.original.identifier}</span></Button>
              {row.original.registered ? (
                <Button size="sm" variant="ghost" onClick={() => void reset(row.original)}>Reset<span className="sr-only"> {row.original.identifier}</span></Button>
              ) : null}
              <Button size="sm" variant="ghost" onClick={() => void remove(row.original)}>Delete<span className="sr-only"> {row.original.identifier}</span></Button>
            </span>
          ),
        } satisfies DataTableColumn<AdminEligibility>]
      : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset and remove read only stable values
  ], [label, canEdit]);

  const total = query.data?.meta.total_records ?? 0;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <form
          role="search"
          aria-label="Eligibility records"
          className="flex flex-1 flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(text.trim());
            setPage(1);
          }}
        >
          <div className="flex min-w-56 flex-1 flex-col gap-1.5">
            <Label htmlFor={`eligibility-search-${promotionId}`}>Search</Label>
            <Input id={`eligibility-search-${promotionId}`} type="search" value={text} placeholder={`${label}, name or email`} onChange={(e) => setText(e.target.value)} />
          </div>
          <Button type="submit" variant="secondary">Search</Button>
        </form>
        {canEdit ? <Button onClick={() => setEditing('new')}><Plus aria-hidden="true" className="size-5" /> Add eligibility</Button> : null}
      </div>
      <p className="text-sm text-ink-muted" role="status">
        {query.data ? `${total.toLocaleString()} ${total === 1 ? 'record' : 'records'}${search ? ` match “${search}”` : ''} · ${query.data.meta.registered_records.toLocaleString()} registered` : ''}
      </p>
      {query.isError && !query.data ? (
        <LoadError title={M.listLoad} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data && query.data.data.length === 0 ? (
        <p className="rounded-3xl bg-surface p-8 text-center text-ink-muted shadow-card">{search ? 'No records match.' : 'No eligibility records yet.'}</p>
      ) : (
        <DataTable
          caption={`Eligibility records (${label})`}
          columns={columns}
          data={query.data?.data ?? []}
          pageSize={ELIGIBILITY_PAGE_SIZE}
          paging={{ page, total, onPage: setPage, busy: query.isFetching }}
          pagerLabel="Eligibility pages"
          getRowId={(row) => String(row.id)}
        />
      )}
      {canEdit ? (
        <EligibilityFormDialog
          promotionId={promotionId}
          label={label}
          record={editing === 'new' ? null : editing}
          open={editing !== null}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      ) : null}
    </div>
  );
}
