'use client';
import { useId, useState } from 'react';
import Link from 'next/link';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CurrentUser } from '@/lib/users/types';
import { usePopover } from '@/components/ui/use-popover';
import { useHighContrast } from './use-high-contrast';

function initials(user: CurrentUser): string {
  const { first_name, last_name } = user.profile;
  const letters = `${first_name.charAt(0)}${last_name.charAt(0)}`.toUpperCase();
  return letters || user.email.charAt(0).toUpperCase();
}

/** Settings, high contrast and sign out (participant-core.md §2 Header). */
export function UserMenu({ user }: { user: CurrentUser }) {
  const { open, toggle, close, buttonRef, panelRef } = usePopover();
  const contrast = useHighContrast();
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  const panelId = useId();
  const name = user.profile.full_name || user.email;

  const signOut = async () => {
    setSigningOut(true);
    try {
      await api.post('/users/logout', undefined, { redirectOnUnauthorized: false });
    } catch {
      // Signed out either way: the cookie is gone or was never valid.
    }
    queryClient.clear();
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose: every server-rendered part (header, high contrast) starts from "signed out"
    window.location.assign('/welcome');
  };

  const item = 'flex w-full min-h-11 items-center gap-3 rounded-xl px-3 text-left font-medium text-ink no-underline hover:bg-surface-muted';
  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="inline-flex min-h-11 items-center gap-2 rounded-full py-1 pr-3 pl-1 hover:bg-surface-muted aria-expanded:bg-surface-muted"
      >
        {user.profile.image.url ? (
          <img src={user.profile.image.url} alt="" className="size-9 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="grid size-9 place-items-center rounded-full bg-accent-soft text-sm font-bold text-accent">
            {initials(user)}
          </span>
        )}
        <span className="hidden max-w-40 truncate font-semibold text-ink sm:inline">{user.profile.first_name || name}</span>
        <span className="sr-only">Account menu</span>
        <svg viewBox="0 0 20 20" className="size-4 text-ink-muted" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="m5 8 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute right-0 top-full mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-2xl border border-line bg-surface p-2 shadow-card"
      >
        <div className="border-b border-line px-3 pt-2 pb-3">
          <p className="truncate font-semibold text-ink">{name}</p>
          <p className="truncate text-sm text-ink-muted">{user.email}</p>
        </div>
        <ul className="mt-2 flex flex-col gap-0.5">
          <li>
            <Link href="/settings/profile" onClick={close} className={item}>
              <svg viewBox="0 0 20 20" className="size-5 text-ink-muted" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
                <circle cx="10" cy="10" r="2.5" />
                <path d="M10 2.5v2M10 15.5v2M17.5 10h-2M4.5 10h-2M15.3 4.7l-1.4 1.4M6.1 13.9l-1.4 1.4M15.3 15.3l-1.4-1.4M6.1 6.1 4.7 4.7" strokeLinecap="round" />
              </svg>
              Settings
            </Link>
          </li>
          <li>
            <Link href="/results" onClick={close} className={item}>
              <svg viewBox="0 0 20 20" className="size-5 text-ink-muted" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
                <path d="M3.5 16.5h13M6 13.5V9M10 13.5V5M14 13.5v-6" strokeLinecap="round" />
              </svg>
              My Results
            </Link>
          </li>
          <li>
            <button type="button" role="switch" aria-checked={contrast.enabled} onClick={contrast.toggle} className={item}>
              <svg viewBox="0 0 20 20" className="size-5 text-ink-muted" aria-hidden="true">
                <circle cx="10" cy="10" r="7" fill="none" stroke="currentColor" strokeWidth="1.8" />
                <path d="M10 3a7 7 0 0 1 0 14Z" fill="currentColor" />
              </svg>
              <span className="flex-1">High contrast</span>
              <span
                aria-hidden="true"
                className={`relative h-6 w-10 rounded-full border-2 transition-colors ${contrast.enabled ? 'border-brand bg-brand' : 'border-line-strong bg-surface-muted'}`}
              >
                <span className={`absolute top-0.5 size-4 rounded-full transition-all ${contrast.enabled ? 'left-4.5 bg-on-brand' : 'left-0.5 bg-line-strong'}`} />
              </span>
            </button>
          </li>
          <li>
            <button type="button" onClick={signOut} disabled={signingOut} className={item}>
              <svg viewBox="0 0 20 20" className="size-5 text-ink-muted" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
                <path d="M8 4H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3M12 14l4-4-4-4M16 10H8" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              {signingOut ? 'Signing out…' : 'Sign out'}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
