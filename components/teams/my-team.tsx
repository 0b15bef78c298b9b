'use client';
// /artprize/myteam and /myteam/week/:week: the caller's team — name (its leader edits it), Official or Pending, total
// and average points, the members' contributions, the week's activity, the team conversation, and for the leader the
// invitations, requests and the delete. Live: an accepted invitation or request, or a team_* notification, refetches.
import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/i18n/use-format';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { MessageCircle, Trash2 } from '@/components/ui/icons';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import { useRealtime, useRealtimeEvent } from '@/lib/realtime/use-realtime';
import { teamChannel } from '@/lib/realtime-channels';
import { useConversations } from '@/lib/query/messages';
import { refreshTeams, useDeleteTeam, useTeam } from '@/lib/query/teams';
import { ApiError } from '@/lib/api-client';
import type { Team } from '@/lib/teams/types';
import { TeamName } from './team-name';
import { TeamStatusBadge } from './team-status-badge';
import { TeamMembers } from './team-members';
import { TeamInvites } from './team-invites';
import { TeamWeekActivity } from './team-week-activity';
import { TeamStanding } from './team-standing';
import { teamErrors } from './team-errors';

export interface MyTeamProps {
  teamId: number;
  userId: number;
  week: number;
  weeks: number;
  currentWeek: number;
  teamSizeMin: number;
  /** Teams are formed, left and deleted only during enrollment. */
  enrolling: boolean;
  teamSizeMax: number;
  pointLabel: string;
}

export function MyTeam({ teamId, userId, week, weeks, currentWeek, teamSizeMin, teamSizeMax, enrolling, pointLabel }: MyTeamProps) {
  const t = useTranslations('teams');
  const router = useRouter();
  const queryClient = useQueryClient();
  const team = useTeam(teamId);
  const live = () => refreshTeams(queryClient);
  // The team's channel hears every member's acceptance; the user's own channel the rest.
  useRealtime({ channels: [teamChannel(teamId)] });
  useRealtimeEvent('TeamInviteAccepted', live);
  useRealtimeEvent('UserTeamRequestAccepted', live);
  useRealtimeEvent('notificationPublished', (notification) => {
    if (notification.key.includes('team_')) live();
  });

  // Removed from the team, or the team is gone: the page's guard decides where to go now.
  const gone = (team.error instanceof ApiError && team.error.status === 404) || (team.data && !team.data.team_members?.some((m) => m.user_id === userId));
  useEffect(() => {
    if (gone) router.refresh();
  }, [gone, router]);

  if (team.isPending) return <LoadingBlock label={t('loadingTeam')} large />;
  if (team.isError) return <LoadError title={t('teamNotFound')} error={team.error} onRetry={() => void team.refetch()} />;
  const data = team.data;
  return (
    <div className="flex flex-col gap-8">
      <TeamSummary team={data} teamSizeMin={teamSizeMin} teamSizeMax={teamSizeMax} pointLabel={pointLabel} />
      <TeamMembers team={data} userId={userId} pointLabel={pointLabel} canLeave={enrolling} />
      <TeamStanding team={data} pointLabel={pointLabel} />
      <TeamWeekActivity teamId={teamId} week={week} weeks={weeks} currentWeek={currentWeek} pointLabel={pointLabel} />
      {data.is_leader ? <TeamInvites team={data} /> : null}
      {data.is_leader && enrolling ? <DeleteTeam team={data} /> : null}
    </div>
  );
}

function TeamSummary({ team, teamSizeMin, teamSizeMax, pointLabel }: { team: Team; teamSizeMin: number; teamSizeMax: number; pointLabel: string }) {
  const t = useTranslations('teams');
  const format = useFormat();
  const conversation = useTeamConversation(team.id);
  return (
    <section aria-label={t('summaryLabel')} className="flex flex-col gap-5 rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-7">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 grow flex-col gap-2">
          <TeamName team={team} canEdit={team.is_leader} />
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
            <TeamStatusBadge status={team.status} />
            <span>{t('membersOfMax', { count: team.member_count, max: teamSizeMax })}</span>
            {team.leader ? <span>{t('ledBy', { name: team.leader.full_name })}</span> : null}
          </p>
        </div>
        {conversation ? (
          <Button asChild variant="secondary">
            <Link href={`/messages?conversation=${conversation}`}>
              <MessageCircle className="size-5" aria-hidden="true" />
              {t('teamConversation')}
            </Link>
          </Button>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-brand-soft p-4 hc:border hc:border-line">
          <dt className="text-sm font-semibold text-brand-strong">{t('totalPoints', { pointLabel })}</dt>
          <dd className="text-3xl font-bold text-ink tabular-nums">{format.number(team.total_points)}</dd>
        </div>
        <div className="rounded-2xl bg-accent-soft p-4 hc:border hc:border-line">
          <dt className="text-sm font-semibold text-accent">{t('averagePerMember')}</dt>
          <dd className="text-3xl font-bold text-ink tabular-nums">{format.number(team.avg_points, { maximumFractionDigits: 1 })}</dd>
        </div>
      </dl>
      {team.status === 0 ? (
        <p className="text-sm text-ink-muted">{t('officialAt', { min: teamSizeMin })}</p>
      ) : null}
    </section>
  );
}

/** The team's conversation (type 't', conversation_type_id = team id) from the caller's conversations, if any. */
function useTeamConversation(teamId: number): number | null {
  const conversations = useConversations();
  return conversations.data?.find((c) => c.conversation_type === 't' && c.conversation_type_id === teamId)?.id ?? null;
}

function DeleteTeam({ team }: { team: Team }) {
  const t = useTranslations('teams');
  const router = useRouter();
  const confirm = useConfirm();
  const { errorToast } = useToast();
  const remove = useDeleteTeam(team.id);
  const run = async () => {
    const ok = await confirm({ title: t('deleteTitle', { team: team.name }), body: t('deleteBody'), confirmLabel: t('deleteTeam'), tone: 'danger' });
    if (!ok) return;
    try {
      await remove.mutateAsync();
      router.refresh();
    } catch (error) {
      errorToast(teamErrors(error, t)[0]);
    }
  };
  return (
    <section aria-labelledby="team-danger-title" className="flex flex-wrap items-center justify-between gap-3 rounded-3xl border border-danger/30 p-5">
      <div>
        <h2 id="team-danger-title" className="text-h3 text-ink">
          {t('deleteHeading')}
        </h2>
        <p className="text-sm text-ink-muted">{t('deleteOnlyYou')}</p>
      </div>
      <Button variant="danger" onClick={() => void run()} loading={remove.isPending}>
        <Trash2 className="size-4" aria-hidden="true" />
        {t('deleteTeam')}
      </Button>
    </section>
  );
}
