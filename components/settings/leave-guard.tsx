'use client';
// The settings form's dirty guard (participant-core.md §4 "a dirty form blocks navigation until the user confirms;
// staying returns to the current tab", §8 the dialog's words, (Stay, Leave)). As on My Journey
// (components/journey/unsaved-changes.tsx): a same-site link click anywhere on the page is held while the form has
// unsaved changes and the question asked; closing or reloading the tab gets the browser's own prompt. The App Router
// has no navigation-blocking API, so the browser's back button is not held.
import { useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useConfirm } from '@/components/feedback/confirm';
import { heldLink } from '@/components/journey/unsaved-changes';

export function useLeaveGuard(dirty: boolean): void {
  const t = useTranslations('settings.leave');
  const confirm = useConfirm();
  const router = useRouter();
  const asking = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    const onClick = (event: MouseEvent) => {
      const anchor = heldLink(event);
      if (!anchor) return;
      event.preventDefault();
      event.stopPropagation();
      if (asking.current) return;
      asking.current = true;
      const href = anchor.getAttribute('href') ?? anchor.href;
      void confirm({ title: t('title'), confirmLabel: t('leave'), cancelLabel: t('stay'), tone: 'danger' }).then((leave) => {
        asking.current = false;
        if (leave) router.push(href);
      });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
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
  }, [dirty, confirm, router, t]);
}
