'use client';
// The members and what each contributed, as bars against the top contributor (people look rather than read; the
// numbers stand beside each bar). The leader can hand the lead to another member and, while the team enrolls, remove
// one; a member can leave. Each asks first. A member's points go with them (docs/teams.md: total = Σ contributed).
import { useRouter } from 'next/navigation';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LogOut, UserMinus } from '@/components/ui/icons';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import { UserPopupTrigger } from '@/components/users/user-popup';
import { useLeaveTeam, useUpdateTeam } from '@/lib/query/teams';
import type { Team, TeamMember } from '@/lib/teams/types';
import { personInitials } from './team-avatars';
import { teamErrors } from './ui-messages';

export function TeamMembers({ team, userId, pointLabel, canLeave }: { team: Team; userId: number; pointLabel: string; canLeave: boolean }) {
  const members = [...(team.team_members ?? [])].sort((a, b) => b.contributed - a.contributed || a.user.full_name.localeCompare(b.user.full_name));
  const top = Math.max(1, ...members.map((m) => m.contributed));
  return (
    <section aria-labelledby="team-members-title" className="flex flex-col gap-3">
      <h2 id="team-members-title" className="text-h3 text-ink">
        Members and contributions
      </h2>
      <ul className="flex flex-col gap-2">
        {members.map((member) => (
          <MemberRow key={member.user_id} member={member} team={team} userId={userId} share={member.contributed / top} pointLabel={pointLabel} canLeave={canLeave} />
        ))}
      </ul>
    </section>
  );
}

function MemberRow({ member, team, userId, share, pointLabel, canLeave }: { member: TeamMember; team: Team; userId: number; share: number; pointLabel: string; canLeave: boolean }) {
  const router = useRouter();
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const update = useUpdateTeam(team.id);
  const leave = useLeaveTeam(team.id);
  const me = member.user_id === userId;
  const name = member.user.full_name || 'Unknown user';

  const makeLeader = async () => {
    const ok = await confirm({ title: `Make ${name} the team leader?`, body: 'They will invite, answer requests, edit and delete the team. You stay on the team.', confirmLabel: 'Change leader' });
    if (!ok) return;
    try {
      await update.mutateAsync({ leader_id: member.user_id });
      toast(`${name} now leads the team.`);
      router.refresh();
    } catch (error) {
      errorToast(teamErrors(error)[0]);
    }
  };
  const leaveTeam = async () => {
    const ok = await confirm({ title: `Leave ${team.name}?`, body: 'The points you earned for the team leave with you. You can join or create another team while enrollment is open.', confirmLabel: 'Leave team', tone: 'danger' });
    if (!ok) return;
    try {
      await leave.mutateAsync(userId);
      router.push('/artprize/myteam');
      router.refresh();
    } catch (error) {
      errorToast(teamErrors(error)[0]);
    }
  };

  const removeMember = async () => {
    const ok = await confirm({ title: `Remove ${name} from ${team.name}?`, body: 'The points they earned for the team leave with them. They can join another team while enrollment is open.', confirmLabel: 'Remove', tone: 'danger' });
    if (!ok) return;
    try {
      await leave.mutateAsync(member.user_id);
      toast(`${name} is no longer on the team.`);
    } catch (error) {
      errorToast(teamErrors(error)[0]);
    }
  };

  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 shadow-card">
      <Avatar src={member.user.image.url} initials={personInitials(member.user)} className="size-11" />
      <div className="flex min-w-0 grow basis-52 flex-col gap-1.5">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          {me ? (
            <span className="[overflow-wrap:anywhere]">{name} (you)</span>
          ) : (
            <UserPopupTrigger userId={member.user_id} name={name}>
              {name}
            </UserPopupTrigger>
          )}
          {member.is_leader ? <Badge tone="brand">Leader</Badge> : null}
        </p>
        <div className="flex items-center gap-3">
          <div className="h-3 grow overflow-hidden rounded-full bg-surface-muted hc:border hc:border-line" aria-hidden="true">
            <div className="h-full rounded-full bg-brand" style={{ width: `${Math.round(share * 100)}%` }} />
          </div>
          <span className="w-28 shrink-0 text-right text-sm font-semibold text-ink tabular-nums">
            {member.contributed.toLocaleString()} {pointLabel}
          </span>
        </div>
      </div>
      <div className="flex w-full flex-wrap justify-end gap-2 sm:w-auto">
        {team.is_leader && !member.is_leader ? (
          <Button size="sm" variant="secondary" onClick={() => void makeLeader()} loading={update.isPending} aria-label={`Make ${name} team leader`}>
            Make leader
          </Button>
        ) : null}
        {team.is_leader && !member.is_leader && canLeave ? (
          <Button size="sm" variant="ghost" onClick={() => void removeMember()} loading={leave.isPending} aria-label={`Remove ${name} from the team`}>
            <UserMinus className="size-4" aria-hidden="true" />
            Remove
          </Button>
        ) : null}
        {me && !member.is_leader && canLeave ? (
          <Button size="sm" variant="secondary" onClick={() => void leaveTeam()} loading={leave.isPending}>
            <LogOut className="size-4" aria-hidden="true" />
            Leave team
          </Button>
        ) : null}
      </div>
    </li>
  );
}
