'use client';
// The Teams tab: the current competition's teams (deleted ones on request), with status changes, undelete and a link
// to each team's edit page (name, leader, members and invites). The server applies the teams module's rules.
import { useState } from 'react';
import Link from 'next/link';
import { Badge, Checkbox, EmptyState, Label, Select } from '@/components/ui';
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

  return (
    <div className="flex flex-col gap-4" aria-busy={busy || undefined}>
      <div className="flex items-center gap-2">
        <Checkbox id="teams-deleted" checked={withDeleted} onCheckedChange={(c) => void load(c === true)} />
        <Label htmlFor="teams-deleted">Include deleted teams</Label>
      </div>
      {teams.length === 0 ? <EmptyState title="No teams yet." /> : (
        <div className="overflow-x-auto rounded-2xl border border-line bg-surface shadow-card">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">Teams</caption>
            <thead className="bg-surface-muted text-left text-xs uppercase text-ink-muted">
              <tr>
                <th scope="col" className="px-3 py-2">Team</th><th scope="col" className="px-3 py-2">Leader</th>
                <th scope="col" className="px-3 py-2 text-right">Members</th><th scope="col" className="px-3 py-2 text-right">Points</th>
                <th scope="col" className="px-3 py-2 text-right">Average</th><th scope="col" className="px-3 py-2">Status</th><th scope="col" className="px-3 py-2">Actions</th>
              </tr>
            </thead>
            <tbody>
              {teams.map((t) => (
                <tr key={t.id} className="border-t border-line">
                  <td className="px-3 py-2 font-semibold text-ink">{t.name}</td>
                  <td className="px-3 py-2">{t.leader?.name ?? '—'}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{t.member_count}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{t.total_points.toLocaleString('en-US')}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{t.avg_points}</td>
                  <td className="px-3 py-2">
                    {t.status === 2 ? <Badge tone="neutral">Deleted</Badge> : (
                      <Select aria-label={`Status of ${t.name}`} value={t.status} onChange={(e) => void setStatus(t, Number(e.target.value))} className="min-w-28">
                        <option value={0}>Pending</option><option value={1}>Official</option><option value={2}>Deleted</option>
                      </Select>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap gap-2">
                      <Link href={`/coordinator/dashboard/teams/${t.id}/edit${promotionQuery}`} className="font-semibold">Edit<span className="sr-only"> {t.name}</span></Link>
                      {t.status === 2 ? <button type="button" className="font-semibold text-brand hover:underline" onClick={() => void setStatus(t, 0)}>Undelete<span className="sr-only"> {t.name}</span></button> : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
