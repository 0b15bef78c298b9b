'use client';
// The Teams tab: the current competition's teams (deleted ones on request), with status changes, undelete and a link
// to each team's edit page (name, leader, members and invites). The server applies the teams module's rules.
import { useState, type ReactNode } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Badge, Checkbox, DataTable, EmptyState, Label, Select, type DataTableColumn } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { api, errorMessagesOf } from '@/lib/api-client';
import type { AdminTeam } from '@/lib/coordinator/types';
import type { ListResponse } from '@/lib/list-response';
import { useFormat } from '@/lib/i18n/use-format';

/** A team's status (0, 1, 2) as a key of the catalog's teams.status.* */
export const TEAM_STATUS_KEYS = { 0: 'pending', 1: 'official', 2: 'deleted' } as const;
export const teamStatusKey = (status: number) => TEAM_STATUS_KEYS[status as keyof typeof TEAM_STATUS_KEYS] ?? 'deleted';

export function TeamsPanel({ promotionId, promotionQuery, initial }: { promotionId: number; promotionQuery: string; initial: AdminTeam[] }) {
  const [teams, setTeams] = useState(initial);
  const [withDeleted, setWithDeleted] = useState(false);
  const [busy, setBusy] = useState(false);
  const { toast, errorToast } = useToast();
  const t = useTranslations('admin-coordinator.teams');
  const format = useFormat();

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
      toast(team.status === 2 ? t('undeleted', { name: team.name }) : t('statusChanged', { name: team.name, status: teamStatusKey(next.status) }));
    } catch (error) {
      errorToast(errorMessagesOf(error)[0]);
    }
  };

  const sr = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;
  const columns: DataTableColumn<AdminTeam>[] = [
    { id: 'team', header: t('team'), cell: ({ row }) => <span className="font-semibold text-ink">{row.original.name}</span> },
    { id: 'leader', header: t('leader'), cell: ({ row }) => row.original.leader?.name ?? '—' },
    { id: 'members', header: t('members'), cell: ({ row }) => row.original.member_count, meta: { numeric: true } },
    { id: 'points', header: t('points'), cell: ({ row }) => format.number(row.original.total_points), meta: { numeric: true } },
    { id: 'average', header: t('average'), cell: ({ row }) => row.original.avg_points, meta: { numeric: true } },
    {
      id: 'status',
      header: t('status'),
      cell: ({ row: { original: team } }) =>
        team.status === 2 ? <Badge tone="neutral">{t('statusName.deleted')}</Badge> : (
          <Select aria-label={t('statusOf', { name: team.name })} value={team.status} onChange={(e) => void setStatus(team, Number(e.target.value))} className="min-w-28">
            <option value={0}>{t('statusName.pending')}</option><option value={1}>{t('statusName.official')}</option><option value={2}>{t('statusName.deleted')}</option>
          </Select>
        ),
    },
    {
      id: 'actions',
      header: t('actions'),
      cell: ({ row: { original: team } }) => (
        <div className="flex flex-wrap gap-2">
          <Link href={`/coordinator/dashboard/teams/${team.id}/edit${promotionQuery}`} className="font-semibold">{t.rich('edit', { name: team.name, sr })}</Link>
          {team.status === 2 ? <button type="button" className="font-semibold text-brand hover:underline" onClick={() => void setStatus(team, 0)}>{t.rich('undelete', { name: team.name, sr })}</button> : null}
        </div>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4" aria-busy={busy || undefined}>
      <div className="flex items-center gap-2">
        <Checkbox id="teams-deleted" checked={withDeleted} onCheckedChange={(c) => void load(c === true)} />
        <Label htmlFor="teams-deleted">{t('includeDeleted')}</Label>
      </div>
      {teams.length === 0 ? <EmptyState title={t('empty')} /> : (
        <DataTable caption={t('caption')} columns={columns} data={teams} getRowId={(team) => String(team.id)} pagerLabel={t('pagerLabel')} className="text-sm" />
      )}
    </div>
  );
}
