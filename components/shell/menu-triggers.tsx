'use client';
// The faces of the header's two menu buttons, shared by the menus (mega-menu.tsx, user-menu.tsx) and by the plain
// buttons that stand in for them until their code has loaded (deferred-menus.tsx): the same classes and content, so
// the swap after first paint moves nothing on screen.
import { useTranslations } from 'next-intl';
import type { CurrentUser } from '@/lib/users/types';
import { Avatar, initialsOf } from '@/components/ui/avatar';
import { ChevronDown, MenuIcon, X } from '@/components/ui/icons';

export const MEGA_MENU_TRIGGER_CLASSES =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-3 sm:px-4 font-semibold text-ink hover:bg-surface-muted aria-expanded:bg-brand-soft aria-expanded:text-brand-strong';

/** The unread messages count has its own icon in the header (messages-link.tsx); the face says only "Menu" (a word
 *  from 640 px up, read by screen readers at every width, so the header fits 390 px without cutting anything). */
export function MegaMenuFace({ open }: { open: boolean }) {
  const t = useTranslations('shell.header');
  const Icon = open ? X : MenuIcon;
  return (
    <>
      <Icon className="size-5" aria-hidden="true" />
      <span className="max-sm:sr-only">{t('menu')}</span>
    </>
  );
}

/** The unread messages count: a pill, read as "N unread messages". */
export function UnreadCount({ count }: { count: number }) {
  const t = useTranslations('shell.header');
  return (
    <span className="inline-grid min-w-6 place-items-center rounded-full bg-brand px-1.5 text-xs leading-6 font-bold text-on-brand">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('unreadMessages', { count })}</span>
    </span>
  );
}

export const USER_MENU_TRIGGER_CLASSES =
  'inline-flex min-h-11 items-center gap-2 rounded-full py-1 pr-3 pl-1 hover:bg-surface-muted aria-expanded:bg-surface-muted';

export function UserMenuFace({ user }: { user: CurrentUser }) {
  const t = useTranslations('shell.header');
  const name = user.profile.full_name || user.email;
  return (
    <>
      <Avatar src={user.profile.image.url} initials={initialsOf(user.profile.first_name, user.profile.last_name, user.email)} />
      <span className="hidden max-w-40 truncate font-semibold text-ink sm:inline">{user.profile.first_name || name}</span>
      <span className="sr-only">{t('accountMenu')}</span>
      <ChevronDown className="size-4 text-ink-muted" aria-hidden="true" />
    </>
  );
}
