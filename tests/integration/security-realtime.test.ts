// Security finding 15: a signed-out, locked or otherwise revoked user's open socket is closed at once (database
// triggers NOTIFY the sidecar), so it stops receiving userUpdated and every other event.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { callRoute } from '../helpers/http';
import { db } from '@/server/db';
import { closeExpiredSockets } from '@/server/realtime/revocation';
import { publish } from '@/server/realtime/publish';
import { quietRealtimeLog, testSidecar } from '../helpers/realtime-sockets';
import { POST as logout } from '@/app/api/users/logout/route';
import { userChannel } from '@/lib/realtime-channels';
import { MAX_REFUSED_JOINS } from '@/server/realtime/handlers';

const sidecar = testSidecar();
let promo: Awaited<ReturnType<typeof createPromotion>>;

beforeAll(async () => {
  promo = await createPromotion();
});

const openSocket = (cookie: string): Promise<Socket> => sidecar.connect(promo.host, cookie);

/** Resolves with the disconnect reason, or 'still connected' after the timeout. */
function closedWithin(socket: Socket, ms = 3000): Promise<string> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('still connected'), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

async function signedInUser() {
  const user = await createUser({ promotionId: promo.id });
  return { user, cookie: await signInCookie(user, { promotionId: promo.id }) };
}

describe('sockets of ended sessions', () => {
  it('logout closes that browser’s socket, and only it; a later userUpdated reaches only the other session', async () => {
    const { user, cookie } = await signedInUser();
    const otherDevice = await signInCookie(user, { promotionId: promo.id });
    const socket = await openSocket(cookie);
    const other = await openSocket(otherDevice);
    const closed = closedWithin(socket);
    await callRoute(logout, { method: 'POST', host: promo.host, path: '/api/users/logout', cookie });
    expect(await closed).toBe('io server disconnect');

    const seen: string[] = [];
    socket.onAny((event) => seen.push(event));
    const received = new Promise((resolve) => other.once('userUpdated', resolve));
    await publish({ channel: userChannel(user.id), event: 'userUpdated', data: { id: user.id } as never });
    await received;
    expect(seen).toEqual([]);
    expect(other.connected).toBe(true);
  });

  it('a lock closes every socket of the user, and no one else’s', async () => {
    const { user, cookie } = await signedInUser();
    const bystander = await signedInUser();
    const a = await openSocket(cookie);
    const b = await openSocket(await signInCookie(user, { promotionId: promo.id }));
    const c = await openSocket(bystander.cookie);
    const closedA = closedWithin(a);
    const closedB = closedWithin(b);
    const closedC = closedWithin(c, 800);
    await db.user.update({ where: { id: user.id }, data: { is_locked: true } });
    expect(await closedA).toBe('io server disconnect');
    expect(await closedB).toBe('io server disconnect');
    expect(await closedC).toBe('still connected');
  });

  it('a session_version bump (password reset or change) and a deletion close the sockets', async () => {
    const bumped = await signedInUser();
    const deleted = await signedInUser();
    const a = await openSocket(bumped.cookie);
    const b = await openSocket(deleted.cookie);
    const closedA = closedWithin(a);
    const closedB = closedWithin(b);
    await db.user.update({ where: { id: bumped.user.id }, data: { session_version: { increment: 1 } } });
    await db.user.update({ where: { id: deleted.user.id }, data: { deleted_at: new Date() } });
    expect(await closedA).toBe('io server disconnect');
    expect(await closedB).toBe('io server disconnect');
  });

  it('an unrelated change to the user row (last sign-in) leaves the socket open', async () => {
    const { user, cookie } = await signedInUser();
    const socket = await openSocket(cookie);
    const closed = closedWithin(socket, 800);
    await db.user.update({ where: { id: user.id }, data: { last_sign_in_at: new Date() } });
    expect(await closed).toBe('still connected');
  });

  it('closes a socket once its session token expires', async () => {
    const { cookie } = await signedInUser();
    const socket = await openSocket(cookie);
    const closed = closedWithin(socket);
    closeExpiredSockets(sidecar.server.io, quietRealtimeLog, Date.now() + 13 * 60 * 60 * 1000);
    expect(await closed).toBe('io server disconnect');
  });
});

// Issue 37, finding 7: refused joinChannel requests were unlimited (1,000 refusals, a query each, socket still open).
describe('refused channel joins', () => {
  it('a socket is disconnected after more than MAX_REFUSED_JOINS refusals; allowed joins do not count', async () => {
    const { user, cookie } = await signedInUser();
    const socket = await openSocket(cookie);
    const closed = closedWithin(socket);
    for (let i = 0; i < MAX_REFUSED_JOINS; i++) {
      expect(await socket.emitWithAck('joinChannel', `team_${900_000 + i}`)).toEqual({ ok: false, error: 'forbidden' });
      // Joins it may make stay free.
      expect(await socket.emitWithAck('joinChannel', userChannel(user.id))).toMatchObject({ ok: true });
    }
    expect(socket.connected).toBe(true);
    socket.emit('joinChannel', 'team_999999');
    expect(await closed).toBe('io server disconnect');
  });

  it('refusals are counted per socket: another socket of the same user stays connected', async () => {
    const { user, cookie } = await signedInUser();
    const fishing = await openSocket(cookie);
    const other = await openSocket(await signInCookie(user, { promotionId: promo.id }));
    const closedFishing = closedWithin(fishing);
    for (let i = 0; i <= MAX_REFUSED_JOINS; i++) fishing.emit('addTeam', 'not a team');
    expect(await closedFishing).toBe('io server disconnect');
    expect(await other.emitWithAck('joinChannel', promo.websocket_channel)).toMatchObject({ ok: true });
    expect(other.connected).toBe(true);
  });
});
