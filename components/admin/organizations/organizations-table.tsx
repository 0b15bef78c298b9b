'use client';
// /organizations?reseller_id: name, reseller, the promotions link with its count (→ promotions filtered by the
// organization) and view/edit. Masters filter by reseller; a reseller sees only its own organizations (the server
// decides). Server-side paging; search by name.
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Button, DataTable, Input, Label, Select, type DataTableColumn } from '@/components/ui';
import { EmptyState, LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { ORGANIZATION_MESSAGES as M } from '@/lib/organizations/messages';
import { ORGANIZATIONS_PAGE_SIZE, useAllResellers, useOrganizations } from '@/lib/organizations/query';
import type { Organization } from '@/lib/organizations/types';
import { useCurrentUser } from '@/lib/query/users';
import { AdminPage } from '@/components/admin/shared/admin-page';

const srOnly = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

function columnsOf(t: ReturnType<typeof useTranslations<'admin-organizations'>>): DataTableColumn<Organization>[] {
  return [
    { id: 'name', header: t('list.name'), accessorKey: 'name', cell: ({ row }) => <span className="font-semibold">{row.original.name}</span> },
    { id: 'reseller', header: t('list.reseller'), accessorFn: (o) => o.reseller_name ?? '', cell: ({ row }) => row.original.reseller_name ?? '—', meta: { wide: true } },
    {
      id: 'promotions', header: t('list.promotions'), accessorKey: 'promotions_count', enableSorting: false,
      cell: ({ row }) => (
        <Link href={`/promotions?org_id=${row.original.id}`} className="font-semibold text-brand-strong">
          {t.rich('list.promotionsLink', { count: row.original.promotions_count, name: row.original.name, sr: srOnly })}
        </Link>
      ),
    },
    {
      id: 'actions', header: () => <span className="sr-only">{t('list.actions')}</span>, enableSorting: false,
      cell: ({ row }) => (
        <div className="flex justify-end gap-2">
          <Button asChild variant="ghost" size="sm"><Link href={`/organization/${row.original.id}`}>{t.rich('list.view', { name: row.original.name, sr: srOnly })}</Link></Button>
          <Button asChild variant="secondary" size="sm"><Link href={`/organization/${row.original.id}/edit`}>{t.rich('list.edit', { name: row.original.name, sr: srOnly })}</Link></Button>
        </div>
      ),
    },
  ];
}

export function OrganizationsTable() {
  const t = useTranslations('admin-organizations');
  const columns = useMemo(() => columnsOf(t), [t]);
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const resellerParam = Number(params.get('reseller_id'));
  const resellerId = Number.isInteger(resellerParam) && resellerParam > 0 ? resellerParam : undefined;
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const isMaster = useCurrentUser().data?.role === 'Master';
  const resellers = useAllResellers(isMaster);
  const list = useOrganizations({ resellerId, page, q });

  const setReseller = (value: string) => {
    setPage(1);
    router.replace(value ? `${pathname}?reseller_id=${value}` : pathname);
  };
  const newHref = resellerId ? `/organization/new/create?reseller_id=${resellerId}` : '/organization/new/create';

  return (
    <AdminPage title={t('list.title')} intro={t('list.intro')}
      actions={<Button asChild><Link href={newHref}>{t('list.newOrganization')}</Link></Button>}>
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor="org-search">{t('list.searchByName')}</Label>
          <Input id="org-search" type="search" value={q} onChange={(e) => { setQ(e.target.value); setPage(1); }} className="w-64 max-w-full" />
        </div>
        {isMaster ? (
          <div className="flex flex-col gap-1">
            <Label htmlFor="org-reseller">{t('list.reseller')}</Label>
            <Select id="org-reseller" value={resellerId ? String(resellerId) : ''} onChange={(e) => setReseller(e.target.value)} className="w-64 max-w-full">
              <option value="">{t('list.allResellers')}</option>
              {(resellers.data ?? []).map((r) => <option key={r.id} value={r.id}>{r.name}</option>)}
            </Select>
          </div>
        ) : null}
      </div>
      {list.isPending ? <LoadingBlock label={t('list.loading')} />
        : list.isError ? <LoadError title={M.listFailed} error={list.error} onRetry={() => void list.refetch()} />
        : list.data.data.length === 0 ? <EmptyState title={t('list.empty')} />
        : (
          <DataTable caption={t('list.title')} columns={columns} data={list.data.data} getRowId={(o) => String(o.id)} pagerLabel={t('list.pagerLabel')}
            pageSize={ORGANIZATIONS_PAGE_SIZE} paging={{ page, total: list.data.meta.total_records, onPage: setPage, busy: list.isFetching }} />
        )}
    </AdminPage>
  );
}
