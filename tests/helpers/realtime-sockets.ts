// A real sidecar for a test file and sockets that dial it the way a page does: websocket transport, the page's host
// and session cookie in the headers (Node cannot resolve *.localhost, so clients dial 127.0.0.1 and name the host).
// Call testSidecar() at the top of a file: it starts the sidecar before the tests and closes it and every socket
// after.
import { afterAll, beforeAll } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { createRealtimeServer, type RealtimeServer } from '@/server/realtime/server';
import type { RealtimeLog } from '@/server/realtime/log';

const show = process.env.REALTIME_TEST_LOGS === '1';
export const quietRealtimeLog: RealtimeLog = {
  debug: () => {},
  info: () => {},
  warn: (m, f) => show && console.warn(m, f),
  error: (m, f) => show && console.error(m, f),
};

/** How long a test listens to be sure an event did not arrive. */
export const SILENCE_MS = 300;

export function startTestSidecar(port = 0): Promise<RealtimeServer> {
  return createRealtimeServer({
    port, hostname: '127.0.0.1', databaseUrl: process.env.DATABASE_URL!, appHost: 'localhost', log: quietRealtimeLog,
    listenBackoffMs: { min: 20, max: 200 },
  });
}

export function testSidecar() {
  let server: RealtimeServer | undefined;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    server = await startTestSidecar();
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await server?.close();
  });
  return {
    get server(): RealtimeServer {
      if (!server) throw new Error('the test sidecar is not started yet');
      return server;
    },
    /** A connected socket for a page of `host` with this session cookie (rejects with the server's connect_error). */
    async connect(host: string, cookie: string): Promise<Socket> {
      const socket = connect(`http://127.0.0.1:${this.server.port}`, {
        transports: ['websocket'], extraHeaders: { host, cookie }, reconnection: false, forceNew: true,
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    },
  };
}

/** The next `event` the socket receives, or a rejection after the timeout. */
export function nextEvent<T = unknown>(socket: Socket, event: string, timeoutMs = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (data: T) => {
      clearTimeout(timer);
      resolve(data);
    });
  });
}

/** Every event name the socket receives while `act` runs and for SILENCE_MS after. */
export async function eventsDuring(socket: Socket, act: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const record = (event: string) => seen.push(event);
  socket.onAny(record);
  await act();
  await new Promise((r) => setTimeout(r, SILENCE_MS));
  socket.offAny(record);
  return seen;
}
