'use client';
// /promotions: the masters' table (Name, Subdomain, #Weeks, Reg. Start, Reg. Ends, Launch) with search, organization,
// reseller and parent filters, sorted and paged on the server. The filters live in the address, so a link from an
// organization (?org_id=…) or a reload shows the same rows. The filter form is react-hook-form with nothing to refuse
// (no resolver): a list choice applies at once, the typed search when it is submitted.
import Link from 'next/link';
import { useMemo } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { SortingState } from '@tanstack/react-table';
import { api } from '@/lib/api-client';
import type { PromotionAdminList, PromotionFormOptions, PromotionListRow } from '@/lib/promotions/admin-types';
import { PROMOTION_ADMIN_MESSAGES } from '@/lib/promotions/admin-rules';
import { useFormat } from '@/lib/i18n/use-format';
import { Button, DataTable, Form, FormField, Input, Select, type DataTableColumn } from '@/components/ui';
import { LoadError } from '@/components/feedback/load-states';
import { formatDay } from './format';

const PAGE_SIZE = 20;

type Filters = { q: string; org_id: string; reseller_id: string; is_parent: string; page: number; sort: string; direction: 'asc' | 'desc' };
type FilterValues = Pick<Filters, 'q' | 'org_id' | 'reseller_id' | 'is_parent'>;

function readFilters(search: URLSearchParams): Filters {
  return {
    q: search.get('q') ?? '',
    org_id: search.get('org_id') ?? '',
    reseller_id: search.get('reseller_id') ?? '',
    is_parent: search.get('is_parent') ?? '',
    page: Math.max(1, Number(search.get('page')) || 1),
    sort: search.get('sort') ?? 'name',
    direction: search.get('direction') === 'desc' ? 'desc' : 'asc',
  };
}

