'use client';
// The signed-in layout's prompts (idle watcher, app prompt, pending evaluation, evaluation congratulations, gift offer)
// load after first paint: none of them draws anything a page needs to show itself, they only open a card or dialog
// later, through the interruption queue, and most bring Radix Dialog, which most signed-in pages do not need first (the
// privacy policy prompt stays in the first load: policy-watcher.tsx). Their code is fetched once the page has loaded
// and the browser is idle (after-load.ts), so it is not in the first load of every signed-in page (docs/benchmarks.md
// "Session 16: first load (issue 31)"). Offline, the fetch fails and is tried again when the connection returns.
import { startTransition, useEffect, useState } from 'react';
import { useAfterLoad } from '@/components/shell/after-load';

type PromptsModule = typeof import('./signed-in-prompts');

// Once per page load: a client navigation between signed-in pages keeps the module.
let loaded: PromptsModule | null = null;

export function DeferredSignedInPrompts() {
  const afterLoad = useAfterLoad();
  const [prompts, setPrompts] = useState<PromptsModule | null>(() => loaded);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!afterLoad || prompts) return;
    let live = true;
    const retry = () => setAttempt((count) => count + 1);
    import('./signed-in-prompts').then(
      (module) => {
        loaded = module;
        if (live) startTransition(() => setPrompts(module));
      },
      () => live && window.addEventListener('online', retry, { once: true }),
    );
    return () => {
      live = false;
      window.removeEventListener('online', retry);
    };
  }, [afterLoad, prompts, attempt]);
  return prompts ? <prompts.SignedInPrompts /> : null;
}
