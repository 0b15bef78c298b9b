'use client';
// The leader's side of invitations: invite people, the invitations sent (pending ones can be resent — 'Request
// resent.' — or withdrawn; a withdraw that gets 404 counts as done), and the requests to join (Accept / Decline).
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { useToast } from '@/components/feedback/toaster';
import { useAnswerTeamInvite, useTeamInvites, useWithdrawTeamInvite } from '@/lib/query/teams';
import type { Team, TeamInvite } from '@/lib/teams/types';
import { InvitePeople } from './invite-people';
import { personInitials } from './team-avatars';
import { teamErrors } from './team-errors';

const inviteeName = (invite: TeamInvite, t: ReturnType<typeof useTranslations<'teams'>>) => invite.user?.full_name || invite.email || t('unknownUser');

export function TeamInvites({ team }: { team: Team }) {
  const t = useTranslations('teams');
  const invited = useTeamInvites(team.id, 'invited');
  const requested = useTeamInvites(team.id, 'requested');
  const open = (invited.data ?? []).filter((i) => i.status !== 'A');
  const pendingUserIds = new Set(open.filter((i) => i.status === 'U' && i.user_id !== null).map((i) => i.user_id!));
  const requests = (requested.data ?? []).filter((r) => r.status === 'U');

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="team-requests-title" className="flex flex-col gap-3 lg:order-2">
        <h2 id="team-requests-title" className="text-h3 text-ink">
          {t('requestsTitle')}
        </h2>
        {requested.isPending ? (
          <LoadingBlock label={t('loadingRequests')} className="py-6" />
        ) : requested.isError ? (
          <LoadError title={t('teamRequestsNotFound')} error={requested.error} onRetry={() => void requested.refetch()} />
        ) : requests.length === 0 ? (
          <p className="text-ink-muted">{t('noRequests')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {requests.map((request) => (
              <RequestRow key={request.id} request={request} team={team} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="team-invite-title" className="flex flex-col gap-4 lg:order-1">
        <h2 id="team-invite-title" className="text-h3 text-ink">
          {t('inviteTitle')}
        </h2>
        <InvitePeople team={team} invitedUserIds={pendingUserIds} />
        <h3 className="font-semibold text-ink">{t('invitationsSent')}</h3>
        {invited.isPending ? (
          <LoadingBlock label={t('loadingInvitations')} className="py-6" />
        ) : invited.isError ? (
          <LoadError title={t('teamInvitesNotFound')} error={invited.error} onRetry={() => void invited.refetch()} />
        ) : open.length === 0 ? (
          <p className="text-ink-muted">{t('noInvitations')}</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label={t('invitationsSent')}>
            {open.map((invite) => (
              <InvitationRow key={invite.id} invite={invite} team={team} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function PersonLine({ invite, detail }: { invite: TeamInvite; detail?: ReactNode }) {
  const t = useTranslations('teams');
  const name = inviteeName(invite, t);
  return (
    <div className="flex min-w-0 grow basis-44 items-center gap-3">
      <Avatar src={invite.user?.image.url} initials={invite.user ? personInitials(invite.user) : name.charAt(0).toUpperCase()} className="size-9" />
      <div className="min-w-0">
        <p className="font-semibold text-ink [overflow-wrap:anywhere]">{name}</p>
        {detail}
      </div>
    </div>
  );
}

function InvitationRow({ invite, team }: { invite: TeamInvite; team: Team }) {
  const t = useTranslations('teams');
  const { toast, errorToast } = useToast();
  const answer = useAnswerTeamInvite(team.id);
  const withdraw = useWithdrawTeamInvite(team.id);
  const name = inviteeName(invite, t);
  const declined = invite.status === 'D';
  const resend = async () => {
    try {
      await answer.mutateAsync({ id: invite.id, resend: true });
      toast(t('requestResent'));
    } catch {
      errorToast(t('couldNotResend'));
    }
  };
  const cancel = async () => {
    try {
      await withdraw.mutateAsync(invite.id);
    } catch (error) {
      errorToast(teamErrors(error, t)[0]);
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3">
      <PersonLine invite={invite} detail={declined ? <Badge tone="danger">{t('declined')}</Badge> : <Badge>{t('waitingAnswer')}</Badge>} />
      <div className="flex gap-2">
        {!declined ? (
          <Button size="sm" variant="secondary" onClick={() => void resend()} loading={answer.isPending} aria-label={t('resendLabel', { name })}>
            {t('resend')}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={() => void cancel()} loading={withdraw.isPending} aria-label={t('withdrawLabel', { name })}>
          {t('withdraw')}
        </Button>
      </div>
    </li>
  );
}

function RequestRow({ request, team }: { request: TeamInvite; team: Team }) {
  const t = useTranslations('teams');
  const { errorToast } = useToast();
  const answer = useAnswerTeamInvite(team.id);
  const name = inviteeName(request, t);
  const respond = async (status: 'accepted' | 'declined') => {
    try {
      await answer.mutateAsync({ id: request.id, status });
    } catch (error) {
      errorToast(teamErrors(error, t)[0]);
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3">
      <PersonLine invite={request} detail={request.user?.location ? <p className="text-sm text-ink-muted">{request.user.location.name}</p> : null} />
      <div className="flex gap-2">
        <Button size="sm" onClick={() => void respond('accepted')} disabled={answer.isPending || team.is_full} aria-label={t('acceptRequestLabel', { name })}>
          {t('accept')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => void respond('declined')} disabled={answer.isPending} aria-label={t('declineRequestLabel', { name })}>
          {t('decline')}
        </Button>
      </div>
    </li>
  );
}
