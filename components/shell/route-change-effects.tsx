'use client';
// Each in-app navigation scrolls to the top (the banner clears its errors itself) and moves focus to the new page's
// main heading, so a keyboard or screen-reader user starts reading the page they asked for instead of staying on the
// link they pressed (which may no longer exist). A page still streaming gets its heading focused when it arrives.
// Focus is left alone when the page put it somewhere itself (an autofocused field, an open dialog).
// A full page load that follows signing in (or signing up) does the same: the form asks for it with
// `focusHeadingOnNextLoad()` before it loads the signed-in page, which would otherwise start on <body>.
import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';

/** How long a navigation waits for its page's heading to stream in. */
const HEADING_WAIT_MS = 5000;
const FOCUS_ON_LOAD_KEY = 'renew.focus_heading_on_load';

/** Ask the next full page load to put focus on its main heading (after sign-in, the page's own start). */
export function focusHeadingOnNextLoad(): void {
  try {
    sessionStorage.setItem(FOCUS_ON_LOAD_KEY, '1');
  } catch {
    // without session storage the page starts on <body>, as browsers do
  }
}

function takeLoadRequest(): boolean {
  try {
    const asked = sessionStorage.getItem(FOCUS_ON_LOAD_KEY) !== null;
    sessionStorage.removeItem(FOCUS_ON_LOAD_KEY);
    return asked;
  } catch {
    return false;
  }
}

/** Focus the main heading now, or when it streams in (within HEADING_WAIT_MS); returns the cleanup. */
function focusHeadingWhenReady(): (() => void) | undefined {
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
}

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
  useEffect(() => (takeLoadRequest() ? focusHeadingWhenReady() : undefined), []);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, left: 0 });
    return focusHeadingWhenReady();
  }, [pathname]);
  return null;
}
