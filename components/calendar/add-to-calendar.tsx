'use client';
// The calendar-add popover (participant-core.md §2 "calendar-add popover (Apple, Google, Outlook, {host})"):
// Apple downloads the program's .ics file; Google and Outlook open their web calendars with the event filled in;
// the {host} choice — labelled with this site's host — is the same .ics file for any other calendar app.
import { useId, useSyncExternalStore } from 'react';
import { usePopover } from '@/components/ui/use-popover';
import { buttonClasses, type ButtonVariant } from '@/components/ui/button';
import { googleUrl, icsUrl, outlookUrl, type CalendarEvent } from './calendar-links';

export interface AddToCalendarProps {
  promotionId: number;
  timeZone: string;
  event: CalendarEvent;
  label?: string;
  variant?: ButtonVariant;
}

const noSubscription = () => () => {};
const browserHost = () => window.location.host;
const noHost = () => null;

export function AddToCalendar({ promotionId, timeZone, event, label = 'Add to calendar', variant = 'secondary' }: AddToCalendarProps) {
  const { open, setOpen, buttonRef: button, rootRef: wrapper } = usePopover();
  // The host is only known in the browser (the same page serves every program's subdomain); null on the server.
  const host = useSyncExternalStore(noSubscription, browserHost, noHost);
  const panelId = useId();


  const siteUrl = host ? `${window.location.protocol}//${host}${event.target ?? '/'}` : undefined;
  const ics = icsUrl(promotionId, event);
  const choices = [
    { key: 'apple', name: 'Apple', hint: 'Calendar file (.ics)', href: ics, download: true },
    { key: 'google', name: 'Google', hint: 'Google Calendar, in a new tab', href: googleUrl(event, timeZone, siteUrl), download: false },
    { key: 'outlook', name: 'Outlook', hint: 'Outlook.com, in a new tab', href: outlookUrl(event, siteUrl), download: false },
    { key: 'host', name: host ?? 'This site', hint: 'Calendar file for any other app', href: ics, download: true },
  ];

  const item = 'flex min-h-11 w-full flex-col justify-center rounded-xl px-3 py-1.5 text-left no-underline hover:bg-surface-muted';
  return (
    <div ref={wrapper} className="relative inline-block">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className={buttonClasses(variant, 'sm')}
      >
        <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
          <rect x="3" y="4.5" width="14" height="12" rx="2" />
          <path d="M3 8.5h14M7 2.5v4M13 2.5v4M10 11v4M8 13h4" strokeLinecap="round" />
        </svg>
        {label}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-30 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-2xl border border-line bg-surface p-2 shadow-card sm:left-0 sm:right-auto"
      >
        <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">{event.title}</p>
        <ul className="flex flex-col gap-0.5">
          {choices.map((choice) => (
            <li key={choice.key}>
              <a
                href={choice.href}
                onClick={() => setOpen(false)}
                className={item}
                {...(choice.download ? { download: '' } : { target: '_blank', rel: 'noopener noreferrer' })}
              >
                <span className="font-semibold break-all text-ink">{choice.name}</span>
                <span className="text-xs text-ink-muted">{choice.hint}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
