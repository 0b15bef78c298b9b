// A client process of `npm run bench:realtime` (forked by bench/realtime.ts): holds its share of the sockets, each
// signed in as one participant and joined to the promotion's channel as the browser's client does
// (lib/realtime/socket-client.ts emits joinChannel on connect), and records when each newPostCreated arrives.
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import type { JoinAck } from '../lib/realtime-channels.ts';
import type { WallPostCreated } from '../lib/realtime/events.ts';

export type ClientCommand =
  | { type: 'connect'; url: string; host: string; channel: string; tokens: string[]; concurrency: number; thenClose?: boolean }
  | { type: 'mark' }
  | { type: 'count' }
  | { type: 'collect' }
  | { type: 'close' };

export type ClientReply =
  | { type: 'connected'; ok: number; failed: number; firstError: string | null; ms: number }
  | { type: 'count'; received: number; disconnected: number }
  | { type: 'collected'; ids: number[]; times: number[]; elu: number; cpuMs: number; windowMs: number; memory: NodeJS.MemoryUsage };

/** Milliseconds since the epoch with sub-millisecond precision, comparable across processes of one machine. */
export const clock = () => performance.timeOrigin + performance.now();

const sockets: Socket[] = [];
const receivedIds: number[] = [];
const receivedAt: number[] = [];
let disconnected = 0;
let eluMark = performance.eventLoopUtilization();
let cpuMark = process.cpuUsage();
let timeMark = performance.now();

const send = (reply: ClientReply) => process.send!(reply);

/** A socket that has neither connected and joined nor failed by then counts as failed: a run never waits forever. */
const OPEN_DEADLINE_MS = 60_000;

/** Resolves with the socket once joined; a kept socket records deliveries, another is the caller's to close. */
function openOne(url: string, host: string, channel: string, token: string, keep: boolean): Promise<Socket> {
  return new Promise((resolve, reject) => {
    // WebSocket first, polling only if it cannot open, as the page's client (lib/realtime/socket-client.ts). Node's
    // polling transport refuses to set Host, so a socket that falls back fails and is counted. The token is the raw
    // session cookie value.
    const socket = io(url, {
      transports: ['websocket', 'polling'], tryAllTransports: true,
      extraHeaders: { host }, auth: { token }, reconnection: false, forceNew: true,
    });
    const deadline = setTimeout(() => {
      // Where it stopped: the engine's transport and state tell a lost handshake from an unanswered namespace CONNECT.
      const engine = socket.io.engine as { transport?: { name?: string }; readyState?: string } | undefined;
      const where = socket.connected ? 'connected, join unanswered' : `not connected; engine ${engine?.transport?.name ?? '–'} ${engine?.readyState ?? '–'}`;
      fail(new Error(`no connect and join within ${OPEN_DEADLINE_MS / 1000} s (${where})`));
    }, OPEN_DEADLINE_MS);
    const fail = (error: Error) => {
      clearTimeout(deadline);
      socket.close();
      reject(error);
    };
    socket.once('connect_error', fail);
    // Closed before the join was answered (the engine opened, then its transport closed): no connect_error follows.
    const closedEarly = (reason: string) => fail(new Error(`closed before joining: ${reason}`));
    socket.once('disconnect', closedEarly);
    socket.once('connect', () => {
      socket.timeout(30_000).emit('joinChannel', channel, (error: Error | null, ack: JoinAck) => {
        if (error || !ack.ok) return fail(error ?? new Error(`joinChannel refused: ${ack.ok ? '' : ack.error}`));
        clearTimeout(deadline);
        socket.off('disconnect', closedEarly);
        if (!keep) return resolve(socket);
        socket.on('newPostCreated', (post: WallPostCreated) => {
          receivedAt.push(clock());
          receivedIds.push(post.id);
        });
        socket.on('disconnect', () => disconnected++);
        sockets.push(socket);
        resolve(socket);
      });
    });
  });
}

async function connectAll(command: Extract<ClientCommand, { type: 'connect' }>): Promise<void> {
  const started = performance.now();
  let next = 0;
  let ok = 0;
  let failed = 0;
  let firstError: string | null = null;
  // thenClose (the warm-up) holds its sockets until all have joined, so @socket.io/sticky's least-connection choice
  // spreads them over every sidecar process instead of reusing the one a closed socket just left.
  const warmUp: Socket[] = [];
  // A bounded number of handshakes in flight, as a crowd of browsers opening the page would be.
  await Promise.all(
    Array.from({ length: command.concurrency }, async () => {
      while (next < command.tokens.length) {
        const token = command.tokens[next++];
        try {
          const socket = await openOne(command.url, command.host, command.channel, token, !command.thenClose);
          if (command.thenClose) warmUp.push(socket);
          ok++;
        } catch (error) {
          failed++;
          firstError ??= (error as Error).message;
        }
      }
    }),
  );
  warmUp.forEach((socket) => socket.close());
  send({ type: 'connected', ok, failed, firstError, ms: performance.now() - started });
}

process.on('message', (command: ClientCommand) => {
  switch (command.type) {
    case 'connect':
      void connectAll(command);
      break;
    case 'mark':
      eluMark = performance.eventLoopUtilization();
      cpuMark = process.cpuUsage();
      timeMark = performance.now();
      break;
    case 'count':
      send({ type: 'count', received: receivedIds.length, disconnected });
      break;
    case 'collect': {
      const cpu = process.cpuUsage(cpuMark);
      send({
        type: 'collected', ids: receivedIds, times: receivedAt,
        elu: performance.eventLoopUtilization(eluMark).utilization, cpuMs: (cpu.user + cpu.system) / 1000,
        windowMs: performance.now() - timeMark, memory: process.memoryUsage(),
      });
      break;
    }
    case 'close':
      sockets.forEach((s) => s.close());
      process.disconnect();
      break;
  }
});
