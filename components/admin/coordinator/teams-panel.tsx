'use client';
// The Teams tab: the current competition's teams (deleted ones on request), with status changes, undelete and a link
// to each team's edit page (name, leader, members and invites). The server applies the teams module's rules.
import { useState } from 'react';
import Link from 'next/link';
import { Badge, Checkbox, DataTable, EmptyState, Label, Select, type DataTableColumn } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { api, errorMessagesOf } from '@/lib/api-client';
import type { AdminTeam } from '@/lib/coordinator/types';
import type { ListResponse } from '@/lib/list-response';

export const TEAM_STATUS_LABELS: Record<number, string> = { 0: 'Pending', 1: 'Official', 2: 'Deleted' };

export function TeamsPanel({ promotionId, promotionQuery, initial }: { promotionId: number; promotionQuery: string; initial: AdminTeam[] }) {
  const [teams, setTeams] = useState(initial);
  const [withDeleted, setWithDeleted] = useState(false);
  const [busy, setBusy] = useState(false);
  const { toast, errorToast } = useToast();

  const load = async (incDeleted: boolean) => {
    setWithDeleted(incDeleted);
    setBusy(true);
    try {
      setTeams((await api.get<ListResponse<AdminTeam>>(`/promotions/${promotionId}/teams`, { query: { inc_deleted: incDeleted } })).data);
    } catch (error) {
      errorToast(errorMessagesOf(error)[0]);
    } finally {
      setBusy(false);
    }
  };

  const setStatus = async (team: AdminTeam, status: number) => {
    try {
      const next = await api.put<AdminTeam>(`/promotions/${promotionId}/teams/${team.id}`, { status });
      setTeams((list) => (next.status === 2 && !withDeleted ? list.filter((t) => t.id !== team.id) : list.map((t) => (t.id === team.id ? next : t))));
      toast(team.status === 2 ? `${team.name} was undeleted.` : `${team.name} is now ${TEAM_STATUS_LABELS[next.status]?.toLowerCase()}.`);
    } catch (error) {
      errorToast(errorMessagesOf(error)[0]);
    }
  };

  const columns: DataTableColumn<AdminTeam>[] = [
    { id: 'team', header: 'Team', cell: ({ row }) => <span className="font-semibold text-ink">{row.original.name}</span> },
    { id: 'leader', header: 'Leader', cell: ({ row }) => row.original.leader?.name ?? '—' },
    { id: 'members', header: 'Members', cell: ({ row }) => row.original.member_count, meta: { numeric: true } },
    { id: 'points', header: 'Points', cell: ({ row }) => row.original.total_points.toLocaleString('en-US'), meta: { numeric: true } },
    { id: 'average', header: 'Average', cell: ({ row }) => row.original.avg_points, meta: { numeric: true } },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row: { original: t } }) =>
        t.status === 2 ? <Badge tone="neutral">Deleted</Badge> : (
          <Select aria-label={`Status of ${t.name}`} value={t.status} onChange={(e) => void setStatus(t, Number(e.target.value))} className="min-w-28">
            <option value={0}>Pending</option><option value={1}>Official</option><option value={2}>Deleted</option>
          </Select>
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row: { original: t } }) => (
        <div className="flex flex-wrap gap-2">
          <Link href={`/coordinator/dashboard/teams/${t.id}/edit${promotionQuery}`} className="font-semibold">Edit<span className="sr-only"> {t.name}</span></Link>
          {t.status === 2 ? <button type="button" className="font-semibold text-brand hover:underline" onClick={() => void setStatus(t, 0)}>Undelete<span className="sr-only"> {t.name}</span></button> : null}
        </div>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4" aria-busy={busy || undefined}>
      <div className="flex items-center gap-2">
        <Checkbox id="teams-deleted" checked={withDeleted} onCheckedChange={(c) => void load(c === true)} />
        <Label htmlFor="teams-deleted">Include deleted teams</Label>
      </div>
      {teams.length === 0 ? <EmptyState title="No teams yet." /> : (
        <DataTable caption="Teams" columns={columns} data={teams} getRowId={(t) => String(t.id)} pagerLabel="Team pages" className="text-sm" />
      )}
    </div>
  );
}
