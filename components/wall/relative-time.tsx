'use client';
// A post's time: the relative label (now, 5m, 2h, 3d, 1mth, 2y) on screen, the absolute M/d, h:mma as its tooltip
// and for screen readers, the instant in dateTime. One shared minute clock keeps every label fresh.
import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/i18n/use-format';
import { absoluteTime, relativeTime } from './format';

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, 60_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The server renders at the request's time (its module's `now` is from when the process started); the browser
 * hydrates against its own clock, read when the page's script ran: the same label but at a minute's edge. */
const serverNow = () => (typeof window === 'undefined' ? Date.now() : now);

export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const t = useTranslations('wall');
  const format = useFormat();
  const current = useSyncExternalStore(subscribe, () => now, serverNow);
  // In the promotion's time zone (as useFormat's every date), so the server-rendered label is the one the browser
  // hydrates.
  const absolute = absoluteTime(iso, format, format.timeZone);
  return (
    <time dateTime={iso} title={absolute} className={className}>
      {/* A label the server's minute and the browser's disagree on is corrected at the next tick, not a hydration error. */}
      <span aria-hidden="true" suppressHydrationWarning>
        {relativeTime(iso, t, current)}
      </span>
      <span className="sr-only">{absolute}</span>
    </time>
  );
}
