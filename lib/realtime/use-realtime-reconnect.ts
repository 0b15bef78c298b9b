'use client';
// Runs a callback each time the page's socket comes back after a drop (not on the first connect): whatever was
// published while it was away was missed, so views that follow live events read their data again.
import { useEffect, useRef } from 'react';
import { getSnapshot, subscribeSnapshot, type RealtimeStatus } from './socket-client';

export function useRealtimeReconnect(onReconnect: () => void): void {
  const latest = useRef(onReconnect);
  useEffect(() => {
    latest.current = onReconnect;
  });
  useEffect(() => {
    let wasConnected = getSnapshot().status === 'connected';
    let previous: RealtimeStatus = getSnapshot().status;
    return subscribeSnapshot(() => {
      const { status } = getSnapshot();
      if (status === previous) return;
      if (status === 'connected') {
        if (wasConnected) latest.current();
        wasConnected = true;
      }
      previous = status;
    });
  }, []);
}
