// The wall's live events through the real sidecar, in-process: newPostCreated published on a promotion's channel
// reaches that promotion's other open walls, and never a socket of another promotion.
// Node cannot resolve *.localhost, so clients dial 127.0.0.1 and name the promotion's host in Host.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { createRealtimeServer, type RealtimeServer } from '@/server/realtime/server';
import { publish } from '@/server/realtime/publish';
import type { RealtimeLog } from '@/server/realtime/log';
import type { JoinAck } from '@/lib/realtime-channels';
import type { WallPostCreated } from '@/lib/realtime/events';

const quiet: RealtimeLog = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const SILENCE_MS = 300;

type Promotion = Awaited<ReturnType<typeof createPromotion>>;
let server: RealtimeServer;
const sockets: Socket[] = [];
let acme: Promotion;
let globex: Promotion;

beforeAll(async () => {
  acme = await createPromotion({ subdomain: 'acme' });
  globex = await createPromotion({ subdomain: 'globex' });
  server = await createRealtimeServer({
    port: 0, hostname: '127.0.0.1', databaseUrl: process.env.DATABASE_URL!, appHost: 'localhost', log: quiet,
    listenBackoffMs: { min: 20, max: 200 },
  });
});

afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await server?.close();
});

/** A participant of `promotion` with the page's socket open and joined to the promotion's channel, as the wall does. */
async function openWall(promotion: Promotion) {
  const user = await createUser({ promotionId: promotion.id });
  const cookie = await signInCookie(user, { promotionId: promotion.id });
  const socket = connect(`http://127.0.0.1:${server.port}`, {
    transports: ['websocket'], extraHeaders: { host: promotion.host, cookie }, reconnection: false, forceNew: true,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const ack = (await socket.timeout(2000).emitWithAck('joinChannel', promotion.websocket_channel)) as JoinAck;
  expect(ack).toEqual({ ok: true, channel: promotion.websocket_channel });
  return { user, cookie, socket };
}

function nextEvent<T>(socket: Socket, event: string, timeoutMs = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (data: T) => {
      clearTimeout(timer);
      resolve(data);
    });
  });
}

/** Every event name the socket receives while `act` runs and for SILENCE_MS after. */
async function eventsDuring(socket: Socket, act: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const record = (event: string) => seen.push(event);
  socket.onAny(record);
  await act();
  await new Promise((r) => setTimeout(r, SILENCE_MS));
  socket.offAny(record);
  return seen;
}

describe('wall realtime', () => {
  it('newPostCreated on the promotion channel reaches another participant of that promotion, and no one of another promotion', async () => {
    const author = await openWall(acme);
    const reader = await openWall(acme);
    const outsider = await openWall(globex);
    // Asking for acme's channel does not help: it is not globex's page's to join.
    expect(await outsider.socket.timeout(2000).emitWithAck('joinChannel', acme.websocket_channel)).toEqual({ ok: false, error: 'forbidden' });
    const post: WallPostCreated = {
      id: 4242, user_id: author.user.id, wallable_type: 'Promotion', wallable_id: acme.id, parent_post_id: null, depth: 0,
    };

    const seenOutside = eventsDuring(outsider.socket, async () => {
      const received = nextEvent<WallPostCreated>(reader.socket, 'newPostCreated');
      await publish({ channel: acme.websocket_channel, event: 'newPostCreated', data: post });
      expect(await received).toEqual(post);
    });
    expect(await seenOutside).toEqual([]);
  });
});
