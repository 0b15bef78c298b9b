// Waiting for the page's realtime socket (lib/realtime/socket-client.ts) instead of sleeping: a spec that makes
// another browser write and expects this page to hear of it must not write before the socket listens, and a fixed
// 1.5 s is too short on a loaded 2-core machine and wasted on a quiet one. The signal is Socket.IO's own, read off the
// wire: the CONNECT packet ('40{…}': the sidecar has put the socket in user_{id} before it answers, see
// server/realtime/handlers.ts), or the acknowledgement of a joinChannel ('43<n>[{"ok":true,"channel":…}]'). The
// client polls over HTTP before it upgrades to a WebSocket, so both carriers are watched.
import type { Page, Response, WebSocket } from '@playwright/test';

export type RealtimeMilestone = 'connected' | 'joined';

const PACKETS = /\x1e/;
const isMilestone = (packet: string, milestone: RealtimeMilestone) =>
  milestone === 'connected' ? packet.startsWith('40{') : /^43\d*\[\{/.test(packet) && packet.includes('"ok":true');

/**
 * Arms a watch on the page's socket; call it BEFORE the navigation that opens the socket, and await the result before
 * the other browser writes. 'connected': events for the user (notifications, their own logging in another tab);
 * 'joined': the page has also joined a channel (the promotion's wall).
 */
export function realtimeReady(page: Page, milestone: RealtimeMilestone, timeout = 20_000): Promise<void> {
  let stop: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => {
    const seen = (payload: string) => {
      if (payload.split(PACKETS).some((packet) => isMilestone(packet, milestone))) {
        stop();
        resolve();
      }
    };
    const onResponse = (response: Response) => {
      if (!response.url().includes('/socket.io/') || response.request().method() !== 'GET') return;
      response.text().then(seen, () => undefined);
    };
    const onSocket = (socket: WebSocket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string') seen(payload);
      });
    };
    page.on('response', onResponse);
    page.on('websocket', onSocket);
    stop = () => {
      page.off('response', onResponse);
      page.off('websocket', onSocket);
    };
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      stop();
      reject(new Error(`The page's realtime socket was not ${milestone} within ${timeout} ms`));
    }, timeout);
  });
  const ready = Promise.race([reached, late]).finally(() => clearTimeout(timer));
  ready.catch(() => undefined); // a spec that failed before awaiting it must not see an unhandled rejection later
  return ready;
}
