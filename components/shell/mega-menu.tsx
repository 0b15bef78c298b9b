'use client';
// The main navigation: one button that opens every destination, grouped; its Messages link shows the unread count
// (the header's messages icon shows it too).
// Radix NavigationMenu: a <nav> with a disclosure button; Escape and an outside click close it (focus back on the
// button), and it closes on navigation. It opens on click only — the panel is too large to open on hover.
import { useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { NavigationMenu } from 'radix-ui';
import { useHeaderCounts } from '@/lib/query/header-counts';
import type { CurrentPromotion } from '@/lib/promotions/types';
import type { CurrentUser } from '@/lib/users/types';
import { useRecentPromotionsGroup } from '@/components/admin/access/recent-promotions';
import { isCurrent, type NavGroup } from './nav-items';
import { MEGA_MENU_TRIGGER_CLASSES, MegaMenuFace, UnreadCount } from './menu-triggers';
import { megaMenuGroups } from './mega-menu-groups';
import { useShell } from './shell-context';

/**
 * The menu as the header draws it: the role's groups, then on the dashboard a super user's last 6 picked promotions
 * (kept in the browser). The destinations come with this code (deferred-menus.tsx loads it after first paint), so the
 * code that lists them is not part of any page's first-load JavaScript.
 */
export function HeaderMegaMenu({ user, promotion, ...props }: { user: CurrentUser; promotion: CurrentPromotion | null } & Omit<MegaMenuProps, 'groups'>) {
  const t = useTranslations('shell');
  const { isDashboardHost } = useShell();
  const recentPromotions = useRecentPromotionsGroup(user.role, isDashboardHost);
  return <MegaMenu groups={[...megaMenuGroups(user, promotion, t), ...recentPromotions]} {...props} />;
}

const ITEM = 'main';
const noHover = (event: { preventDefault: () => void }) => event.preventDefault();

export interface MegaMenuProps {
  groups: NavGroup[];
  /** Opened already: the visitor pressed the stand-in button before this code arrived (deferred-menus.tsx). */
  initiallyOpen?: boolean;
  /** The stand-in button had focus: the real one takes it. */
  focusTrigger?: boolean;
}

export function MegaMenu({ groups, initiallyOpen = false, focusTrigger = false }: MegaMenuProps) {
  const t = useTranslations('shell.header');
  const pathname = usePathname();
  const [value, setValue] = useState(initiallyOpen ? ITEM : '');
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
  }, [focusTrigger]);
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    if (value) setValue('');
  }
  const open = value === ITEM;
  // Conversations with unseen messages (muted ones excepted): beside Messages (and on the header's messages icon).
  const unread = useHeaderCounts().data?.messages ?? 0;
  // Friend requests and duo invitations waiting for an answer: beside Friends and Duos.
  const counts = useHeaderCounts().data;
  const pending = { friends: counts?.friends ?? 0, duos: counts?.duo_requests ?? 0 };
  return (
    <NavigationMenu.Root aria-label={t('mainNavigation')} value={value} onValueChange={setValue}>
      <NavigationMenu.List>
        <NavigationMenu.Item value={ITEM}>
          <NavigationMenu.Trigger ref={trigger} onPointerMove={noHover} onPointerLeave={noHover} className={MEGA_MENU_TRIGGER_CLASSES}>
            <MegaMenuFace open={open} />
          </NavigationMenu.Trigger>
          {/* fixed inside the header (its backdrop filter makes it the containing block): full width, under the bar. */}
          <NavigationMenu.Content
            onPointerMove={noHover}
            onPointerLeave={noHover}
            className="fixed inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-surface shadow-card"
          >
            <div className="mx-auto grid max-w-6xl gap-x-8 gap-y-6 px-4 py-6 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
              {groups.map((group) => (
                <section key={group.title} aria-label={group.title}>
                  <h2 className="px-3 text-xs font-semibold tracking-wider text-ink-muted uppercase">{group.title}</h2>
                  <ul className="mt-2 flex flex-col gap-0.5">
                    {group.links.map((link) => {
                      const current = isCurrent(link.href, pathname);
                      return (
                        <li key={link.href}>
                          <NavigationMenu.Link asChild active={current}>
                            <Link
                              href={link.href}
                              onClick={() => setValue('')}
                              aria-current={current ? 'page' : undefined}
                              className="block rounded-xl px-3 py-2 no-underline hover:bg-surface-muted aria-[current=page]:bg-brand-soft"
                            >
                              <span className="flex items-center gap-2 font-semibold text-ink">
                                {link.label}
                                {link.href === '/messages' && unread > 0 ? <UnreadCount count={unread} /> : null}
                                {link.href === '/friends/my' && pending.friends > 0 ? <PendingCount text={t('pendingFriendRequests', { count: pending.friends })} count={pending.friends} /> : null}
                                {link.href === '/duo/all' && pending.duos > 0 ? <PendingCount text={t('pendingDuoRequests', { count: pending.duos })} count={pending.duos} /> : null}
                              </span>
                              {link.description ? <span className="block text-sm text-ink-muted">{link.description}</span> : null}
                            </Link>
                          </NavigationMenu.Link>
                        </li>
                      );
                    })}
                  </ul>
                </section>
              ))}
            </div>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

/** Requests waiting for an answer (friends, duos): a pill, read as "N friend requests" (`text`, from the catalog). */
function PendingCount({ count, text }: { count: number; text: string }) {
  return (
    <span className="inline-grid min-w-6 place-items-center rounded-full bg-accent-soft px-1.5 text-xs leading-6 font-bold text-ink hc:border hc:border-current">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{text}</span>
    </span>
  );
}
