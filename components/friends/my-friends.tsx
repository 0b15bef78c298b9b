'use client';
// /friends/my: the search, the requests waiting for the user's answer (Accept / Decline), and the friends (open the
// user popup, Message, Start a duo, remove with confirmation). Each list has its loading, error and empty state, and
// follows the other side live (a request arriving, a request accepted).
import Link from 'next/link';
import { Button, buttonClasses } from '@/components/ui/button';
import { Users } from '@/components/ui/icons';
import { EmptyState, LoadError } from '@/components/feedback/load-states';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import { errorMessagesOf } from '@/lib/api-client';
import { FRIEND_MESSAGES as M } from '@/lib/friends/messages';
import type { Friend, FriendRequest } from '@/lib/friends/types';
import { useAnswerFriendRequest, useDeleteFriendship, useFriendsList, useLiveFriendships, useReceivedRequests } from '@/lib/query/friends';
import { FriendSearch } from './friend-search';
import { ListSkeleton, PeopleSection, PersonRow } from './person-row';

export function MyFriends({ canInvite, ownEmail, friendsLabel }: { canInvite: boolean; ownEmail: string; friendsLabel: string }) {
  useLiveFriendships();
  return (
    <div className="flex flex-col gap-8">
      <FriendSearch canInvite={canInvite} ownEmail={ownEmail} />
      <IncomingRequests />
      <FriendsList friendsLabel={friendsLabel} canInvite={canInvite} />
    </div>
  );
}

function IncomingRequests() {
  const received = useReceivedRequests();
  if (received.isPending) return <ListSkeleton label="Loading friend requests…" />;
  if (received.isError) return <LoadError title={M.receivedNotFound} error={received.error} onRetry={() => void received.refetch()} />;
  // Nothing to answer: the section stays out of the way.
  if (received.data.length === 0) return null;
  return (
    <PeopleSection id="incoming-title" title={`Friend requests (${received.data.length})`}>
      <ul className="flex flex-col gap-2">
        {received.data.map((request) => (
          <IncomingRow key={request.id} request={request} />
        ))}
      </ul>
    </PeopleSection>
  );
}

function IncomingRow({ request }: { request: FriendRequest }) {
  const { toast, errorToast } = useToast();
  const answer = useAnswerFriendRequest();
  const name = request.friender.full_name;
  const respond = (status: 'A' | 'D') =>
    answer.mutate({ id: request.id, status }, {
      onSuccess: () => toast(status === 'A' ? `You and ${name} are now friends.` : `Declined ${name}’s request.`),
      onError: (error) => errorToast(errorMessagesOf(error)[0]),
    });
  const busy = answer.isPending;
  return (
    <PersonRow
      person={request.friender}
      detail={request.message ? <p className="mt-1 text-sm text-ink [overflow-wrap:anywhere]">“{request.message}”</p> : null}
      actions={
        <>
          <Button size="sm" disabled={busy} loading={busy && answer.variables?.status === 'A'} onClick={() => respond('A')} aria-label={`Accept ${name}’s friend request`}>
            Accept
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} loading={busy && answer.variables?.status === 'D'} onClick={() => respond('D')} aria-label={`Decline ${name}’s friend request`}>
            Decline
          </Button>
        </>
      }
    />
  );
}

function FriendsList({ friendsLabel, canInvite }: { friendsLabel: string; canInvite: boolean }) {
  const friends = useFriendsList();
  if (friends.isPending) return <ListSkeleton label={`Loading your ${friendsLabel.toLowerCase()}…`} />;
  if (friends.isError) return <LoadError title={M.friendsNotFound} error={friends.error} onRetry={() => void friends.refetch()} />;
  if (friends.data.length === 0) {
    return (
      <EmptyState icon={Users} title="No friends yet">
        <p className="mt-1">
          {canInvite
            ? 'Search for colleagues by name above, or type someone’s email address to invite them.'
            : 'Search for colleagues by name above and send them a friend request.'}
        </p>
      </EmptyState>
    );
  }
  return (
    <PeopleSection id="friends-title" title={`My ${friendsLabel} (${friends.data.length})`}>
      <ul className="flex flex-col gap-2">
        {friends.data.map((friend) => (
          <FriendRow key={friend.id} friend={friend} />
        ))}
      </ul>
    </PeopleSection>
  );
}

function FriendRow({ friend }: { friend: Friend }) {
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const remove = useDeleteFriendship();
  const name = friend.friendee.full_name;
  const onRemove = async () => {
    if (!(await confirm({ title: `Remove ${name}?`, body: 'You will no longer be friends. You can send a new request later.', confirmLabel: 'Remove', tone: 'danger' }))) return;
    remove.mutate(friend.id, { onSuccess: () => toast(`${name} was removed from your friends.`), onError: (error) => errorToast(errorMessagesOf(error)[0]) });
  };
  return (
    <PersonRow
      person={friend.friendee}
      actions={
        <>
          {/* What one does with a friend, from their card: write to them, or start a duo with them named. */}
          <Link href={`/messages?recipient=${friend.friendee.id}`} className={buttonClasses('secondary', 'sm')} aria-label={`Message ${name}`}>
            Message
          </Link>
          <Link href={`/duo/add?receiver_id=${friend.friendee.id}`} className={buttonClasses('secondary', 'sm')} aria-label={`Start a duo with ${name}`}>
            Start a duo
          </Link>
          <Button size="sm" variant="ghost" loading={remove.isPending} onClick={() => void onRemove()} aria-label={`Remove ${name} from your friends`}>
            Remove
          </Button>
        </>
      }
    />
  );
}
