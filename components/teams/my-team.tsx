'use client';
// /artprize/myteam and /myteam/week/:week: the caller's team — name (its leader edits it), Official or Pending, total
// and average points, the members' contributions, the week's activity, the team conversation, and for the leader the
// invitations, requests and the delete. Live: an accepted invitation or request, or a team_* notification, refetches.
import { useEffect } from 'react';
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
import { TEAM_MESSAGES as M, teamErrors } from './ui-messages';

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

  if (team.isPending) return <LoadingBlock label="Loading your team" large />;
  if (team.isError) return <LoadError title={M.teamNotFound} error={team.error} onRetry={() => void team.refetch()} />;
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
  const conversation = useTeamConversation(team.id);
  return (
    <section aria-label="Team summary" className="flex flex-col gap-5 rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-7">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 grow flex-col gap-2">
          <TeamName team={team} canEdit={team.is_leader} />
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
            <TeamStatusBadge status={team.status} />
            <span>
              {team.member_count} / {teamSizeMax} members
            </span>
            {team.leader ? <span>Led by {team.leader.full_name}</span> : null}
          </p>
        </div>
        {conversation ? (
          <Button asChild variant="secondary">
            <Link href={`/messages?conversation=${conversation}`}>
              <MessageCircle className="size-5" aria-hidden="true" />
              Team conversation
            </Link>
          </Button>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-brand-soft p-4 hc:border hc:border-line">
          <dt className="text-sm font-semibold text-brand-strong">Total {pointLabel}</dt>
          <dd className="text-3xl font-bold text-ink tabular-nums">{team.total_points.toLocaleString()}</dd>
        </div>
        <div className="rounded-2xl bg-accent-soft p-4 hc:border hc:border-line">
          <dt className="text-sm font-semibold text-accent">Average per member</dt>
          <dd className="text-3xl font-bold text-ink tabular-nums">{team.avg_points.toLocaleString(undefined, { maximumFractionDigits: 1 })}</dd>
        </div>
      </dl>
      {team.status === 0 ? (
        <p className="text-sm text-ink-muted">The team becomes official once it has {teamSizeMin} members.</p>
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
  const router = useRouter();
  const confirm = useConfirm();
  const { errorToast } = useToast();
  const remove = useDeleteTeam(team.id);
  const run = async () => {
    const ok = await confirm({ title: `Delete ${team.name}?`, body: 'The team leaves the competition and its members are free to join another team. You can restore it while enrollment is open.', confirmLabel: 'Delete team', tone: 'danger' });
    if (!ok) return;
    try {
      await remove.mutateAsync();
      router.refresh();
    } catch (error) {
      errorToast(teamErrors(error)[0]);
    }
  };
  return (
    <section aria-labelledby="team-danger-title" className="flex flex-wrap items-center justify-between gap-3 rounded-3xl border border-danger/30 p-5">
      <div>
        <h2 id="team-danger-title" className="text-h3 text-ink">
          Delete the team
        </h2>
        <p className="text-sm text-ink-muted">Only you, as its leader, can do this.</p>
      </div>
      <Button variant="danger" onClick={() => void run()} loading={remove.isPending}>
        <Trash2 className="size-4" aria-hidden="true" />
        Delete team
      </Button>
    </section>
  );
}
