'use client';
// The friend search (participant-core.md §5): people of the program by name (or address) from 3 characters, 300 ms
// after typing stops, each with what can be done (add, accept, pending, already friends). An invitation by email is
// offered only when the text is a valid address (or a list split on ; or , once whitespace is stripped), the search
// found nobody, and it is not the user's own address — and only while registration is open.
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useDebounced } from '@/lib/use-debounced';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { Label } from '@/components/ui/label';
import { UserCheck, UserPlus } from '@/components/ui/icons';
import { useToast } from '@/components/feedback/toaster';
import { errorMessagesOf } from '@/lib/api-client';
import { FRIEND_STATUS, isInviteEmail, isMultiUserSearch, splitInviteEmails, USER_SEARCH_DEBOUNCE_MS, USER_SEARCH_MIN_CHARS } from '@/lib/friends/constants';
import type { UserSearchResult } from '@/lib/friends/types';
import { useAnswerFriendRequest, useFriendSearch, useInviteByEmail, useSendFriendRequest } from '@/lib/query/friends';
import { PersonRow } from './person-row';

/** The addresses the text names when an invitation may be offered, else null. */
export function invitableEmails(text: string, ownEmail: string): string[] | null {
  const emails = splitInviteEmails(text);
  if (emails.length === 0 || !emails.every(isInviteEmail)) return null;
  if (emails.some((e) => e.toLowerCase() === ownEmail.toLowerCase())) return null;
  return emails;
}

export function FriendSearch({ canInvite, ownEmail }: { canInvite: boolean; ownEmail: string }) {
  const t = useTranslations('friends');
  const id = useId();
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), USER_SEARCH_DEBOUNCE_MS);
  const enabled = query.length >= USER_SEARCH_MIN_CHARS;
  const results = useFriendSearch(query, enabled);
  const placeholder = canInvite ? t('searchByNameOrEmail') : t('searchByName');
  const people = enabled ? (results.data ?? []) : [];
  const settled = enabled && !results.isFetching && results.isSuccess;
  const emails = canInvite && settled && (people.length === 0 || isMultiUserSearch(query)) ? invitableEmails(query, ownEmail) : null;

  return (
    <div className="flex flex-col gap-3">
      <div role="search" className="flex flex-col gap-1.5">
        <Label htmlFor={id} className="sr-only">
          {placeholder}
        </Label>
        <SearchInput id={id} value={text} onChange={(e) => setText(e.target.value)} placeholder={placeholder} autoComplete="off" />
        {text.trim().length > 0 && text.trim().length < USER_SEARCH_MIN_CHARS ? (
          <p className="text-sm text-ink-muted">{t('typeAtLeast', { min: USER_SEARCH_MIN_CHARS })}</p>
        ) : null}
      </div>
      <div aria-live="polite" className="flex flex-col gap-3">
        {enabled && results.isError ? <p role="alert" className="text-danger">{errorMessagesOf(results.error).join(' ')}</p> : null}
        {people.length > 0 ? (
          <ul aria-label={t('searchResults')} className="flex flex-col gap-2">
            {people.map((person) => (
              <PersonRow key={person.id} person={person} actions={<ResultAction person={person} />} />
            ))}
          </ul>
        ) : null}
        {settled && people.length === 0 && !emails ? <p className="text-ink-muted">{t('nobodyFound', { query })}</p> : null}
        {emails ? <InviteOffer emails={emails} onSent={() => setText('')} /> : null}
      </div>
    </div>
  );
}

function ResultAction({ person }: { person: UserSearchResult }) {
  const t = useTranslations('friends');
  const { toast, errorToast } = useToast();
  const send = useSendFriendRequest();
  const answer = useAnswerFriendRequest();
  const fail = (error: unknown) => errorToast(errorMessagesOf(error)[0]);
  switch (person.status) {
    case FRIEND_STATUS.friend:
      return (
        <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-success">
          <UserCheck className="size-4" aria-hidden="true" /> {t('statusFriends')}
        </span>
      );
    case FRIEND_STATUS.outgoing:
      return <span className="text-sm font-semibold text-ink-muted">{t('requestPending')}</span>;
    case FRIEND_STATUS.incoming:
      return (
        <Button size="sm" loading={answer.isPending} aria-label={t('acceptRequestOf', { name: person.full_name })}
          onClick={() => answer.mutate({ id: person.friendship_id!, status: 'A' }, { onSuccess: () => toast(t('nowFriends', { name: person.full_name })), onError: fail })}>
          {t('accept')}
        </Button>
      );
    default:
      return (
        <Button size="sm" loading={send.isPending} aria-label={t('addAsFriend', { name: person.full_name })}
          onClick={() => send.mutate({ friendee_id: person.id }, { onSuccess: () => toast(t('inviteSent')), onError: fail })}>
          <UserPlus className="size-4" aria-hidden="true" /> {t('addFriend')}
        </Button>
      );
  }
}

function InviteOffer({ emails, onSent }: { emails: string[]; onSent: () => void }) {
  const t = useTranslations('friends');
  const { toast, errorToast } = useToast();
  const invite = useInviteByEmail();
  const one = emails.length === 1;
  const submit = () =>
    invite.mutate({ emails: emails.join(';') }, {
      onSuccess: (result) => {
        if (result.invited.length === 0) return errorToast(result.skipped[0]?.reason);
        toast(one ? t('inviteSentTo', { email: result.invited[0]!.email }) : t('inviteSent'));
        if (result.skipped.length) errorToast(result.skipped.map((s) => `${s.email}: ${s.reason}`).join(' '));
        onSent();
      },
      onError: (error) => errorToast(errorMessagesOf(error)[0]),
    });
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-dashed border-line-strong p-4">
      <p className="text-ink [overflow-wrap:anywhere]">
        {one ? t('inviteOne', { email: emails[0] }) : t('inviteMany', { count: emails.length })}
      </p>
      <Button size="sm" loading={invite.isPending} onClick={submit}>
        {one ? t('sendInvite') : t('sendInvites')}
      </Button>
    </div>
  );
}
