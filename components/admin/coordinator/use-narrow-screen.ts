'use client';
// Below 640 px (Tailwind's `sm`) the user table stacks each participant instead of 8 cramped columns. The server
// renders the wide layout (it cannot know the width); a phone switches once after hydration.
import { useSyncExternalStore } from 'react';

const NARROW = '(max-width: 639.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(NARROW).matches, () => false);
}
