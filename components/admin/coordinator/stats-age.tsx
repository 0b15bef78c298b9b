'use client';
// "Updated 40 s ago" beside the Stats tab's figures, kept current while the tab is open. The server renders nothing
// (its clock and the browser's would disagree on the age: a hydration mismatch); the browser's clock, read in steps
// of TICK_MS, fills it in.
import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/i18n/use-format';

const TICK_MS = 5_000;

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, TICK_MS);
  return () => clearInterval(timer);
}
// Quantized, so that two reads within one step are equal (React compares snapshots).
const clock = () => Math.floor(Date.now() / TICK_MS) * TICK_MS;
const noClock = () => null;

/** The age in the unit the screen says it in (the steps of lib/coordinator/stats-age.ts): just now, s, min, h, days. */
function ageIn(ageMs: number): { unit: 'now' | 's' | 'min' | 'h' | 'day'; n: number } {
  const seconds = Math.max(0, Math.floor(ageMs / 1000));
  if (seconds < 5) return { unit: 'now', n: 0 };
  if (seconds < 60) return { unit: 's', n: seconds };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { unit: 'min', n: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'h', n: hours };
  return { unit: 'day', n: Math.floor(hours / 24) };
}

// The title's full stamp: numeric date and time with seconds ("11/3/2026, 4:05:00 PM" in English).
const STAMP: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' };

export function StatsAge({ computedAt }: { computedAt: string }) {
  const now = useSyncExternalStore(subscribe, clock, noClock);
  const t = useTranslations('admin-coordinator.stats');
  const format = useFormat();
  const at = new Date(computedAt);
  return (
    <p className="text-sm text-ink-muted">
      {now === null ? null : <time dateTime={computedAt} title={format.custom(at, STAMP)}>{t('updated', ageIn(now - at.getTime()))}</time>}
    </p>
  );
}
