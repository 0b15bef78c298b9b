'use client';
// /duo/search: people of the program by name from 3 characters, 300 ms after typing stops (GET /users/search
// ?for=duos answers friends with their duo counts); a friend who can be invited has 'Start a duo', which opens the
// wizard at the template step with them chosen.
import Link from 'next/link';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useDebounced } from '@/lib/use-debounced';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { Label } from '@/components/ui/label';
import { errorMessagesOf } from '@/lib/api-client';
import { MAX_DUOS } from '@/lib/duos/constants';
import { USER_SEARCH_DEBOUNCE_MS, USER_SEARCH_MIN_CHARS } from '@/lib/friends/constants';
import { useDuoList, useDuoSearch } from '@/lib/query/duos';
import { nameOf, PersonAvatar } from './duo-parts';
import { friendDetail, orderFriends, unavailableReason } from './wizard-steps';

export function DuoSearch() {
  const t = useTranslations('duos');
  const id = useId();
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), USER_SEARCH_DEBOUNCE_MS);
  const enabled = query.length >= USER_SEARCH_MIN_CHARS;
  const results = useDuoSearch(query, enabled);
  const list = useDuoList();
  const canStart = list.data?.can_start ?? false;
  const people = enabled ? orderFriends(results.data ?? []) : [];
  const settled = enabled && !results.isFetching && results.isSuccess;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink-muted">{t('searchIntro')}</p>
      <div role="search" className="flex flex-col gap-1.5">
        <Label htmlFor={id} className="sr-only">
          {t('searchLabel')}
        </Label>
        <SearchInput id={id} value={text} onChange={(e) => setText(e.target.value)} placeholder={t('searchLabel')} autoComplete="off" />
        {text.trim().length > 0 && text.trim().length < USER_SEARCH_MIN_CHARS ? (
          <p className="text-sm text-ink-muted">{t('typeAtLeast', { min: USER_SEARCH_MIN_CHARS })}</p>
        ) : null}
      </div>
      {list.isSuccess && !canStart ? (
        <p className="rounded-2xl bg-surface-muted p-3 text-sm text-ink hc:border hc:border-line">{t('searchLimit', { max: MAX_DUOS })}</p>
      ) : null}
      <div aria-live="polite" className="flex flex-col gap-3">
        {enabled && results.isError ? <p role="alert" className="text-danger">{errorMessagesOf(results.error).join(' ')}</p> : null}
        {people.length > 0 ? (
          <ul aria-label={t('searchResults')} className="flex flex-col gap-2">
            {people.map((person) => {
              const reason = unavailableReason(person);
              return (
                <li key={person.user_id} className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 shadow-card">
                  <PersonAvatar person={person} />
                  <div className="min-w-0 grow basis-40">
                    <p className="font-semibold text-ink [overflow-wrap:anywhere]">{nameOf(person, t)}</p>
                    <p className="text-sm text-ink-muted">{friendDetail(person, t)}</p>
                  </div>
                  {!reason && canStart ? (
                    <Button asChild size="sm" className="ms-auto">
                      <Link href={`/duo/add?receiver_id=${person.user_id}`} aria-label={t('startDuoWith', { name: nameOf(person, t) })}>
                        {t('startDuo')}
                      </Link>
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}
        {settled && people.length === 0 ? <p className="text-ink-muted">{t('noFriendsFound', { query })}</p> : null}
      </div>
    </div>
  );
}
