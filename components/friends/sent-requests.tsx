'use client';
// /friends/sent: the user's pending requests, to participants and to addresses without an account, newest first.
// Resend keeps a request pending ('Request resent.', and the button reads 'Sent' for 4 s); Withdraw takes it back.
// While registration is closed an invitee without an account cannot sign up, so their Resend is hidden.
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { SendHorizontal } from '@/components/ui/icons';
import { EmptyState, LoadError } from '@/components/feedback/load-states';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import { errorMessagesOf } from '@/lib/api-client';
import { RESENT_FLAG_MS } from '@/lib/friends/constants';
import { FRIEND_MESSAGES as M } from '@/lib/friends/messages';
import type { FriendRequest } from '@/lib/friends/types';
import { useDeleteFriendship, useLiveFriendships, useResendFriendRequest, useSentRequests } from '@/lib/query/friends';
import { ListSkeleton, PeopleSection, PersonRow } from './person-row';

export function SentRequests({ canInvite }: { canInvite: boolean }) {
  useLiveFriendships();
  const sent = useSentRequests();
  if (sent.isPending) return <ListSkeleton label="Loading your sent requests…" />;
  if (sent.isError) return <LoadError title={M.sentNotFound} error={sent.error} onRetry={() => void sent.refetch()} />;
  if (sent.data.length === 0) {
    return (
      <EmptyState icon={SendHorizontal} title="No requests waiting" action={<Button asChild><Link href="/friends/my">Find friends</Link></Button>}>
        <p className="mt-1">Requests you send stay here until they are answered.</p>
      </EmptyState>
    );
  }
  return (
    <PeopleSection id="sent-title" title={`Waiting for an answer (${sent.data.length})`}>
      <ul className="flex flex-col gap-2">
        {sent.data.map((request) => (
          <SentRow key={request.id} request={request} canResend={request.friendee !== null || canInvite} />
        ))}
      </ul>
    </PeopleSection>
  );
}

function SentRow({ request, canResend }: { request: FriendRequest; canResend: boolean }) {
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const resend = useResendFriendRequest();
  const withdraw = useDeleteFriendship();
  const [resent, setResent] = useState(false);
  useEffect(() => {
    if (!resent) return;
    const timer = setTimeout(() => setResent(false), RESENT_FLAG_MS);
    return () => clearTimeout(timer);
  }, [resent]);
  const who = request.friendee?.full_name ?? request.friend_email ?? 'this person';

  const onResend = () =>
    resend.mutate(request, {
      onSuccess: () => {
        setResent(true);
        toast(M.requestResent);
      },
      onError: () => errorToast(M.couldNotResend),
    });
  const onWithdraw = async () => {
    if (!(await confirm({ title: 'Withdraw this request?', body: `Your friend request to ${who} will be taken back.`, confirmLabel: 'Withdraw', tone: 'danger' }))) return;
    withdraw.mutate(request.id, { onSuccess: () => toast('Request withdrawn.'), onError: (error) => errorToast(errorMessagesOf(error)[0]) });
  };
  const actions = (
    <>
      {canResend ? (
        <Button size="sm" variant="secondary" loading={resend.isPending} disabled={resent} onClick={onResend} aria-label={resent ? `Sent to ${who}` : `Resend the request to ${who}`}>
          {resent ? M.sent : 'Resend'}
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" loading={withdraw.isPending} onClick={() => void onWithdraw()} aria-label={`Withdraw the request to ${who}`}>
        Withdraw
      </Button>
    </>
  );
  const sentOn = <p className="mt-1 text-sm text-ink-muted">Sent {new Date(request.updated_at).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}</p>;
  if (request.friendee) return <PersonRow person={request.friendee} detail={sentOn} actions={actions} />;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 shadow-card">
      <Avatar initials="@" className="size-11" />
      <div className="min-w-0 grow basis-44">
        <p className="font-semibold text-ink [overflow-wrap:anywhere]">{request.friend_email}</p>
        <p className="text-sm text-ink-muted">Invited by email{canResend ? '' : ' · registration is closed'}</p>
        {sentOn}
      </div>
      <div className="ml-auto flex flex-wrap items-center gap-2">{actions}</div>
    </li>
  );
}
