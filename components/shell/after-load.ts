'use client';
// "After first paint": true once the page's `load` event has fired and the browser has had an idle moment. Code a
// page does not need to draw itself (the header's menus) starts loading then, so it is not part of the page's
// first-load JavaScript (docs/benchmarks.md "First-load JavaScript"). Shared by every caller: one wait per page load.
import { useSyncExternalStore } from 'react';

// The wait for an idle moment is capped, for a page that never idles. Not lower: a page's content hydrates at idle
// priority after the shell, which leaves the browser no idle moment, and the update this store makes when the cap runs
// out restarted that hydration from scratch (at 1.5 s, on 3 of 6 loads of My Journey on a 4x slowed phone, 0.8-1.3 s
// of work discarded each time; docs/benchmarks.md "Session 24"). A press on a menu's stand-in loads it at once.
const IDLE_TIMEOUT_MS = 5000;

let ready = false;
let started = false;
const listeners = new Set<() => void>();

function start() {
  if (started) return;
  started = true;
  const settle = () => {
    ready = true;
    for (const listener of listeners) listener();
  };
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(settle, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(settle, 1);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  start();
  return () => listeners.delete(listener);
}

export function useAfterLoad(): boolean {
  return useSyncExternalStore(subscribe, () => ready, () => false);
}
