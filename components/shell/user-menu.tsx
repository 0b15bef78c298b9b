'use client';
import { useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query/keys';
import type { CurrentUser } from '@/lib/users/types';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { SwitchTrack } from '@/components/ui/switch';
import { ChartNoAxesColumn, Contrast, LogOut, Settings, ShieldCheck } from '@/components/ui/icons';
import { MFA_SETUP_PATH, isMfaRole } from '@/lib/mfa/constants';
import { isParticipant } from '@/lib/roles';
import { useHighContrast } from './use-high-contrast';
import { USER_MENU_TRIGGER_CLASSES, UserMenuFace } from './menu-triggers';
import { LanguageSwitcher } from '@/components/i18n/language-switcher';

/**
 * Settings, high contrast and sign out; it closes on every page change. A popover, not a role="menu": it holds
 * links, a switch and a button, each with its own role. Closes on navigation, Escape and an outside click.
 */
export function UserMenu({ user, initiallyOpen = false, focusTrigger = false }: { user: CurrentUser; initiallyOpen?: boolean; focusTrigger?: boolean }) {
  const t = useTranslations('shell.userMenu');
  const pathname = usePathname();
  const [open, setOpen] = useState(initiallyOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
  }, [focusTrigger]);
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    if (open) setOpen(false);
  }
  const contrast = useHighContrast();
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  const name = user.profile.full_name || user.email;
  const close = () => setOpen(false);

  const signOut = async () => {
    setSigningOut(true);
    let next = '/welcome';
    try {
      const out = await api.post<{ redirect_to?: string }>('/users/logout', undefined, { redirectOnUnauthorized: false });
      // An SSO organization's participants go on to its SSO redirect or their provider's sign-out (docs/sso.md).
      next = out?.redirect_to ?? next;
    } catch {
      // Signed out either way: the cookie is gone or was never valid.
    }
    queryClient.clear();
    // A full load on purpose: every server-rendered part (header, high contrast) starts from "signed out".
    window.location.assign(next);
  };

  const item = 'flex w-full min-h-11 items-center gap-3 rounded-xl px-3 text-left font-medium text-ink no-underline hover:bg-surface-muted';
  const icon = 'size-5 shrink-0 text-ink-muted';
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger ref={trigger} className={USER_MENU_TRIGGER_CLASSES}>
        <UserMenuFace user={user} />
      </PopoverTrigger>
      <PopoverContent align="end" aria-label={t('label')} className="w-72">
        <div className="border-b border-line px-3 pt-2 pb-3">
          <p className="truncate font-semibold text-ink">{name}</p>
          <p className="truncate text-sm text-ink-muted">{user.email}</p>
        </div>
        <ul className="mt-2 flex flex-col gap-0.5">
          <li>
            <Link href="/settings" onClick={close} className={item}>
              <Settings className={icon} aria-hidden="true" />
              {t('settings')}
            </Link>
          </li>
          {/* Only people who take part have results: a master's or a poster's would answer "No Stats Found." */}
          {isParticipant(user.role) ? (
            <li>
              <Link href="/results" onClick={close} className={item}>
                <ChartNoAxesColumn className={icon} aria-hidden="true" />
                {t('myResults')}
              </Link>
            </li>
          ) : null}
          {isMfaRole(user.role) ? (
            <li>
              <Link href={MFA_SETUP_PATH} onClick={close} className={item}>
                <ShieldCheck className={icon} aria-hidden="true" />
                {t('twoStepVerification')}
              </Link>
            </li>
          ) : null}
          <li>
            <LanguageSwitcher signedIn onSaved={() => void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser })} />
          </li>
          <li>
            <button type="button" role="switch" aria-checked={contrast.enabled} onClick={contrast.toggle} className={item}>
              <Contrast className={icon} aria-hidden="true" />
              <span className="flex-1">{t('highContrast')}</span>
              <SwitchTrack checked={contrast.enabled} />
            </button>
          </li>
          <li>
            <button type="button" onClick={signOut} disabled={signingOut} className={item}>
              <LogOut className={icon} aria-hidden="true" />
              {signingOut ? t('signingOut') : t('signOut')}
            </button>
          </li>
        </ul>
      </PopoverContent>
    </Popover>
  );
}
