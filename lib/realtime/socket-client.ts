// The page's one Socket.IO connection to the realtime sidecar, shared by every component through ref-counting.
// Framework-free (the React hooks in use-realtime.ts wrap it) so it can also run in Node tests.
// Channels are ref-counted too and re-joined on every (re)connect: the server forgets rooms when a socket drops
// (the spec rejoins channels on reconnect).
// The Socket.IO client (~43 KiB) is imported on first use, not with the page: no page needs it for its first paint,
// and every signed-in page used to download it before anything else could run.
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { CLIENT_EVENTS, RESYNC_EVENT, type JoinAck, type RealtimeEvent } from '@/lib/realtime-channels';
import type { RealtimeEventMap } from './events';

/** Reconnect after 3000 ms, with unlimited attempts. */
export const RECONNECT_DELAY_MS = 3000;
/** The sidecar's port when the page says nothing (lib/env.ts SOCKET_PORT default). */
export const DEFAULT_SOCKET_PORT = 3001;
// Keeps the socket through a quick unmount/mount (React StrictMode, a page transition) instead of reconnecting.
const RELEASE_GRACE_MS = 1000;

export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'disconnected' | 'unauthorized';
export type RealtimeHandler = (data: unknown) => void;
export interface RealtimeSnapshot {
  socket: Socket | null;
  status: RealtimeStatus;
}

let socket: Socket | null = null;
let users = 0;
/** Bumped by every disconnect, so a client module that arrives after the last user left opens nothing. */
let generation = 0;
let opening = false;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;
const channels = new Map<string, number>();
const handlers = new Map<string, Set<RealtimeHandler>>();
const listeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();
/** Whether this socket connected once already: a later 'connect' is a reconnect, after which events may be missed. */
let connectedBefore = false;
let snapshot: RealtimeSnapshot = { socket: null, status: 'idle' };

function setSnapshot(status: RealtimeStatus): void {
  snapshot = { socket, status };
  listeners.forEach((listener) => listener());
}

