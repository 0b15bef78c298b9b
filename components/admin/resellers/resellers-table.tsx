'use client';
// /resellers: every reseller with its organization and promotion counts; organizations link to the filtered table.
import { useState } from 'react';
import Link from 'next/link';
import { Button, DataTable, type DataTableColumn } from '@/components/ui';
import { EmptyState, LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { useResellers } from '@/lib/organizations/query';
import { RESELLER_MESSAGES as M, type Reseller } from '@/lib/resellers/types';
import { AdminPage } from '@/components/admin/shared/admin-page';

const columns: DataTableColumn<Reseller>[] = [
  { id: 'name', header: 'Name', accessorKey: 'name', cell: ({ row }) => <span className="font-semibold">{row.original.name}</span> },
  {
    id: 'organizations', header: 'Organizations', accessorKey: 'organizations_count', meta: { numeric: true },
    cell: ({ row }) => (
      <Link href={`/organizations?reseller_id=${row.original.id}`} className="font-semibold text-brand-strong">
        {row.original.organizations_count}<span className="sr-only"> organizations of {row.original.name}</span>
      </Link>
    ),
  },
  { id: 'promotions', header: 'Promotions', accessorKey: 'promotions_count', meta: { numeric: true } },
  {
    id: 'actions', header: () => <span className="sr-only">Actions</span>, enableSorting: false,
    cell: ({ row }) => (
      <div className="flex justify-end">
        <Button asChild variant="secondary" size="sm"><Link href={`/reseller/${row.original.id}/edit`}>Edit<span className="sr-only"> {row.original.name}</span></Link></Button>
      </div>
    ),
  },
];

export function ResellersTable() {
  const [page, setPage] = useState(1);
  const list = useResellers(page);
  return (
    <AdminPage title="Resellers" intro="Resellers sell the product to organizations; each sees only its own organizations and their promotions."
      actions={<Button asChild><Link href="/reseller/new/create">New reseller</Link></Button>}>
      {list.isPending ? <LoadingBlock label="Loading resellers" />
        : list.isError ? <LoadError title={M.listFailed} error={list.error} onRetry={() => void list.refetch()} />
        : list.data.data.length === 0 ? <EmptyState title="No resellers yet" />
        : <DataTable caption="Resellers" columns={columns} data={list.data.data} getRowId={(r) => String(r.id)} pagerLabel="Reseller pages"
            paging={{ page, total: list.data.meta.total_records, onPage: setPage, busy: list.isFetching }} />}
    </AdminPage>
  );
}
