'use client';
// The caller's invitations to teams, at the top of the join list: Accept (they join, and My Team opens) or Decline
// (the invitation goes away). Shown only when there is one.
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/feedback/toaster';
import { LoadError } from '@/components/feedback/load-states';
import { useAnswerMyInvite, useMyInvites } from '@/lib/query/teams';
import type { TeamInvite } from '@/lib/teams/types';
import { TeamStatusBadge } from './team-status-badge';
import { teamErrors } from './team-errors';

export function MyInvitations({ userId }: { userId: number }) {
  const t = useTranslations('teams');
  const invites = useMyInvites(userId, 'invited');
  if (invites.isError) return <LoadError title={t('userInvitesNotFound')} error={invites.error} onRetry={() => void invites.refetch()} />;
  const open = (invites.data ?? []).filter((invite) => invite.status === 'U');
  if (open.length === 0) return null;
  return (
    <section aria-labelledby="team-invitations-title" className="flex flex-col gap-3 rounded-3xl border border-brand/40 bg-brand-soft p-5">
      <h2 id="team-invitations-title" className="text-h3 text-ink">
        {t('youAreInvited')}
      </h2>
      <ul className="flex flex-col gap-2">
        {open.map((invite) => (
          <InvitationRow key={invite.id} invite={invite} userId={userId} />
        ))}
      </ul>
    </section>
  );
}

function InvitationRow({ invite, userId }: { invite: TeamInvite; userId: number }) {
  const t = useTranslations('teams');
  const router = useRouter();
  const { errorToast } = useToast();
  const answer = useAnswerMyInvite(userId);
  const respond = async (status: 'accepted' | 'declined') => {
    try {
      await answer.mutateAsync({ id: invite.id, status });
      if (status === 'accepted') {
        router.push('/artprize/myteam');
        router.refresh();
      }
    } catch (error) {
      errorToast(teamErrors(error, t)[0]);
    }
  };
  const busy = answer.isPending;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3">
      <div className="min-w-0 grow basis-48">
        <p className="font-semibold text-ink [overflow-wrap:anywhere]">{invite.team.name}</p>
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <TeamStatusBadge status={invite.team.status} />
          {t('memberCount', { count: invite.team.member_count })}
        </p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" onClick={() => void respond('accepted')} disabled={busy || invite.team.is_full} aria-label={t('acceptInvitationLabel', { team: invite.team.name })}>
          {t('accept')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => void respond('declined')} disabled={busy} aria-label={t('declineInvitationLabel', { team: invite.team.name })}>
          {t('decline')}
        </Button>
      </div>
    </li>
  );
}
