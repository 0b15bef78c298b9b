'use client';
// One person in the friends screens: picture, name (opening the user popup), location, and the row's actions.
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Avatar, initialsOf } from '@/components/ui/avatar';
import { UserPopupTrigger } from '@/components/users/user-popup';
import type { Friendee } from '@/lib/friends/types';

export function PersonRow({ person, detail, actions }: { person: Friendee; detail?: ReactNode; actions?: ReactNode }) {
  const t = useTranslations('friends');
  const [first = '', ...rest] = person.full_name.split(' ');
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 shadow-card">
      <Avatar src={person.image.url} initials={initialsOf(first, rest.at(-1) ?? '', person.full_name)} className="size-11" />
      <div className="min-w-0 grow basis-44">
        <p className="font-semibold text-ink [overflow-wrap:anywhere]">
          <UserPopupTrigger userId={person.id} name={person.full_name}>
            {person.full_name || t('unknownUser')}
          </UserPopupTrigger>
        </p>
        {person.location ? <p className="text-sm text-ink-muted [overflow-wrap:anywhere]">{person.location.name}</p> : null}
        {detail}
      </div>
      {actions ? <div className="ms-auto flex flex-wrap items-center gap-2">{actions}</div> : null}
    </li>
  );
}

/** A list of rows with its heading (an h2 the section is labelled by). */
export function PeopleSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-h3 text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-2" aria-busy="true">
      <span role="status" className="sr-only">
        {label}
      </span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-16 w-full animate-pulse rounded-2xl bg-surface-muted" />
      ))}
    </div>
  );
}