export function subscribeSnapshot(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const getSnapshot = (): RealtimeSnapshot => snapshot;

/**
 * Called after every reconnect of the page's socket (not the first connect), and when the sidecar says events were
 * missed ('resync'); returns the unsubscribe.
 */
export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

/**
 * Where the sidecar is: an explicit URL, else `data-socket-url` / `data-socket-port` on the page (the root layout
 * renders them from SOCKET_PUBLIC_URL / SOCKET_PORT), else this page's protocol and host name on `port` or 3001.
 * The host name must stay the page's: the session cookie is host-only and the sidecar reads the promotion from it.
 */
export function resolveSocketUrl(options: { url?: string; port?: number } = {}): string {
  if (options.url) return options.url;
  const marked = (name: string) => document.querySelector<HTMLElement>(`[data-${name}]`)?.getAttribute(`data-${name}`) || undefined;
  const configured = marked('socket-url');
  if (configured) return configured;
  const port = options.port ?? (Number(marked('socket-port')) || DEFAULT_SOCKET_PORT);
  return `${window.location.protocol}//${window.location.hostname}:${port}`;
}

function emitJoin(channel: string): void {
  socket?.emit(CLIENT_EVENTS.joinChannel, channel, (ack: JoinAck) => {
    if (!ack.ok) console.warn(`[realtime] could not join ${channel}: ${ack.error}`);
  });
}

type Io = typeof import('socket.io-client').io;

function open(io: Io, url: string, extra: Partial<ManagerOptions & SocketOptions>): Socket {
  const s = io(url, {
    withCredentials: true, // the sidecar authenticates with the session cookie
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: RECONNECT_DELAY_MS,
    reconnectionDelayMax: RECONNECT_DELAY_MS,
    // A little jitter (2.4–3 s) so a restarted sidecar is not hit by every tab in the same millisecond.
    randomizationFactor: 0.2,
    // A WebSocket straight away, long-polling only where it cannot open (a proxy that refuses the upgrade). Starting
    // with polling and upgrading cost five requests, each handled on the main thread while the page was still loading
    // (Lighthouse's blocking time on home), and polling needs sticky sessions behind several sidecar processes.
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    ...extra,
  });
  s.on('connect', () => {
    channels.forEach((_count, channel) => emitJoin(channel));
    setSnapshot('connected');
    // Events published while the socket was down (a sidecar restart, a network drop) never arrive: say so, and the
    // page refetches what it shows (components/shell/realtime-connection.tsx).
    if (connectedBefore) reconnectListeners.forEach((listener) => listener());
    connectedBefore = true;
  });
  // The sidecar lost events of its own (its database connection dropped for longer than its outbox keeps them): the
  // same refetch as after a reconnect.
  s.on(RESYNC_EVENT, () => reconnectListeners.forEach((listener) => listener()));
  s.on('disconnect', () => setSnapshot('disconnected'));
  s.on('connect_error', (error) => {
    // A refused handshake is final (signed out or wrong host): Socket.IO does not retry it, and neither do we.
    setSnapshot(s.active ? 'connecting' : error.message === 'unauthorized' ? 'unauthorized' : 'disconnected');
  });
  s.onAny((event: string, data: unknown) => handlers.get(event)?.forEach((handler) => handler(data)));
  return s;
}

/**
 * Resolves once the page has loaded (its `load` event; at once outside a browser or when it has already fired). The
 * client (~12 KiB gzip, ~40 KiB of script to compile) waits for it, so it neither competes with the page's own
 * scripts while the page draws nor counts in its first load (docs/benchmarks.md "Session 18: home's first load").
 */
function pageLoaded(): Promise<void> {
  if (typeof document === 'undefined' || document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Takes a share of the page's socket, opening it on first use once the page has loaded and the client module with it
 * (the snapshot says 'connecting' meanwhile). `extra` is for non-browser clients (tests).
 */
export function acquireSocket(url: string, extra: Partial<ManagerOptions & SocketOptions> = {}): void {
  clearTimeout(releaseTimer);
  users += 1;
  if (socket || opening) return;
  opening = true;
  const started = generation;
  setSnapshot('connecting');
  void pageLoaded()
    .then(() => import('socket.io-client'))
    .then(
      ({ io }) => {
        opening = false;
        if (started !== generation || users === 0 || socket) return;
        socket = open(io, url, extra);
        setSnapshot('connecting');
      },
      () => {
        opening = false;
        setSnapshot('disconnected');
      },
    );
}

/** Gives the share back; the last one closes the socket after a short grace period. */
export function releaseSocket(): void {
  users = Math.max(0, users - 1);
  if (users > 0) return;
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(disconnectRealtime, RELEASE_GRACE_MS);
}

/** Closes the socket now, e.g. on sign-out (logout clears the socket). */
export function disconnectRealtime(): void {
  clearTimeout(releaseTimer);
  generation += 1;
  opening = false;
  socket?.removeAllListeners();
  socket?.offAny();
  socket?.disconnect();
  socket = null;
  connectedBefore = false; // the next socket's first connect is not a reconnect
  users = 0;
  setSnapshot('idle');
}

export function addChannels(names: readonly string[]): void {
  for (const name of names) {
    const count = channels.get(name) ?? 0;
    channels.set(name, count + 1);
    if (count === 0 && socket?.connected) emitJoin(name);
  }
}

export function removeChannels(names: readonly string[]): void {
  for (const name of names) {
    const count = channels.get(name) ?? 0;
    if (count > 1) channels.set(name, count - 1);
    else if (count === 1) {
      channels.delete(name);
      if (socket?.connected) socket.emit(CLIENT_EVENTS.leaveChannel, name);
    }
  }
}

/**
 * Calls `handler` for each `event` the server sends on any joined channel; returns the unsubscribe. The payload is
 * typed by the event's name (lib/realtime/events.ts); the server's publish() is checked against the same map.
 */
export function onRealtimeEvent<E extends RealtimeEvent>(event: E, handler: (data: RealtimeEventMap[E]) => void): () => void {
  // The map is the contract: what arrives under `event` is that event's payload.
  const untyped = handler as RealtimeHandler;
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(untyped);
  return () => {
    set.delete(untyped);
    if (set.size === 0) handlers.delete(event);
  };
}
