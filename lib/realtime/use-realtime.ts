'use client';
// React hooks over the page's shared realtime socket (socket-client.ts).
//
//   // once, high in the signed-in shell:
//   useRealtime({ channels: [promotion.websocket_channel] });
//   // anywhere below:
//   useRealtimeEvent('userUpdated', (user) => queryClient.setQueryData(['user', 'me'], user));
//
// user_{id} is joined by the server itself; team_{id} channels can be added by any component that shows a team.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { RealtimeEvent } from '@/lib/realtime-channels';
import type { RealtimeEventMap } from './events';
import {
  acquireSocket, addChannels, getSnapshot, onRealtimeEvent, releaseSocket, removeChannels, resolveSocketUrl,
  subscribeSnapshot, type RealtimeSnapshot,
} from './socket-client';

export interface UseRealtimeOptions {
  /** Rooms to be in while the component is mounted; re-joined after every reconnect. */
  channels?: readonly string[];
  /** Sidecar URL; default from data-socket-url / data-socket-port on the page, or the page host on :3001. */
  url?: string;
  port?: number;
  /** false while signed out: no socket is opened. */
  enabled?: boolean;
}

const idle: RealtimeSnapshot = { socket: null, status: 'idle' };

/**
 * Keeps the shared socket open while mounted and the given channels joined. It does not re-render its caller when the
 * connection's status changes: the callers are whole screens (home, My Journey, a team), and three status changes
 * (connecting, loaded, connected) each re-rendered the whole screen synchronously right after hydration, adding to
 * home's blocking time (docs/benchmarks.md "First-load JavaScript and Lighthouse"). `useRealtimeStatus` is for
 * a component that shows the status.
 */
export function useRealtime(options: UseRealtimeOptions = {}): void {
  const { url, port, enabled = true } = options;
  // A fresh array each render must not rejoin: compare by content.
  const channelsKey = JSON.stringify(options.channels?.filter(Boolean) ?? []);

  useEffect(() => {
    if (!enabled) return;
    acquireSocket(resolveSocketUrl({ url, port }));
    return releaseSocket;
  }, [enabled, url, port]);

  useEffect(() => {
    if (!enabled) return;
    const names = JSON.parse(channelsKey) as string[];
    addChannels(names);
    return () => removeChannels(names);
  }, [enabled, channelsKey]);
}

/** The shared socket and its status, re-rendering the caller when either changes. */
export function useRealtimeStatus(): RealtimeSnapshot {
  return useSyncExternalStore(subscribeSnapshot, getSnapshot, () => idle);
}

/**
 * Runs `handler` for each `event` from the sidecar while mounted; the latest handler is used without resubscribing.
 * `data` is typed by the event's name (lib/realtime/events.ts): the same map publish() is checked against.
 */
export function useRealtimeEvent<E extends RealtimeEvent>(event: E, handler: (data: RealtimeEventMap[E]) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onRealtimeEvent(event, (data) => latest.current(data)), [event]);
}

export { disconnectRealtime, type RealtimeStatus } from './socket-client';
