'use client';
// /artprize/join: the caller's invitations first, then the competition's teams 20 at a time ('Show more'), fewest
// members first, searchable by name 300 ms after typing stops. Each team: status, members / size max, the members'
// pictures, and 'Request to join' — disabled when the team is full or already asked; an open request can be withdrawn.
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchInput } from '@/components/ui/search-input';
import { Label } from '@/components/ui/label';
import { Users } from '@/components/ui/icons';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { useToast } from '@/components/feedback/toaster';
import { useDebounced } from '@/lib/use-debounced';
import { TEAM_MEMBER_SEARCH_DEBOUNCE_MS } from '@/lib/teams/constants';
import { useRealtimeEvent } from '@/lib/realtime/use-realtime';
import { refreshTeams, useJoinableTeams, useMyInvites, useRequestToJoin, useWithdrawMyRequest } from '@/lib/query/teams';
import type { Team, TeamInvite } from '@/lib/teams/types';
import { MyInvitations } from './my-invitations';
import { TeamAvatars } from './team-avatars';
import { TeamStatusBadge } from './team-status-badge';
import { teamErrors } from './team-errors';

export function JoinTeams({ userId, competitionId, teamSizeMax }: { userId: number; competitionId: number; teamSizeMax: number }) {
  const t = useTranslations('teams');
  const searchId = useId();
  const router = useRouter();
  const queryClient = useQueryClient();
  // A leader accepted the caller's request: they are on a team now.
  useRealtimeEvent('UserTeamRequestAccepted', () => {
    refreshTeams(queryClient);
    router.push('/artprize/myteam');
    router.refresh();
  });
  // A new invitation or an answer arrives as a team_* notification.
  useRealtimeEvent('notificationPublished', (notification) => {
    if (notification.key.includes('team_')) refreshTeams(queryClient);
  });
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), TEAM_MEMBER_SEARCH_DEBOUNCE_MS);
  const teams = useJoinableTeams(competitionId, query);
  const requests = useMyInvites(userId, 'requested');
  const invitations = useMyInvites(userId, 'invited');
  const invitedTeams = new Set((invitations.data ?? []).filter((i) => i.status === 'U').map((i) => i.team_id));
  const rows = teams.data?.pages.flatMap((page) => page.data) ?? [];
  const total = teams.data?.pages[0]?.meta.total_records ?? 0;
  const sizeMax = teams.data?.pages[0]?.meta.team_size_max ?? teamSizeMax;
  const openRequests = new Map((requests.data ?? []).filter((r) => r.status === 'U').map((r) => [r.team_id, r]));

  return (
    <div className="flex flex-col gap-6">
      <MyInvitations userId={userId} />
      <section aria-labelledby="join-title" className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="join-title" className="text-h2 text-ink">
            {t('joinTitle')}
          </h2>
          <div role="search" className="sm:w-72">
            <Label htmlFor={searchId} className="sr-only">
              {t('searchTeams')}
            </Label>
            <SearchInput id={searchId} value={text} onChange={(e) => setText(e.target.value)} placeholder={t('searchTeams')} autoComplete="off" />
          </div>
        </div>
        {requests.isError ? <LoadError title={t('userRequestsNotFound')} error={requests.error} onRetry={() => void requests.refetch()} /> : null}
        {teams.isPending ? (
          <LoadingBlock label={t('loadingTeams')} />
        ) : teams.isError ? (
          <LoadError title={t('teamsNotFound')} error={teams.error} onRetry={() => void teams.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState icon={Users} title={query ? t('noTeamMatch', { query }) : t('noTeams')}>
            <p>{query ? t('tryAnother') : t('beFirst')}</p>
          </EmptyState>
        ) : (
          <>
            <p className="text-sm text-ink-muted" aria-live="polite">
              {t('showingTeams', { shown: rows.length, total })}
            </p>
            <ul className="grid gap-3 md:grid-cols-2">
              {rows.map((team) => (
                <TeamCard key={team.id} team={team} sizeMax={sizeMax} userId={userId} request={openRequests.get(team.id)} invited={invitedTeams.has(team.id)} />
              ))}
            </ul>
            {teams.hasNextPage ? (
              <div className="flex justify-center">
                <Button variant="secondary" onClick={() => void teams.fetchNextPage()} loading={teams.isFetchingNextPage}>
                  {t('showMore')}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}

function TeamCard({ team, sizeMax, userId, request, invited }: { team: Team; sizeMax: number; userId: number; request: TeamInvite | undefined; invited: boolean }) {
  const t = useTranslations('teams');
  const { toast, errorToast } = useToast();
  const ask = useRequestToJoin(userId);
  const withdraw = useWithdrawMyRequest(userId);
  const members = (team.team_members ?? []).map((m) => m.user);
  const titleId = `team-${team.id}-name`;

  const send = async () => {
    try {
      await ask.mutateAsync(team.id);
      toast(t('sent'));
    } catch (error) {
      errorToast(teamErrors(error, t)[0]);
    }
  };
  const cancel = async () => {
    if (!request) return;
    try {
      await withdraw.mutateAsync(request.id);
    } catch (error) {
      errorToast(teamErrors(error, t)[0]);
    }
  };

  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 text-h3 text-ink [overflow-wrap:anywhere]">
          {team.name}
        </h3>
        <TeamStatusBadge status={team.status} />
      </div>
      <p className="text-sm text-ink">
        {t.rich(team.is_full ? 'cardMembersFull' : 'cardMembers', {
          count: team.member_count,
          max: sizeMax,
          b: (chunks) => <span className="font-semibold">{chunks}</span>,
        })}
      </p>
      <TeamAvatars people={members} />
      <div className="mt-auto flex flex-wrap items-center gap-2">
        {invited ? (
          <p className="text-sm font-semibold text-brand-strong">{t('invitedAnswerAbove')}</p>
        ) : request ? (
          <>
            <Button size="sm" disabled aria-label={t('requestSentLabel', { team: team.name })}>
              {t('requestSent')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => void cancel()} loading={withdraw.isPending} aria-label={t('withdrawRequestLabel', { team: team.name })}>
              {t('withdrawRequest')}
            </Button>
          </>
        ) : (
          <Button size="sm" onClick={() => void send()} loading={ask.isPending} disabled={team.is_full} aria-label={t('requestToJoinLabel', { team: team.name })}>
            {t('requestToJoin')}
          </Button>
        )}
      </div>
    </li>
  );
}
