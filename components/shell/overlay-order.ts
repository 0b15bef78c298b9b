'use client';
// The one queue for every interruption: overlays never stack. One at a time, in a fixed order:
//   celebration  a reaction to what the user just did (a duo complete, a finished scene) comes first, while it is news;
//   policy       a consent the user must give to go on (the current privacy policy; privacy enqueues it);
//   cookie       the analytics card (never over a form: see cookie-consent.tsx);
//   tutorial     a screen's own introduction (activities, journey, duos);
//   evaluation   the offer of a pending evaluation or survey (pending-evaluation.tsx), when it may not take over;
//   app          the "add to Home Screen" prompt.
// Nothing at all shows on the home screen before the participant's first log (home-view.tsx asks for quiet).
// An interruption that wants to show says so with useOverlayTurn(kind, wants) and shows only while the answer is
// true; when it is answered (wants = false) the next one in the order gets its turn. tests/unit/overlay-order.test.ts.
import { useEffect, useId, useSyncExternalStore } from 'react';

export const INTERRUPTION_ORDER = ['celebration', 'policy', 'cookie', 'tutorial', 'evaluation', 'app'] as const;
export type OverlayKind = (typeof INTERRUPTION_ORDER)[number];

const wanting = new Map<string, { kind: OverlayKind; since: number }>();
const quietBy = new Set<string>();
const listeners = new Set<() => void>();
let arrivals = 0;
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * The id of the interruption whose turn it is, or null (nothing wants to show, or a screen asked for quiet). Within a
 * kind the one that asked first goes first, so two celebrations follow each other instead of swapping.
 */
export function currentTurn(): string | null {
  if (quietBy.size > 0) return null;
  let best: [string, number, number] | null = null;
  for (const [id, { kind, since }] of wanting) {
    const rank = INTERRUPTION_ORDER.indexOf(kind);
    if (!best || rank < best[1] || (rank === best[1] && since < best[2])) best = [id, rank, since];
  }
  return best?.[0] ?? null;
}

/** Ask for a turn outside React (a test, or a module that shows its own overlay); returns the release. */
export function enqueueInterruption(id: string, kind: OverlayKind): () => void {
  wanting.set(id, { kind, since: arrivals++ });
  notify();
  return () => {
    wanting.delete(id);
    notify();
  };
}

/** Subscribe to turn changes outside React; returns the unsubscribe. */
export const onTurnChange = subscribe;

/** True while this interruption may show: it wants to, nothing earlier in the order wants to, and no screen asks quiet. */
export function useOverlayTurn(kind: OverlayKind, wants: boolean): boolean {
  const id = useId();
  useEffect(() => (wants ? enqueueInterruption(id, kind) : undefined), [id, kind, wants]);
  return useSyncExternalStore(subscribe, () => wants && currentTurn() === id, () => false);
}

/** While `quiet` is true no interruption shows (the first home visit before the first log). */
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
