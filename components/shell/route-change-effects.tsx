'use client';
// Each in-app navigation scrolls to the top (the banner clears its errors itself) and moves focus to the new page's
// main heading, so a keyboard or screen-reader user starts reading the page they asked for instead of staying on the
// link they pressed (which may no longer exist). A page still streaming gets its heading focused when it arrives.
// Focus is left alone when the page put it somewhere itself (an autofocused field, an open dialog).
import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';

/** How long a navigation waits for its page's heading to stream in. */
const HEADING_WAIT_MS = 5000;

function mainHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? null;
}

/** Focus moved by the page itself (inside main, or a dialog) is kept. */
function pageTookFocus(): boolean {
  const active = document.activeElement;
  if (document.querySelector('dialog[open], [role="dialog"][data-state="open"]')) return true;
  if (!active || active === document.body) return false;
  const main = document.getElementById('main');
  return !!main && main.contains(active) && active !== main;
}

function focusHeading(heading: HTMLElement): void {
  if (pageTookFocus()) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

export function RouteChangeEffects() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, left: 0 });
    const heading = mainHeading();
    if (heading) {
      focusHeading(heading);
      return;
    }
    const main = document.getElementById('main');
    if (!main) return;
    const observer = new MutationObserver(() => {
      const arrived = mainHeading();
      if (!arrived) return;
      observer.disconnect();
      focusHeading(arrived);
    });
    observer.observe(main, { childList: true, subtree: true });
    const stop = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(stop);
    };
  }, [pathname]);
  return null;
}
