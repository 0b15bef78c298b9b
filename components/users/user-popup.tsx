'use client';
// The user popup (spec "User popup and likes popover"): a click or Enter/Space on someone's name or picture opens a
// dialog about that user — picture, name, location; while the buddy feature is displayed or teams are enabled, their
// team (teams only) and completed duo and scene counts; while the buddy feature is displayed, the friend status. It
// shows a spinner until the shared info and the friend status are in. Only for another user: for oneself, on a host
// without a promotion (the dashboard) or for an account that takes no part (posters), the children stay as they are.
// A friend can be emailed (a message by email) or removed (with a confirmation) from here.
import { useId, useState, type FormEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Avatar, initialsOf } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/feedback/toaster';
import { ApiError, errorMessagesOf } from '@/lib/api-client';
import { FRIEND_STATUS, MAX_FRIEND_EMAIL_MESSAGE, type FriendStatus } from '@/lib/friends/constants';
import { useFormat } from '@/lib/i18n/use-format';
import { promotionLabel } from '@/lib/i18n/promotion-labels';
import { useDeleteFriendship, useEmailFriend, useSendFriendRequest } from '@/lib/query/friends';
import type { CurrentPromotion } from '@/lib/promotions/types';
import { useCurrentPromotion } from '@/lib/query/promotions';
import { useCurrentUser } from '@/lib/query/users';
import { useFriendshipStatus, useSharedInfo, type PopupFriendStatus } from '@/lib/query/user-popup';
import { isParticipant } from '@/lib/roles';
import type { SharedUserInfo } from '@/lib/users/types';

/** What the popup says for each derived friend status (catalog keys). */
const STATUS_KEYS = {
  [FRIEND_STATUS.available]: 'statusAvailable',
  [FRIEND_STATUS.incoming]: 'statusIncoming',
  [FRIEND_STATUS.outgoing]: 'statusOutgoing',
  [FRIEND_STATUS.friend]: 'statusFriend',
} as const satisfies Record<FriendStatus, string>;

export interface UserPopupTriggerProps {
  userId: number;
  /** The user's name as the page shows it; labels the trigger '{name} Popup'. */
  name: string | null | undefined;
  children: ReactNode;
  className?: string;
}

export function UserPopupTrigger({ userId, name, children, className }: UserPopupTriggerProps) {
  const t = useTranslations('users');
  const [open, setOpen] = useState(false);
  const { data: user } = useCurrentUser();
  const { data: promotion } = useCurrentPromotion();
  const label = name?.trim() || t('unknownUserLower');

  if (!user || !promotion || user.id === userId || !isParticipant(user.role) || user.promotion_id !== promotion.id) return <>{children}</>;

  const openPopup = (event: MouseEvent | KeyboardEvent) => {
    // A name inside a clickable card opens the popup, not the card.
    event.stopPropagation();
    setOpen(true);
  };
  return (
    <>
      <span
        role="button"
        tabIndex={0}
        aria-label={t('popupLabel', { name: label })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openPopup}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault(); // Space would scroll the page
          openPopup(event);
        }}
        className={cn('cursor-pointer rounded-sm hover:underline', className)}
      >
        {children}
      </span>
      {/* A sibling, not a child: events inside the dialog's portal bubble through React parents and must not reopen it. */}
      <UserPopupDialog userId={userId} name={label} promotion={promotion} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

interface DialogProps {
  userId: number;
  name: string;
  promotion: CurrentPromotion;
  open: boolean;
  onClose: () => void;
}

