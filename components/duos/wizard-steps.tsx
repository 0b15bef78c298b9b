'use client';
// The add wizard's three steps: pick a friend (4 shown first, 'Show more' for the rest; friends already in 2 duos
// are unavailable, listed last and disabled with the reason), pick a template (pictures, description, video), and
// the preview. Choices are native radio buttons, so arrow keys move between them.
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Play } from '@/components/ui/icons';
import { cn } from '@/components/ui/cn';
import { DUO_FRIENDS_SHOWN_FIRST, MAX_DUOS } from '@/lib/duos/constants';
import type { DuoFriend, DuoTemplate } from '@/lib/duos/types';
import { DuoImages, nameOf, PersonAvatar, sortedImages } from './duo-parts';

type DuosT = ReturnType<typeof useTranslations<'duos'>>;

/** Why a friend cannot be invited (an invitation already waits, or they are at the limit), or null when they can. */
export function unavailableReason(friend: DuoFriend): 'pending' | 'full' | null {
  if (friend.has_pending_invitation) return 'pending';
  if (!friend.available || friend.duo_count >= MAX_DUOS) return 'full';
  return null;
}

/** What a friend's row says under their name. */
export function friendDetail(friend: DuoFriend, t: DuosT): string {
  const reason = unavailableReason(friend);
  if (reason === 'pending') return t('unavailablePending');
  if (reason === 'full') return t('unavailableFull', { max: MAX_DUOS });
  return friend.duo_count === 0 ? t('notInDuo') : t('inDuos', { count: friend.duo_count });
}

/** Available friends first (in the server's order), unavailable ones last. */
export function orderFriends(friends: DuoFriend[]): DuoFriend[] {
  return [...friends.filter((f) => !unavailableReason(f)), ...friends.filter((f) => unavailableReason(f))];
}

// The radio covers its whole card, invisible: a click anywhere on the card is a click on it.
const radioClasses = 'absolute inset-0 size-full cursor-pointer appearance-none rounded-2xl opacity-0 disabled:cursor-not-allowed';

const optionClasses = (checked: boolean, disabled: boolean) =>
  cn(
    'relative flex cursor-pointer items-center gap-3 rounded-2xl border bg-surface p-3 shadow-card transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
    checked ? 'border-brand ring-2 ring-brand' : 'border-line hover:border-line-strong',
    disabled && 'cursor-not-allowed opacity-70 hover:border-line',
  );

export function FriendStep({ friends, selected, onSelect, single }: { friends: DuoFriend[]; selected: number | null; onSelect: (id: number) => void; single: boolean }) {
  const t = useTranslations('duos');
  const ordered = orderFriends(friends);
  const selectedIndex = ordered.findIndex((f) => f.user_id === selected);
  const [showAll, setShowAll] = useState(selectedIndex >= DUO_FRIENDS_SHOWN_FIRST);
  const shown = showAll ? ordered : ordered.slice(0, DUO_FRIENDS_SHOWN_FIRST);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">{t('stepFriend')}</legend>
      <div className={cn('grid gap-2', !single && 'sm:grid-cols-2')}>
        {shown.map((friend) => {
          const reason = unavailableReason(friend);
          const checked = friend.user_id === selected;
          return (
            <label key={friend.user_id} className={optionClasses(checked, Boolean(reason))}>
              <input type="radio" name="duo-friend" value={friend.user_id} checked={checked} disabled={Boolean(reason)} onChange={() => onSelect(friend.user_id)} className={radioClasses} />
              <PersonAvatar person={friend} />
              <span className="min-w-0 grow">
                <span className="block font-semibold text-ink [overflow-wrap:anywhere]">{nameOf(friend, t)}</span>
                <span className="block text-sm text-ink-muted">{friendDetail(friend, t)}</span>
              </span>
            </label>
          );
        })}
      </div>
      {!showAll && ordered.length > DUO_FRIENDS_SHOWN_FIRST ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => setShowAll(true)}>
          {t('showMore', { count: ordered.length - DUO_FRIENDS_SHOWN_FIRST })}
        </Button>
      ) : null}
    </fieldset>
  );
}

function VideoLink({ template }: { template: DuoTemplate }) {
  const t = useTranslations('duos');
  if (!template.video) return null;
  return (
    <a href={template.video} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-strong underline-offset-4 hover:underline">
      <Play className="size-4" aria-hidden="true" /> {t('watchVideo')}<span className="sr-only">{t('watchVideoSr', { name: template.name })}</span>
    </a>
  );
}

export function TemplateStep({ templates, selected, onSelect, single }: { templates: DuoTemplate[]; selected: number | null; onSelect: (id: number) => void; single: boolean }) {
  const t = useTranslations('duos');
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">{t('stepTemplate')}</legend>
      <div className={cn('grid gap-3', !single && 'sm:grid-cols-2')}>
        {templates.map((template) => {
          const checked = template.id === selected;
          const first = sortedImages(template.duo_images)[0];
          return (
            <div key={template.id} className={cn(optionClasses(checked, false), 'flex-col items-stretch gap-0 p-0')}>
              <label className="relative flex grow cursor-pointer flex-col">
                <input type="radio" name="duo-template" value={template.id} checked={checked} onChange={() => onSelect(template.id)} className={radioClasses} />
                {first && !single ? (
                  <img src={first.image} alt="" className="aspect-[16/9] w-full rounded-t-2xl object-cover" />
                ) : null}
                <span className="flex flex-col gap-1 p-4 pb-2">
                  <span className="font-semibold text-ink">{template.name}</span>
                  {template.description ? <span className="text-sm text-ink-muted">{template.description}</span> : null}
                  <span className="text-sm text-ink-muted">{t('picturesToUnlock', { count: template.duo_images.length })}</span>
                </span>
              </label>
              <span className="px-4 pb-4">
                <VideoLink template={template} />
              </span>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

export function PreviewStep({ friend, template, children }: { friend: DuoFriend; template: DuoTemplate; children: ReactNode }) {
  const t = useTranslations('duos');
  return (
    <div className="flex flex-col gap-5 rounded-3xl border border-line bg-surface p-5 shadow-card">
      <div className="flex items-center gap-3">
        <PersonAvatar person={friend} className="size-14" />
        <div className="min-w-0">
          <p className="text-sm text-ink-muted">{t('yourPartner')}</p>
          <p className="text-lg font-semibold text-ink [overflow-wrap:anywhere]">{nameOf(friend, t)}</p>
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <p className="text-sm text-ink-muted">{t('theDuo')}</p>
        <p className="text-lg font-semibold text-ink">{template.name}</p>
        {template.description ? <p className="text-ink">{template.description}</p> : null}
        <VideoLink template={template} />
      </div>
      <DuoImages images={template.duo_images} revealed={1} name={template.name} className="max-w-md" />
      <p className="text-sm text-ink-muted">
        {t('previewExplain', { name: nameOf(friend, t).split(' ')[0] })}
      </p>
      {children}
    </div>
  );
}
