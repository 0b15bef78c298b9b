'use client';
// Is the page failing because the database is down (GET /api/ready?only=database answers 503, or the server does not
// answer at all)? While it is, checks again every RECHECK_MS and calls onBack once the service answers again, so a
// maintenance page recovers by itself (docs/operations.md "When the database is down").
import { useEffect, useRef, useState } from 'react';

const RECHECK_MS = 10_000;

async function serviceDown(): Promise<boolean> {
  try {
    const response = await fetch('/api/ready?only=database', { cache: 'no-store' });
    return response.status === 503;
  } catch {
    return true; // the web server itself is restarting
  }
}

/** null while unknown, then true (maintenance) or false (another error). */
export function useServiceOutage(onBack: () => void): boolean | null {
  const [down, setDown] = useState<boolean | null>(null);
  const onBackRef = useRef(onBack);
  useEffect(() => {
    onBackRef.current = onBack;
  }, [onBack]);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wasDown = false;
    const check = async () => {
      const isDown = await serviceDown();
      if (cancelled) return;
      if (wasDown && !isDown) {
        onBackRef.current();
        return;
      }
      wasDown = isDown;
      setDown(isDown);
      if (isDown) timer = setTimeout(() => void check(), RECHECK_MS);
    };
    void check();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, []);
  return down;
}
