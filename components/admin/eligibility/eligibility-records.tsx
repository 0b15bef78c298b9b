'use client';
// The eligibility records of a promotion (/promotion/{id}/eligibilities, and the coordinator dashboard's Eligibility
// tab): search and paging on the server, each row's registration, and with `canEdit` (masters) Add, Edit, Reset (when
// registered: the identifier can register again) and Delete. `initial` is the first page the server already loaded.
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { api, errorMessagesOf } from '@/lib/api-client';
import { ELIGIBILITY_PAGE_SIZE } from '@/lib/eligibility/constants';
import { ELIGIBILITY_MESSAGES as M } from '@/lib/eligibility/messages';
import { eligibilityListQuerySchema } from '@/lib/eligibility/schemas';
import type { AdminEligibility, EligibilityList } from '@/lib/eligibility/types';
import { Plus } from 'lucide-react';
import { Badge, Button, DataTable, Form, FormField, Input, type DataTableColumn } from '@/components/ui';
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
const srOnly = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;
// The list's own search parameter: trimmed, at most 100 characters.
const searchSchema = eligibilityListQuerySchema.pick({ search: true }).required();
type SearchValues = z.input<typeof searchSchema>;
type SearchOutput = z.output<typeof searchSchema>;

export function EligibilityRecords({ promotionId, canEdit, initial }: EligibilityRecordsProps) {
  const t = useTranslations('admin-eligibility.records');
  const [search, setSearch] = useState('');
  const searchForm = useForm<SearchValues, unknown, SearchOutput>({ resolver: zodResolver(searchSchema), defaultValues: { search: '' } });
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
  const label = query.data?.meta.label ?? initial?.meta.label ?? t('defaultLabel');
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'eligibilities', promotionId] });

  const reset = async (record: AdminEligibility) => {
    const name = fullName(record);
    const ok = await confirm({ title: t('resetTitle', { identifier: record.identifier }), body: name ? t('resetBodyNamed', { name, label }) : t('resetBody', { label }), confirmLabel: t('reset') });
    if (!ok) return;
    try {
      await api.post(`/eligibilities/${record.id}/reset`, undefined, { query: { promotion_id: promotionId } });
      toast(t('resetDone', { identifier: record.identifier }));
      await refresh();
    } catch (error) {
      errorToast(errorMessagesOf(error, M.save)[0]);
    }
  };

  const remove = async (record: AdminEligibility) => {
    const ok = await confirm({ title: t('deleteTitle', { identifier: record.identifier }), body: record.registered ? t('deleteBodyRegistered') : t('deleteBody'), confirmLabel: t('delete'), tone: 'danger' });
    if (!ok) return;
    try {
      await api.delete(`/eligibilities/${record.id}`, { query: { promotion_id: promotionId } });
      toast(t('deleted', { identifier: record.identifier }));
      await refresh();
    } catch (error) {
      errorToast(errorMessagesOf(error, M.save)[0]);
    }
  };

  const columns = useMemo<DataTableColumn<AdminEligibility>[]>(() => [
    { id: 'identifier', accessorKey: 'identifier', header: label, enableSorting: false, cell: ({ row }) => <span className="font-semibold">{row.original.identifier}</span> },
    { id: 'name', header: t('name'), enableSorting: false, cell: ({ row }) => fullName(row.original) || <span className="text-ink-muted">—</span> },
    { id: 'email', accessorKey: 'email', header: t('email'), enableSorting: false, meta: { wide: true }, cell: ({ row }) => row.original.email ?? <span className="text-ink-muted">—</span> },
    {
      id: 'registered', header: t('status'), enableSorting: false,
      cell: ({ row }) => (row.original.registered ? <Badge tone="success">{t('registered')}</Badge> : <Badge>{t('notRegistered')}</Badge>),
    },
    ...(canEdit
      ? [{
          id: 'actions', header: () => <span className="sr-only">{t('actions')}</span>, enableSorting: false,
          cell: ({ row }) => (
            <span className="flex flex-wrap justify-end gap-2">
              <Button size="sm" variant="secondary" onClick={() => setEditing(row.original)}>{t.rich('edit', { identifier: row.original.identifier, sr: srOnly })}</Button>
              {row.original.registered ? (
                <Button size="sm" variant="ghost" onClick={() => void reset(row.original)}>{t.rich('resetButton', { identifier: row.original.identifier, sr: srOnly })}</Button>
              ) : null}
              <Button size="sm" variant="ghost" onClick={() => void remove(row.original)}>{t.rich('deleteButton', { identifier: row.original.identifier, sr: srOnly })}</Button>
            </span>
          ),
        } satisfies DataTableColumn<AdminEligibility>]
      : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset and remove read only stable values
  ], [label, canEdit, t]);

  const total = query.data?.meta.total_records ?? 0;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Form
          form={searchForm}
          role="search"
          aria-label={t('searchLabel')}
          className="flex flex-1 flex-wrap items-end gap-2"
          onSubmit={(values) => {
            setSearch(values.search);
            setPage(1);
          }}
        >
          <FormField name="search" label={t('search')} id={`eligibility-search-${promotionId}`} className="min-w-56 flex-1"
            render={(field) => <Input type="search" placeholder={t('searchPlaceholder', { label })} {...field} />} />
          <Button type="submit" variant="secondary">{t('search')}</Button>
        </Form>
        {canEdit ? <Button onClick={() => setEditing('new')}><Plus aria-hidden="true" className="size-5" /> {t('add')}</Button> : null}
      </div>
      <p className="text-sm text-ink-muted" role="status">
        {query.data ? (search
          ? t('countMatching', { count: total, search, registered: query.data.meta.registered_records })
          : t('count', { count: total, registered: query.data.meta.registered_records })) : ''}
      </p>
      {query.isError && !query.data ? (
        <LoadError title={M.listLoad} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data && query.data.data.length === 0 ? (
        <p className="rounded-3xl bg-surface p-8 text-center text-ink-muted shadow-card">{search ? t('noMatch') : t('empty')}</p>
      ) : (
        <DataTable
          caption={t('caption', { label })}
          columns={columns}
          data={query.data?.data ?? []}
          pageSize={ELIGIBILITY_PAGE_SIZE}
          paging={{ page, total, onPage: setPage, busy: query.isFetching }}
          pagerLabel={t('pagerLabel')}
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
