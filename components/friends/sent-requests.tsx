'use client';
// /friends/sent: the user's pending requests, to participants and to addresses without an account, newest first.
// Resend keeps a request pending ('Request resent.', and the button reads 'Sent' for 4 s); Withdraw takes it back.
// While registration is closed an invitee without an account cannot sign up, so their Resend is hidden.
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/i18n/use-format';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { SendHorizontal } from '@/components/ui/icons';
import { EmptyState, LoadError } from '@/components/feedback/load-states';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import { errorMessagesOf } from '@/lib/api-client';
import { RESENT_FLAG_MS } from '@/lib/friends/constants';
import type { FriendRequest } from '@/lib/friends/types';
import { useDeleteFriendship, useLiveFriendships, useResendFriendRequest, useSentRequests } from '@/lib/query/friends';
import { ListSkeleton, PeopleSection, PersonRow } from './person-row';

export function SentRequests({ canInvite }: { canInvite: boolean }) {
  const t = useTranslations('friends');
  useLiveFriendships();
  const sent = useSentRequests();
  if (sent.isPending) return <ListSkeleton label={t('loadingSent')} />;
  if (sent.isError) return <LoadError title={t('sentNotFound')} error={sent.error} onRetry={() => void sent.refetch()} />;
  if (sent.data.length === 0) {
    return (
      <EmptyState icon={SendHorizontal} title={t('noRequestsTitle')} action={<Button asChild><Link href="/friends/my">{t('findFriends')}</Link></Button>}>
        <p className="mt-1">{t('noRequestsBody')}</p>
      </EmptyState>
    );
  }
  return (
    <PeopleSection id="sent-title" title={t('waitingTitle', { count: sent.data.length })}>
      <ul className="flex flex-col gap-2">
        {sent.data.map((request) => (
          <SentRow key={request.id} request={request} canResend={request.friendee !== null || canInvite} />
        ))}
      </ul>
    </PeopleSection>
  );
}

function SentRow({ request, canResend }: { request: FriendRequest; canResend: boolean }) {
  const t = useTranslations('friends');
  const format = useFormat();
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
  const who = request.friendee?.full_name ?? request.friend_email ?? t('thisPerson');

  const onResend = () =>
    resend.mutate(request, {
      onSuccess: () => {
        setResent(true);
        toast(t('requestResent'));
      },
      onError: () => errorToast(t('couldNotResend')),
    });
  const onWithdraw = async () => {
    if (!(await confirm({ title: t('withdrawTitle'), body: t('withdrawBody', { name: who }), confirmLabel: t('withdraw'), tone: 'danger' }))) return;
    withdraw.mutate(request.id, { onSuccess: () => toast(t('withdrawn')), onError: (error) => errorToast(errorMessagesOf(error)[0]) });
  };
  const actions = (
    <>
      {canResend ? (
        <Button size="sm" variant="secondary" loading={resend.isPending} disabled={resent} onClick={onResend} aria-label={resent ? t('sentTo', { name: who }) : t('resendTo', { name: who })}>
          {resent ? t('sent') : t('resend')}
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" loading={withdraw.isPending} onClick={() => void onWithdraw()} aria-label={t('withdrawTo', { name: who })}>
        {t('withdraw')}
      </Button>
    </>
  );
  const sentOn = <p className="mt-1 text-sm text-ink-muted">{t('sentOn', { date: format.custom(request.updated_at, { month: 'short', day: 'numeric' }) })}</p>;
  if (request.friendee) return <PersonRow person={request.friendee} detail={sentOn} actions={actions} />;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 shadow-card">
      <Avatar initials="@" className="size-11" />
      <div className="min-w-0 grow basis-44">
        <p className="font-semibold text-ink [overflow-wrap:anywhere]">{request.friend_email}</p>
        <p className="text-sm text-ink-muted">{canResend ? t('invitedByEmail') : t('invitedByEmailClosed')}</p>
        {sentOn}
      </div>
      <div className="ms-auto flex flex-wrap items-center gap-2">{actions}</div>
    </li>
  );
}
