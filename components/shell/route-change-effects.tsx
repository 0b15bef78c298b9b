'use client';
// Each state change scrolls to top (and clears errors, which the banner does itself).
import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';

export function RouteChangeEffects() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}
