'use client';
// /resellers: every reseller with its organization and promotion counts; organizations link to the filtered table.
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { Button, DataTable, type DataTableColumn } from '@/components/ui';
import { EmptyState, LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { useResellers } from '@/lib/organizations/query';
import type { Reseller } from '@/lib/resellers/types';
import { AdminPage } from '@/components/admin/shared/admin-page';

const srOnly = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

function columnsOf(t: ReturnType<typeof useTranslations<'admin-organizations'>>): DataTableColumn<Reseller>[] {
  return [
    { id: 'name', header: t('resellers.name'), accessorKey: 'name', cell: ({ row }) => <span className="font-semibold">{row.original.name}</span> },
    {
      id: 'organizations', header: t('resellers.organizations'), accessorKey: 'organizations_count', meta: { numeric: true },
      cell: ({ row }) => (
        <Link href={`/organizations?reseller_id=${row.original.id}`} className="font-semibold text-brand-strong">
          {t.rich('resellers.organizationsLink', { count: row.original.organizations_count, name: row.original.name, sr: srOnly })}
        </Link>
      ),
    },
    { id: 'promotions', header: t('resellers.promotions'), accessorKey: 'promotions_count', meta: { numeric: true } },
    {
      id: 'actions', header: () => <span className="sr-only">{t('resellers.actions')}</span>, enableSorting: false,
      cell: ({ row }) => (
        <div className="flex justify-end">
          <Button asChild variant="secondary" size="sm"><Link href={`/reseller/${row.original.id}/edit`}>{t.rich('resellers.edit', { name: row.original.name, sr: srOnly })}</Link></Button>
        </div>
      ),
    },
  ];
}

export function ResellersTable() {
  const t = useTranslations('admin-organizations');
  const columns = useMemo(() => columnsOf(t), [t]);
  const [page, setPage] = useState(1);
  const list = useResellers(page);
  return (
    <AdminPage title={t('resellers.title')} intro={t('resellers.intro')}
      actions={<Button asChild><Link href="/reseller/new/create">{t('resellers.newReseller')}</Link></Button>}>
      {list.isPending ? <LoadingBlock label={t('resellers.loading')} />
        : list.isError ? <LoadError title={t('resellers.listFailed')} error={list.error} onRetry={() => void list.refetch()} />
        : list.data.data.length === 0 ? <EmptyState title={t('resellers.empty')} />
        : <DataTable caption={t('resellers.title')} columns={columns} data={list.data.data} getRowId={(r) => String(r.id)} pagerLabel={t('resellers.pagerLabel')}
            paging={{ page, total: list.data.meta.total_records, onPage: setPage, busy: list.isFetching }} />}
    </AdminPage>
  );
}
