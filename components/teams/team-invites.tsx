'use client';
// The leader's side of invitations: invite people, the invitations sent (pending ones can be resent — 'Request
// resent.' — or withdrawn; a withdraw that gets 404 counts as done), and the requests to join (Accept / Decline).
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { useToast } from '@/components/feedback/toaster';
import { useAnswerTeamInvite, useTeamInvites, useWithdrawTeamInvite } from '@/lib/query/teams';
import type { Team, TeamInvite } from '@/lib/teams/types';
import { InvitePeople } from './invite-people';
import { personInitials } from './team-avatars';
import { TEAM_MESSAGES as M, teamErrors } from './ui-messages';

const inviteeName = (invite: TeamInvite) => invite.user?.full_name || invite.email || 'Unknown user';

export function TeamInvites({ team }: { team: Team }) {
  const invited = useTeamInvites(team.id, 'invited');
  const requested = useTeamInvites(team.id, 'requested');
  const open = (invited.data ?? []).filter((i) => i.status !== 'A');
  const pendingUserIds = new Set(open.filter((i) => i.status === 'U' && i.user_id !== null).map((i) => i.user_id!));
  const requests = (requested.data ?? []).filter((r) => r.status === 'U');

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="team-requests-title" className="flex flex-col gap-3 lg:order-2">
        <h2 id="team-requests-title" className="text-h3 text-ink">
          Requests to join
        </h2>
        {requested.isPending ? (
          <LoadingBlock label="Loading requests" className="py-6" />
        ) : requested.isError ? (
          <LoadError title={M.teamRequestsNotFound} error={requested.error} onRetry={() => void requested.refetch()} />
        ) : requests.length === 0 ? (
          <p className="text-ink-muted">No requests right now.</p>
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
          Invite teammates
        </h2>
        <InvitePeople team={team} invitedUserIds={pendingUserIds} />
        <h3 className="font-semibold text-ink">Invitations sent</h3>
        {invited.isPending ? (
          <LoadingBlock label="Loading invitations" className="py-6" />
        ) : invited.isError ? (
          <LoadError title={M.teamInvitesNotFound} error={invited.error} onRetry={() => void invited.refetch()} />
        ) : open.length === 0 ? (
          <p className="text-ink-muted">No invitations waiting for an answer.</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label="Invitations sent">
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
  const name = inviteeName(invite);
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
  const { toast, errorToast } = useToast();
  const answer = useAnswerTeamInvite(team.id);
  const withdraw = useWithdrawTeamInvite(team.id);
  const name = inviteeName(invite);
  const declined = invite.status === 'D';
  const resend = async () => {
    try {
      await answer.mutateAsync({ id: invite.id, resend: true });
      toast(M.requestResent);
    } catch {
      errorToast(M.couldNotResend);
    }
  };
  const cancel = async () => {
    try {
      await withdraw.mutateAsync(invite.id);
    } catch (error) {
      errorToast(teamErrors(error)[0]);
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3">
      <PersonLine invite={invite} detail={declined ? <Badge tone="danger">Declined</Badge> : <Badge>Waiting for an answer</Badge>} />
      <div className="flex gap-2">
        {!declined ? (
          <Button size="sm" variant="secondary" onClick={() => void resend()} loading={answer.isPending} aria-label={`Resend the invitation to ${name}`}>
            Resend
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={() => void cancel()} loading={withdraw.isPending} aria-label={`Withdraw the invitation to ${name}`}>
          Withdraw
        </Button>
      </div>
    </li>
  );
}

function RequestRow({ request, team }: { request: TeamInvite; team: Team }) {
  const { errorToast } = useToast();
  const answer = useAnswerTeamInvite(team.id);
  const name = inviteeName(request);
  const respond = async (status: 'accepted' | 'declined') => {
    try {
      await answer.mutateAsync({ id: request.id, status });
    } catch (error) {
      errorToast(teamErrors(error)[0]);
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3">
      <PersonLine invite={request} detail={request.user?.location ? <p className="text-sm text-ink-muted">{request.user.location.name}</p> : null} />
      <div className="flex gap-2">
        <Button size="sm" onClick={() => void respond('accepted')} disabled={answer.isPending || team.is_full} aria-label={`Accept ${name}’s request`}>
          Accept
        </Button>
        <Button size="sm" variant="secondary" onClick={() => void respond('declined')} disabled={answer.isPending} aria-label={`Decline ${name}’s request`}>
          Decline
        </Button>
      </div>
    </li>
  );
}
