'use client';
import { useId } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { isCurrent, type NavGroup } from './nav-items';
import { usePopover } from '@/components/ui/use-popover';

/** The main navigation: one button that opens every destination, grouped (participant-core.md §2 Header). */
export function MegaMenu({ groups }: { groups: NavGroup[] }) {
  const { open, toggle, close, buttonRef, panelRef } = usePopover();
  const pathname = usePathname();
  const panelId = useId();
  return (
    <nav aria-label="Main">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-ink hover:bg-surface-muted aria-expanded:bg-brand-soft aria-expanded:text-brand-strong"
      >
        <svg viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          {open ? <path d="m5 5 10 10M15 5 5 15" strokeLinecap="round" /> : <path d="M3 6h14M3 10h14M3 14h14" strokeLinecap="round" />}
        </svg>
        Menu
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-surface shadow-card"
      >
        <div className="mx-auto grid max-w-6xl gap-x-8 gap-y-6 px-4 py-6 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
          {groups.map((group) => (
            <section key={group.title} aria-labelledby={`${panelId}-${group.title}`}>
              <h2 id={`${panelId}-${group.title}`} className="px-3 text-xs font-semibold tracking-wider text-ink-muted uppercase">
                {group.title}
              </h2>
              <ul className="mt-2 flex flex-col gap-0.5">
                {group.links.map((link) => {
                  const current = isCurrent(link.href, pathname);
                  return (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        onClick={close}
                        aria-current={current ? 'page' : undefined}
                        className="block rounded-xl px-3 py-2 no-underline hover:bg-surface-muted aria-[current=page]:bg-brand-soft"
                      >
                        <span className="block font-semibold text-ink">{link.label}</span>
                        {link.description ? <span className="block text-sm text-ink-muted">{link.description}</span> : null}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </nav>
  );
}
