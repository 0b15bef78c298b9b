'use client';
// Overlays never stack: one at a time, in a fixed order — the cookie card, then a screen's tutorial, then the app
// prompt — and none at all on the home screen before the participant's first log (the first visit is for logging;
// home-view.tsx asks for quiet while nothing is logged). An overlay that wants to show says so with
// useOverlayTurn(kind, wants) and shows only while the answer is true; when it is answered (wants = false) the next
// one in the order gets its turn.
import { useEffect, useId, useSyncExternalStore } from 'react';

export type OverlayKind = 'cookie' | 'tutorial' | 'app';
const ORDER: OverlayKind[] = ['cookie', 'tutorial', 'app'];

const wanting = new Map<string, OverlayKind>();
const quietBy = new Set<string>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The id of the overlay whose turn it is, or null (nothing wants to show, or a screen asked for quiet). */
function turn(): string | null {
  if (quietBy.size > 0) return null;
  let best: [string, number] | null = null;
  for (const [id, kind] of wanting) {
    const rank = ORDER.indexOf(kind);
    if (!best || rank < best[1]) best = [id, rank];
  }
  return best?.[0] ?? null;
}

/** True while this overlay may show: it wants to, nothing earlier in the order wants to, and no screen asks quiet. */
export function useOverlayTurn(kind: OverlayKind, wants: boolean): boolean {
  const id = useId();
  useEffect(() => {
    if (!wants) return;
    wanting.set(id, kind);
    notify();
    return () => {
      wanting.delete(id);
      notify();
    };
  }, [id, kind, wants]);
  return useSyncExternalStore(subscribe, () => wants && turn() === id, () => false);
}

/** While `quiet` is true no overlay shows (the first home visit before the first log). */
export function useQuietOverlays(quiet: boolean): void {
  const id = useId();
  useEffect(() => {
    if (!quiet) return;
    quietBy.add(id);
    notify();
    return () => {
      quietBy.delete(id);
      notify();
    };
  }, [id, quiet]);
}
