'use client';
// The members and what each contributed, as bars against the top contributor (people look rather than read; the
// numbers stand beside each bar). The leader can hand the lead to another member and, while the team enrolls, remove
// one; a member can leave. Each asks first. A member's points go with them (docs/teams.md: total = Σ contributed).
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/i18n/use-format';
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
import { teamErrors } from './team-errors';

export function TeamMembers({ team, userId, pointLabel, canLeave }: { team: Team; userId: number; pointLabel: string; canLeave: boolean }) {
  const t = useTranslations('teams');
  const members = [...(team.team_members ?? [])].sort((a, b) => b.contributed - a.contributed || a.user.full_name.localeCompare(b.user.full_name));
  const top = Math.max(1, ...members.map((m) => m.contributed));
  return (
    <section aria-labelledby="team-members-title" className="flex flex-col gap-3">
      <h2 id="team-members-title" className="text-h3 text-ink">
        {t('membersTitle')}
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
  const t = useTranslations('teams');
  const format = useFormat();
  const router = useRouter();
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const update = useUpdateTeam(team.id);
  const leave = useLeaveTeam(team.id);
  const me = member.user_id === userId;
  const name = member.user.full_name || t('unknownUser');

  const makeLeader = async () => {
    const ok = await confirm({ title: t('makeLeaderTitle', { name }), body: t('makeLeaderBody'), confirmLabel: t('changeLeader') });
    if (!ok) return;
    try {
      await update.mutateAsync({ leader_id: member.user_id });
      toast(t('nowLeads', { name }));
      router.refresh();
    } catch (error) {
      errorToast(teamErrors(error, t)[0]);
    }
  };
  const leaveTeam = async () => {
    const ok = await confirm({ title: t('leaveTitle', { team: team.name }), body: t('leaveBody'), confirmLabel: t('leaveTeam'), tone: 'danger' });
    if (!ok) return;
    try {
      await leave.mutateAsync(userId);
      router.push('/artprize/myteam');
      router.refresh();
    } catch (error) {
      errorToast(teamErrors(error, t)[0]);
    }
  };

  const removeMember = async () => {
    const ok = await confirm({ title: t('removeTitle', { name, team: team.name }), body: t('removeBody'), confirmLabel: t('remove'), tone: 'danger' });
    if (!ok) return;
    try {
      await leave.mutateAsync(member.user_id);
      toast(t('noLongerOnTeam', { name }));
    } catch (error) {
      errorToast(teamErrors(error, t)[0]);
    }
  };

  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 shadow-card">
      <Avatar src={member.user.image.url} initials={personInitials(member.user)} className="size-11" />
      <div className="flex min-w-0 grow basis-52 flex-col gap-1.5">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          {me ? (
            <span className="[overflow-wrap:anywhere]">{t('nameYou', { name })}</span>
          ) : (
            <UserPopupTrigger userId={member.user_id} name={name}>
              {name}
            </UserPopupTrigger>
          )}
          {member.is_leader ? <Badge tone="brand">{t('leader')}</Badge> : null}
        </p>
        <div className="flex items-center gap-3">
          <div className="h-3 grow overflow-hidden rounded-full bg-surface-muted hc:border hc:border-line" aria-hidden="true">
            <div className="h-full rounded-full bg-brand" style={{ width: `${Math.round(share * 100)}%` }} />
          </div>
          <span className="w-28 shrink-0 text-end text-sm font-semibold text-ink tabular-nums">
            {t('pointsValue', { points: format.number(member.contributed), pointLabel })}
          </span>
        </div>
      </div>
      <div className="flex w-full flex-wrap justify-end gap-2 sm:w-auto">
        {team.is_leader && !member.is_leader ? (
          <Button size="sm" variant="secondary" onClick={() => void makeLeader()} loading={update.isPending} aria-label={t('makeLeaderLabel', { name })}>
            {t('makeLeader')}
          </Button>
        ) : null}
        {team.is_leader && !member.is_leader && canLeave ? (
          <Button size="sm" variant="ghost" onClick={() => void removeMember()} loading={leave.isPending} aria-label={t('removeFromTeamLabel', { name })}>
            <UserMinus className="size-4" aria-hidden="true" />
            {t('remove')}
          </Button>
        ) : null}
        {me && !member.is_leader && canLeave ? (
          <Button size="sm" variant="secondary" onClick={() => void leaveTeam()} loading={leave.isPending}>
            <LogOut className="size-4" aria-hidden="true" />
            {t('leaveTeam')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