/** `siteTemplate`: the address of a promotion's site with '{subdomain}' in it (the server knows the host and protocol). */
export function PromotionsTable({ options, siteTemplate }: { options: Pick<PromotionFormOptions, 'organizations' | 'resellers'>; siteTemplate: string }) {
  const t = useTranslations('admin-promotions');
  const format = useFormat();
  const siteUrl = useMemo(() => (subdomain: string) => siteTemplate.replace('{subdomain}', subdomain), [siteTemplate]);
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const filters = readFilters(new URLSearchParams(search.toString()));
  const form = useForm<FilterValues>({
    defaultValues: { q: filters.q, org_id: filters.org_id, reseller_id: filters.reseller_id, is_parent: filters.is_parent },
  });

  const setFilters = (next: Partial<Filters>) => {
    const merged = { ...filters, page: 1, ...next };
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) {
      if (value === '' || (key === 'page' && value === 1) || (key === 'sort' && value === 'name') || (key === 'direction' && value === 'asc')) continue;
      params.set(key, String(value));
    }
    router.replace(`${pathname}${params.size ? `?${params}` : ''}`, { scroll: false });
  };

  const query = useQuery({
    queryKey: ['admin', 'promotions', filters],
    queryFn: () =>
      api.get<PromotionAdminList>('/promotions', {
        query: {
          q: filters.q || undefined, org_id: filters.org_id || undefined, reseller_id: filters.reseller_id || undefined,
          is_parent: filters.is_parent || undefined, page: filters.page, page_size: PAGE_SIZE, sort: filters.sort, direction: filters.direction,
        },
      }),
    placeholderData: keepPreviousData,
  });

  const columns = useMemo<DataTableColumn<PromotionListRow>[]>(() => [
    {
      id: 'name', accessorKey: 'name', header: t('table.name'),
      cell: ({ row }) => (
        <span className="flex flex-col">
          <Link href={`/promotion/${row.original.id}`} className="font-semibold">{row.original.name}</Link>
          <span className="text-xs text-ink-muted">
            {row.original.organization_name}
            {row.original.is_parent ? ` · ${t('table.parent')}` : ''}
            {row.original.is_launchpad ? ` · ${t('table.launchpad')}` : ''}
          </span>
        </span>
      ),
    },
    { id: 'subdomain', accessorKey: 'subdomain', header: t('table.subdomain'), meta: { wide: true } },
    { id: 'program_length', accessorKey: 'weeks', header: t('table.weeks'), meta: { numeric: true } },
    { id: 'registration_starts_on', accessorKey: 'registration_starts_on', header: t('table.regStart'), cell: ({ getValue }) => formatDay(getValue() as string | null, format), meta: { wide: true } },
    { id: 'registration_ends_on', accessorKey: 'registration_ends_on', header: t('table.regEnds'), cell: ({ getValue }) => formatDay(getValue() as string | null, format), meta: { wide: true } },
    { id: 'launch_on', accessorKey: 'launch_on', header: t('table.launch'), cell: ({ getValue }) => formatDay(getValue() as string | null, format) },
    {
      id: 'actions', header: () => <span className="sr-only">{t('table.actions')}</span>, enableSorting: false,
      cell: ({ row }) => (
        <span className="flex flex-wrap justify-end gap-2">
          <Button asChild size="sm" variant="secondary">
            <Link href={`/promotion/${row.original.id}`}>{t.rich('table.view', { name: row.original.name, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}</Link>
          </Button>
          <Button asChild size="sm" variant="ghost">
            <Link href={`/promotion/${row.original.id}/edit`}>{t.rich('table.edit', { name: row.original.name, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}</Link>
          </Button>
          <Button asChild size="sm" variant="ghost">
            <Link href={`/promotion/${row.original.id}/reports`}>{t.rich('table.reports', { name: row.original.name, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}</Link>
          </Button>
          <Button asChild size="sm" variant="ghost">
            <Link href={`/promotion/${row.original.id}/eop`}>{t.rich('table.eop', { name: row.original.name, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}</Link>
          </Button>
          <Button asChild size="sm" variant="ghost">
            <a href={siteUrl(row.original.subdomain)} target="_blank" rel="noreferrer">{t.rich('table.site', { name: row.original.name, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}</a>
          </Button>
        </span>
      ),
    },
  ], [siteUrl, t, format]);

  const onSorting = (sorting: SortingState) => {
    const first = sorting[0];
    setFilters({ sort: first?.id ?? 'name', direction: first?.desc ? 'desc' : 'asc' });
  };

  return (
    <div className="flex flex-col gap-5">
      <Form
        form={form}
        role="search"
        aria-label={t('table.searchLabel')}
        className="grid gap-3 rounded-3xl bg-surface p-4 shadow-card sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end hc:border hc:border-line"
        onSubmit={({ q }) => setFilters({ q: q.trim() })}
      >
        <FormField<FilterValues, 'q'> name="q" id="promotions-search" label={t('table.search')}
          render={(field) => <Input type="search" placeholder={t('table.searchPlaceholder')} {...field} />} />
        <FormField<FilterValues, 'org_id'> name="org_id" id="promotions-org" label={t('table.organization')}
          render={({ onChange, ...field }) => (
            <Select {...field} onChange={(e) => { onChange(e); setFilters({ org_id: e.target.value }); }}>
              <option value="">{t('table.allOrganizations')}</option>
              {options.organizations.map((o) => <option key={o.id} value={o.id}>{o.name}</option>)}
            </Select>
          )} />
        <FormField<FilterValues, 'reseller_id'> name="reseller_id" id="promotions-reseller" label={t('table.reseller')}
          render={({ onChange, ...field }) => (
            <Select {...field} onChange={(e) => { onChange(e); setFilters({ reseller_id: e.target.value }); }}>
              <option value="">{t('table.allResellers')}</option>
              {options.resellers.map((r) => <option key={r.id} value={r.id}>{r.name}</option>)}
            </Select>
          )} />
        <FormField<FilterValues, 'is_parent'> name="is_parent" id="promotions-parent" label={t('table.kind')}
          render={({ onChange, ...field }) => (
            <Select {...field} onChange={(e) => { onChange(e); setFilters({ is_parent: e.target.value }); }}>
              <option value="">{t('table.allPromotions')}</option>
              <option value="true">{t('table.parentsOnly')}</option>
              <option value="false">{t('table.notParents')}</option>
            </Select>
          )} />
        <Button type="submit" variant="secondary">{t('table.search')}</Button>
      </Form>
      {query.isError && !query.data ? (
        <LoadError title={PROMOTION_ADMIN_MESSAGES.loadList} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data && query.data.data.length === 0 ? (
        <p role="status" className="rounded-3xl bg-surface p-8 text-center text-ink-muted shadow-card">{t('table.noMatch')}</p>
      ) : (
        <DataTable
          caption={t('table.caption')}
          columns={columns}
          data={query.data?.data ?? []}
          pageSize={PAGE_SIZE}
          initialSorting={[{ id: filters.sort, desc: filters.direction === 'desc' }]}
          onSortingChange={onSorting}
          paging={{ page: filters.page, total: query.data?.meta.total_records ?? 0, onPage: (page) => setFilters({ page }), busy: query.isFetching }}
          pagerLabel={t('table.pagerLabel')}
          getRowId={(row) => String(row.id)}
        />
      )}
    </div>
  );
}
