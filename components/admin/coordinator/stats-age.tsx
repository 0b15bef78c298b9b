'use client';
// "Updated 40 s ago" beside the Stats tab's figures, kept current while the tab is open. The server renders nothing
// (its clock and the browser's would disagree on the age: a hydration mismatch); the browser's clock, read in steps
// of TICK_MS, fills it in.
import { useSyncExternalStore } from 'react';
import { statsAgeText } from '@/lib/coordinator/stats-age';

const TICK_MS = 5_000;

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, TICK_MS);
  return () => clearInterval(timer);
}
// Quantized, so that two reads within one step are equal (React compares snapshots).
const clock = () => Math.floor(Date.now() / TICK_MS) * TICK_MS;
const noClock = () => null;

export function StatsAge({ computedAt }: { computedAt: string }) {
  const now = useSyncExternalStore(subscribe, clock, noClock);
  const at = new Date(computedAt);
  return (
    <p className="text-sm text-ink-muted">
      {now === null ? null : <time dateTime={computedAt} title={at.toLocaleString()}>{statsAgeText(now - at.getTime())}</time>}
    </p>
  );
}
