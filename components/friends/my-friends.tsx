'use client';
// /friends/my: the search, the requests waiting for the user's answer (Accept / Decline), and the friends (open the
// user popup, Message, Start a duo, remove with confirmation). Each list has its loading, error and empty state, and
// follows the other side live (a request arriving, a request accepted).
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button, buttonClasses } from '@/components/ui/button';
import { Users } from '@/components/ui/icons';
import { EmptyState, LoadError } from '@/components/feedback/load-states';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import { errorMessagesOf } from '@/lib/api-client';
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
  const t = useTranslations('friends');
  const received = useReceivedRequests();
  if (received.isPending) return <ListSkeleton label={t('loadingRequests')} />;
  if (received.isError) return <LoadError title={t('receivedNotFound')} error={received.error} onRetry={() => void received.refetch()} />;
  // Nothing to answer: the section stays out of the way.
  if (received.data.length === 0) return null;
  return (
    <PeopleSection id="incoming-title" title={t('friendRequestsTitle', { count: received.data.length })}>
      <ul className="flex flex-col gap-2">
        {received.data.map((request) => (
          <IncomingRow key={request.id} request={request} />
        ))}
      </ul>
    </PeopleSection>
  );
}

function IncomingRow({ request }: { request: FriendRequest }) {
  const t = useTranslations('friends');
  const { toast, errorToast } = useToast();
  const answer = useAnswerFriendRequest();
  const name = request.friender.full_name;
  const respond = (status: 'A' | 'D') =>
    answer.mutate({ id: request.id, status }, {
      onSuccess: () => toast(status === 'A' ? t('nowFriends', { name }) : t('declinedRequest', { name })),
      onError: (error) => errorToast(errorMessagesOf(error)[0]),
    });
  const busy = answer.isPending;
  return (
    <PersonRow
      person={request.friender}
      detail={request.message ? <p className="mt-1 text-sm text-ink [overflow-wrap:anywhere]">“{request.message}”</p> : null}
      actions={
        <>
          <Button size="sm" disabled={busy} loading={busy && answer.variables?.status === 'A'} onClick={() => respond('A')} aria-label={t('acceptRequestOf', { name })}>
            {t('accept')}
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} loading={busy && answer.variables?.status === 'D'} onClick={() => respond('D')} aria-label={t('declineRequestOf', { name })}>
            {t('decline')}
          </Button>
        </>
      }
    />
  );
}

function FriendsList({ friendsLabel, canInvite }: { friendsLabel: string; canInvite: boolean }) {
  const t = useTranslations('friends');
  const friends = useFriendsList();
  if (friends.isPending) return <ListSkeleton label={t('loadingFriends', { friends: friendsLabel.toLowerCase() })} />;
  if (friends.isError) return <LoadError title={t('friendsNotFound')} error={friends.error} onRetry={() => void friends.refetch()} />;
  if (friends.data.length === 0) {
    return (
      <EmptyState icon={Users} title={t('noFriendsTitle')}>
        <p className="mt-1">
          {canInvite ? t('noFriendsInvite') : t('noFriendsSearch')}
        </p>
      </EmptyState>
    );
  }
  return (
    <PeopleSection id="friends-title" title={t('myFriendsTitle', { friends: friendsLabel, count: friends.data.length })}>
      <ul className="flex flex-col gap-2">
        {friends.data.map((friend) => (
          <FriendRow key={friend.id} friend={friend} />
        ))}
      </ul>
    </PeopleSection>
  );
}

function FriendRow({ friend }: { friend: Friend }) {
  const t = useTranslations('friends');
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const remove = useDeleteFriendship();
  const name = friend.friendee.full_name;
  const onRemove = async () => {
    if (!(await confirm({ title: t('removeTitle', { name }), body: t('removeBody'), confirmLabel: t('remove'), tone: 'danger' }))) return;
    remove.mutate(friend.id, { onSuccess: () => toast(t('removedFromFriends', { name })), onError: (error) => errorToast(errorMessagesOf(error)[0]) });
  };
  return (
    <PersonRow
      person={friend.friendee}
      actions={
        <>
          {/* What one does with a friend, from their card: write to them, or start a duo with them named. */}
          <Link href={`/messages?recipient=${friend.friendee.id}`} className={buttonClasses('secondary', 'sm')} aria-label={t('messageName', { name })}>
            {t('message')}
          </Link>
          <Link href={`/duo/add?receiver_id=${friend.friendee.id}`} className={buttonClasses('secondary', 'sm')} aria-label={t('startDuoWith', { name })}>
            {t('startDuo')}
          </Link>
          <Button size="sm" variant="ghost" loading={remove.isPending} onClick={() => void onRemove()} aria-label={t('removeFromFriends', { name })}>
            {t('remove')}
          </Button>
        </>
      }
    />
  );
}
