'use client';
// /promotion/{id}/badges: the badges in force, marked "Default" (the default promotion's; saving one makes this
// promotion's copy) or "Customized" (this promotion's copy of a default; reset brings the default back).
import Link from 'next/link';
import type { AdminBadge } from '@/lib/program-design/types';
import { Badge, buttonClasses, DataTable, type DataTableColumn } from '@/components/ui';
import { badgeCategoryLabel } from './badge-labels';

const columnsFor = (promotionId: number): DataTableColumn<AdminBadge>[] => [
  {
    id: 'badge', header: 'Badge', accessorKey: 'name',
    cell: ({ row: { original: b } }) => (
      <div className="flex flex-wrap items-center gap-3">
        {b.image.url ? <img src={b.image.url} alt="" className="size-10 rounded-full border border-line object-cover" /> : <span aria-hidden="true" className="size-10 rounded-full bg-surface-muted" />}
        <span className="font-semibold text-ink">{b.name}</span>
        {b.is_default ? <Badge tone="neutral">Default</Badge> : null}
        {b.is_override ? <Badge tone="accent">Customized</Badge> : null}
      </div>
    ),
  },
  { id: 'category', header: 'Category', accessorFn: (b) => badgeCategoryLabel(b.category), meta: { wide: true } },
  { id: 'goal', header: 'Goal', accessorKey: 'goal', cell: ({ row: { original: b } }) => `${b.goal}${b.goal2 ? ` / ${b.goal2}` : ''}` },
  { id: 'shown', header: 'Shown', accessorFn: (b) => (b.hide_until_earned ? 'Once earned' : 'Always'), meta: { wide: true } },
  {
    id: 'actions', header: () => <span className="sr-only">Actions</span>, enableSorting: false,
    cell: ({ row: { original: b } }) => (
      <div className="flex justify-end">
        <Link href={`/promotion/${promotionId}/badges/${b.id}/edit`} className={buttonClasses('secondary', 'sm')} aria-label={`Edit ${b.name}`}>Edit</Link>
      </div>
    ),
  },
];

export function BadgesTable({ promotionId, badges }: { promotionId: number; badges: AdminBadge[] }) {
  if (badges.length === 0) return <p className="rounded-2xl border border-dashed border-line p-6 text-ink-muted">No badges yet. Add the first one.</p>;
  return <DataTable caption="Badges" columns={columnsFor(promotionId)} data={badges} getRowId={(b) => String(b.id)} pagerLabel="Badge pages" />;
}