function UserPopupDialog({ userId, name, promotion, open, onClose }: DialogProps) {
  const t = useTranslations('users');
  const buddies = promotion.flags.is_buddy_feature_displayed;
  const info = useSharedInfo(userId, open);
  const status = useFriendshipStatus(userId, open && buddies);
  const loading = info.isPending || (buddies && status.isPending);
  const failed = info.error ?? (buddies ? status.error : null);

  return (
    <Dialog open={open} onClose={onClose} title={info.data?.full_name || name} size="sm">
      <div aria-busy={loading} className="flex flex-col gap-6">
        {failed ? (
          <p role="alert" className="text-ink-muted">
            {failed instanceof ApiError && failed.status === 404 ? t('notFound') : t('loadError')}
          </p>
        ) : loading || !info.data ? (
          <div className="grid place-items-center py-8">
            <Spinner label={t('loadingName', { name })} />
          </div>
        ) : (
          <UserDetails info={info.data} promotion={promotion} status={buddies ? (status.data ?? null) : null} />
        )}
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}

function UserDetails({ info, promotion, status }: { info: SharedUserInfo; promotion: CurrentPromotion; status: PopupFriendStatus | null }) {
  const t = useTranslations('users');
  const format = useFormat();
  const { is_teams_enabled: teams, is_buddy_feature_displayed: buddies } = promotion.flags;
  const [first = '', ...rest] = info.full_name.split(' ');
  const duos = info.completed_duo_count;
  const scenes = info.completed_scene_count;
  const counts = duos !== null && scenes !== null ? { duos, scenes } : null;
  return (
    <>
      <div className="flex items-center gap-4">
        <Avatar src={info.image.url} initials={initialsOf(first, rest.at(-1) ?? '', info.full_name)} className="size-16 text-lg sm:size-20" />
        <div className="min-w-0">
          <p className="text-lg font-semibold [overflow-wrap:anywhere]">{info.full_name || t('unknownUser')}</p>
          {info.location ? <p className="text-ink-muted [overflow-wrap:anywhere]">{info.location.name}</p> : null}
        </div>
      </div>

      {(buddies || teams) && (counts || info.team) ? (
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {teams ? <Fact term={t('team')} value={info.team?.name ?? t('notOnTeam')} wide /> : null}
          {counts ? (
            <>
              <Fact term={t('completedDuos')} value={format.number(counts.duos)} />
              <Fact term={t('completedScenes')} value={format.number(counts.scenes)} />
            </>
          ) : null}
        </dl>
      ) : null}

      {buddies && status ? <FriendPanel status={status} promotion={promotion} userId={info.id} name={info.full_name || t('thisPerson')} /> : null}
    </>
  );
}

function Fact({ term, value, wide = false }: { term: string; value: string; wide?: boolean }) {
  return (
    <div className={cn('rounded-2xl bg-surface-muted px-4 py-3', wide && 'sm:col-span-2')}>
      <dt className="text-sm text-ink-muted">{term}</dt>
      <dd className="text-base font-semibold [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}

/**
 * The friend part of the popup, in the spec's panel views: the buttons (a friend: email them, remove them; someone
 * else: add them, or go answer their request), compose (a message, sent by email: 'Email sent successfully.') and
 * remove (a confirmation); Cancel goes back to the buttons.
 */
function FriendPanel({ status, promotion, userId, name }: { status: PopupFriendStatus; promotion: CurrentPromotion; userId: number; name: string }) {
  const t = useTranslations('users');
  const labels = useTranslations('labels');
  const [view, setView] = useState<'buttons' | 'compose' | 'remove'>('buttons');
  const friendsLabel = promotionLabel('friends', promotion.friend_label_plural, (key) => labels(key));
  const text = status === 'moderator' ? t('requestsClosed') : t(STATUS_KEYS[status.status]);
  const isFriend = status !== 'moderator' && status.status === FRIEND_STATUS.friend && status.friendship_id !== null;
  const showLink = status !== 'moderator' && (status.status === FRIEND_STATUS.incoming || status.status === FRIEND_STATUS.outgoing);
  return (
    <section aria-label={t('friendStatus', { friend: promotionLabel('friend', promotion.friend_label, (key) => labels(key)) })} className="flex flex-col gap-3 border-t border-line pt-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-medium">{text}</p>
        {showLink ? (
          <Link href={status.status === FRIEND_STATUS.incoming ? '/friends/my' : '/friends/sent'} className="font-semibold text-brand underline-offset-4 hover:underline">
            {status.status === FRIEND_STATUS.incoming ? t('answerIn', { friends: friendsLabel }) : t('goTo', { friends: friendsLabel })}
          </Link>
        ) : null}
        {status !== 'moderator' && status.status === FRIEND_STATUS.available ? <AddFriendButton userId={userId} name={name} /> : null}
      </div>
      {isFriend && view === 'buttons' ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => setView('compose')}>
            {t('emailName', { name })}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setView('remove')}>
            {t('removeFriend')}
          </Button>
        </div>
      ) : null}
      {isFriend && view === 'compose' ? <ComposeEmail friendshipId={status.friendship_id!} name={name} onDone={() => setView('buttons')} /> : null}
      {isFriend && view === 'remove' ? <ConfirmRemove friendshipId={status.friendship_id!} name={name} onDone={() => setView('buttons')} /> : null}
    </section>
  );
}

function AddFriendButton({ userId, name }: { userId: number; name: string }) {
  const t = useTranslations('users');
  const { toast, errorToast } = useToast();
  const send = useSendFriendRequest();
  return (
    <Button size="sm" loading={send.isPending} aria-label={t('addAsFriend', { name })}
      onClick={() => send.mutate({ friendee_id: userId }, { onSuccess: () => toast(t('inviteSent')), onError: (e) => errorToast(errorMessagesOf(e)[0]) })}>
      {t('addFriend')}
    </Button>
  );
}

function ComposeEmail({ friendshipId, name, onDone }: { friendshipId: number; name: string; onDone: () => void }) {
  const t = useTranslations('users');
  const id = useId();
  const [message, setMessage] = useState('');
  const { toast, errorToast } = useToast();
  const email = useEmailFriend();
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return;
    email.mutate({ friendshipId, message }, {
      onSuccess: () => {
        toast(t('emailSent'));
        onDone();
      },
      onError: (e) => errorToast(errorMessagesOf(e)[0]),
    });
  };
  return (
    <form onSubmit={send} className="flex flex-col gap-2">
      <Label htmlFor={id}>{t('messageTo', { name })}</Label>
      <Textarea id={id} value={message} onChange={(e) => setMessage(e.target.value)} rows={4} maxLength={MAX_FRIEND_EMAIL_MESSAGE} autoFocus required placeholder={t('messagePlaceholder')} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" size="sm" loading={email.isPending} disabled={!message.trim()}>
          {t('sendEmail')}
        </Button>
      </div>
    </form>
  );
}

function ConfirmRemove({ friendshipId, name, onDone }: { friendshipId: number; name: string; onDone: () => void }) {
  const t = useTranslations('users');
  const { toast, errorToast } = useToast();
  const remove = useDeleteFriendship();
  return (
    <div role="group" aria-label={t('removeFriend')} className="flex flex-col gap-2 rounded-2xl bg-surface-muted p-3">
      <p>{t('removeQuestion', { name })}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button size="sm" variant="ghost" onClick={onDone} autoFocus>
          {t('cancel')}
        </Button>
        <Button size="sm" variant="danger" loading={remove.isPending}
          onClick={() => remove.mutate(friendshipId, { onSuccess: () => { toast(t('removed', { name })); onDone(); }, onError: (e) => errorToast(errorMessagesOf(e)[0]) })}>
          {t('remove')}
        </Button>
      </div>
    </div>
  );
}
