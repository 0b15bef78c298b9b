'use client';
// The calendar-add popover (Apple, Google, Outlook, {host}):
// Apple downloads the program's .ics file; Google and Outlook open their web calendars with the event filled in;
// the {host} choice — labelled with this site's host — is the same .ics file for any other calendar app.
import { useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { buttonClasses, type ButtonVariant } from '@/components/ui/button';
import { CalendarPlus } from '@/components/ui/icons';
import { googleUrl, icsUrl, outlookUrl, type CalendarEvent } from './calendar-links';

export interface AddToCalendarProps {
  promotionId: number;
  timeZone: string;
  event: CalendarEvent;
  /** The button's text; "Add to calendar" when not given. */
  label?: string;
  variant?: ButtonVariant;
}

const noSubscription = () => () => {};
const browserHost = () => window.location.host;
const noHost = () => null;

export function AddToCalendar({ promotionId, timeZone, event, label: givenLabel, variant = 'secondary' }: AddToCalendarProps) {
  const t = useTranslations('calendar');
  const label = givenLabel ?? t('addToCalendar');
  const [open, setOpen] = useState(false);
  // The host is only known in the browser (the same page serves every program's subdomain); null on the server.
  const host = useSyncExternalStore(noSubscription, browserHost, noHost);

  const siteUrl = host ? `${window.location.protocol}//${host}${event.target ?? '/'}` : undefined;
  const ics = icsUrl(promotionId, event);
  const choices = [
    { key: 'apple', name: t('apple'), hint: t('appleHint'), href: ics, download: true },
    { key: 'google', name: t('google'), hint: t('googleHint'), href: googleUrl(event, timeZone, siteUrl), download: false },
    { key: 'outlook', name: t('outlook'), hint: t('outlookHint'), href: outlookUrl(event, siteUrl), download: false },
    { key: 'host', name: host ?? t('thisSite'), hint: t('hostHint'), href: ics, download: true },
  ];

  const item = 'flex min-h-11 w-full flex-col justify-center rounded-xl px-3 py-1.5 text-left no-underline hover:bg-surface-muted';
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger className={buttonClasses(variant, 'sm')}>
        <CalendarPlus className="size-4" aria-hidden="true" />
        {label}
      </PopoverTrigger>
      <PopoverContent aria-label={label} className="w-64">
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
                {/* The site's host is data, not a text of the catalog. */}
                <span className="font-semibold break-all text-ink" {...(choice.key === 'host' && host ? { 'data-i18n-data': '' } : {})}>
                  {choice.name}
                </span>
                <span className="text-xs text-ink-muted">{choice.hint}</span>
              </a>
            </li>
          ))}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
