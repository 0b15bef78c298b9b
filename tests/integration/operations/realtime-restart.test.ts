// The realtime sidecar is killed under 100 connected pages and started again (docs/operations.md "When the database
// is down"/"Supervision"): every client reconnects with the page's reconnect settings, rejoins its channel and
// receives what is published afterwards; the page's shared socket reports the reconnect, which makes the page refetch
// what it missed (components/shell/realtime-connection.tsx). The sidecar is a real process, killed with SIGKILL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { io as connect, type Socket } from 'socket.io-client';
import { createPromotion, createUser, signInCookie } from '../../helpers/factories';
import { freePort, ROOT } from '../../helpers/processes';
import { publish } from '@/server/realtime/publish';
import * as sharedSocket from '@/lib/realtime/socket-client';

const CLIENTS = 100;
let port = 0;
let sidecar: ChildProcess | undefined;
let host = '';
let cookie = '';
let channel = '';
const clients: Socket[] = [];

/** Starts the sidecar as `npm start` does (one node process, so SIGKILL reaches the listener itself). */
function startSidecar(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/realtime/sidecar.ts'], {
    cwd: ROOT,
    env: { ...process.env, SOCKET_PORT: String(port), APP_HOST: 'localhost', RENEW_SILENT_LOGS: '0', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('realtime: listening on port')) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the sidecar exited (${code}):\n${output}`)));
  });
}

const options = () => ({
  transports: ['websocket'], extraHeaders: { host, cookie }, forceNew: true,
  // The page's settings (lib/realtime/socket-client.ts): 3 s, unlimited attempts, a little jitter.
  reconnection: true, reconnectionAttempts: Infinity, reconnectionDelay: sharedSocket.RECONNECT_DELAY_MS,
  reconnectionDelayMax: sharedSocket.RECONNECT_DELAY_MS, randomizationFactor: 0.2,
});

/** Resolves when every client has had `count` joined connects. */
function allJoined(joins: Map<Socket, number>, count: number): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if ([...joins.values()].every((n) => n >= count)) resolve();
      else setTimeout(check, 25);
    };
    check();
  });
}

beforeAll(async () => {
  port = await freePort();
  const promotion = await createPromotion();
  const user = await createUser({ promotionId: promotion.id });
  host = promotion.host;
  channel = promotion.websocket_channel;
  cookie = await signInCookie(user, { promotionId: promotion.id });
  sidecar = await startSidecar();
}, 60_000);

afterAll(() => {
  clients.forEach((c) => c.disconnect());
  sharedSocket.disconnectRealtime();
  sidecar?.kill('SIGKILL');
});

describe('the realtime sidecar restarts under connected clients', () => {
  it('100 clients reconnect, rejoin and receive; the page socket reports the reconnect', async () => {
    const joins = new Map<Socket, number>();
    const received = new Map<Socket, unknown[]>();
    for (let i = 0; i < CLIENTS; i++) {
      const socket = connect(`http://127.0.0.1:${port}`, options());
      joins.set(socket, 0);
      received.set(socket, []);
      // As the page does: (re)join the channel on every connect.
      socket.on('connect', () => {
        void (socket.timeout(10_000).emitWithAck('joinChannel', channel) as Promise<{ ok: boolean }>).then((ack) => {
          if (ack.ok) joins.set(socket, joins.get(socket)! + 1);
        }, () => {});
      });
      socket.on('newLikeCreated', (data: unknown) => received.get(socket)!.push(data));
      clients.push(socket);
    }
    let reconnects = 0;
    const offReconnect = sharedSocket.onReconnect(() => { reconnects += 1; });
    sharedSocket.acquireSocket(`http://127.0.0.1:${port}`, options());
    sharedSocket.addChannels([channel]);
    await allJoined(joins, 1);

    // SIGKILL: no goodbye to the clients, as in a crash.
    const exited = new Promise((resolve) => sidecar!.once('exit', resolve));
    sidecar!.kill('SIGKILL');
    await exited;
    expect(reconnects).toBe(0);

    sidecar = await startSidecar();
    await allJoined(joins, 2);
    await new Promise<void>((resolve) => {
      const check = () => (reconnects === 1 && sharedSocket.getSnapshot().status === 'connected' ? resolve() : setTimeout(check, 25));
      check();
    });
    expect(reconnects).toBe(1);

    // Everything published after the restart reaches every client through its rejoined channel.
    await publish({ channel, event: 'newLikeCreated', data: { post_id: 42 } as never }); // the payload's shape is not the point
    await new Promise<void>((resolve) => {
      const check = () => ([...received.values()].every((list) => list.length === 1) ? resolve() : setTimeout(check, 25));
      check();
    });
    for (const list of received.values()) expect(list).toEqual([{ post_id: 42 }]);
    offReconnect();
  }, 90_000);
});
