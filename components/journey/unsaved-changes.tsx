'use client';
// Leaving with a dirty form asks to confirm discarding: 'Discard unsaved changes?' (Cancel, Discard). Every reflection
// box reports whether it holds unsaved text; while any does:
//  - a click on a same-site link anywhere on the page (header and footer included) is held and the question asked;
//  - closing or reloading the tab gets the browser's own "leave site?" prompt (beforeunload allows no custom text).
// The App Router has no navigation-blocking API, so links are caught in the capture phase on window, before
// next/link's own click handler runs.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useConfirm } from '@/components/feedback/confirm';

interface UnsavedChangesApi {
  /** Marks one box (by a stable key) dirty or clean. */
  setDirty: (key: string, dirty: boolean) => void;
  /** Asks 'Discard unsaved changes?' when something is dirty; true when it is fine to go on. */
  confirmDiscard: (exceptKey?: string) => Promise<boolean>;
}

const UnsavedChangesContext = createContext<UnsavedChangesApi | null>(null);

/** A link click the guard should hold: same origin, a page (not an API download), plain left click. */
export function heldLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return null;
  // Same page, another anchor (#main from the skip link): nothing is lost.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return null;
  return anchor;
}

export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const dirty = useRef(new Set<string>());
  const asking = useRef(false);
  const t = useTranslations('journey');
  const confirm = useConfirm();
  const router = useRouter();

  const setDirty = useCallback((key: string, value: boolean) => {
    if (value) dirty.current.add(key);
    else dirty.current.delete(key);
  }, []);

  const confirmDiscard = useCallback(
    async (exceptKey?: string) => {
      const others = [...dirty.current].filter((key) => key !== exceptKey);
      if (others.length === 0) return true;
      const discard = await confirm({ title: t('discardTitle'), confirmLabel: t('discard'), cancelLabel: t('cancel'), tone: 'danger' });
      if (discard) others.forEach((key) => dirty.current.delete(key));
      return discard;
    },
    [confirm, t],
  );

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (dirty.current.size === 0) return;
      const anchor = heldLink(event);
      if (!anchor) return;
      event.preventDefault();
      event.stopPropagation();
      if (asking.current) return;
      asking.current = true;
      const href = anchor.getAttribute('href') ?? anchor.href;
      void confirmDiscard().then((discard) => {
        asking.current = false;
        if (discard) router.push(href);
      });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirty.current.size === 0) return;
      event.preventDefault();
      // Older browsers only show the prompt when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [confirmDiscard, router]);

  const api = useMemo(() => ({ setDirty, confirmDiscard }), [setDirty, confirmDiscard]);
  return <UnsavedChangesContext.Provider value={api}>{children}</UnsavedChangesContext.Provider>;
}

export function useUnsavedChanges(): UnsavedChangesApi {
  const api = useContext(UnsavedChangesContext);
  if (!api) throw new Error('useUnsavedChanges must be used inside <UnsavedChangesProvider>.');
  return api;
}

/** Reports a box's dirtiness while it is mounted, and forgets it when the box goes away. */
export function useReportDirty(key: string, isDirty: boolean): void {
  const { setDirty } = useUnsavedChanges();
  useEffect(() => {
    setDirty(key, isDirty);
  }, [key, isDirty, setDirty]);
  useEffect(() => () => setDirty(key, false), [key, setDirty]);
}
