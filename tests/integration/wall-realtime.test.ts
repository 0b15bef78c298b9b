// The wall's live events end to end, in-process: a post or a like through the real route handler → its domain
// event's after-commit handler → publish() (pg_notify) → the real sidecar → the promotion's other open walls, and
// never a socket of another promotion.
// Node cannot resolve *.localhost, so clients dial 127.0.0.1 and name the promotion's host in Host.
import { beforeAll, describe, expect, it } from 'vitest';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { callRoute } from '../helpers/http';
import { eventsDuring, nextEvent, SILENCE_MS, testSidecar } from '../helpers/realtime-sockets';
import { POST as createPost } from '@/app/api/posts/route';
import { POST as createLike } from '@/app/api/likes/route';
import type { JoinAck } from '@/lib/realtime-channels';
import type { RealtimeEventMap, WallPostCreated } from '@/lib/realtime/events';

type Promotion = Awaited<ReturnType<typeof createPromotion>>;
const sidecar = testSidecar();
let acme: Promotion;
let globex: Promotion;

beforeAll(async () => {
  acme = await createPromotion({ subdomain: 'acme' });
  globex = await createPromotion({ subdomain: 'globex' });
});

/** A participant of `promotion` with the page's socket open and joined to the promotion's channel, as the wall does. */
async function openWall(promotion: Promotion) {
  const user = await createUser({ promotionId: promotion.id });
  const cookie = await signInCookie(user, { promotionId: promotion.id });
  const socket = await sidecar.connect(promotion.host, cookie);
  const ack = (await socket.timeout(2000).emitWithAck('joinChannel', promotion.websocket_channel)) as JoinAck;
  expect(ack).toEqual({ ok: true, channel: promotion.websocket_channel });
  return { user, cookie, socket };
}

type Wall = Awaited<ReturnType<typeof openWall>>;
const post = (w: Wall, promotion: Promotion, body: Record<string, unknown>) =>
  callRoute(createPost, { method: 'POST', host: promotion.host, path: '/api/posts', cookie: w.cookie, body });
const like = (w: Wall, promotion: Promotion, likeableId: number) =>
  callRoute(createLike, { method: 'POST', host: promotion.host, path: '/api/likes', cookie: w.cookie, body: { likeable_id: likeableId } });

describe('wall realtime', () => {
  it('POST /api/posts: newPostCreated reaches another participant of the promotion, and no socket of another promotion', async () => {
    const author = await openWall(acme);
    const reader = await openWall(acme);
    const outsider = await openWall(globex);
    // Asking for acme's channel does not help: it is not globex's page's to join.
    expect(await outsider.socket.timeout(2000).emitWithAck('joinChannel', acme.websocket_channel)).toEqual({ ok: false, error: 'forbidden' });

    let created: { id: number } | undefined;
    const seenOutside = await eventsDuring(outsider.socket, async () => {
      const received = nextEvent<WallPostCreated>(reader.socket, 'newPostCreated');
      const response = await post(author, acme, { content: 'Live on the wall' });
      expect(response.status).toBe(201);
      created = response.json;
      expect(await received).toEqual({
        id: created!.id, user_id: author.user.id, wallable_type: 'Promotion', wallable_id: acme.id, parent_post_id: null, depth: 0,
      });
    });
    expect(seenOutside).toEqual([]);

    // A comment is announced the same way, naming the post it answers.
    const comment = nextEvent<WallPostCreated>(reader.socket, 'newPostCreated');
    const reply = await post(reader, acme, { content: 'Seen it', parent_post_id: created!.id, depth: 1 });
    expect(reply.status).toBe(201);
    expect(await comment).toMatchObject({ id: reply.json.id, user_id: reader.user.id, parent_post_id: created!.id, depth: 1 });
  });

  it('a post on the other promotion’s wall reaches its own participants and not this one', async () => {
    const local = await openWall(acme);
    const writer = await openWall(globex);
    const colleague = await openWall(globex);
    const seenHere = await eventsDuring(local.socket, async () => {
      const received = nextEvent<WallPostCreated>(colleague.socket, 'newPostCreated');
      const response = await post(writer, globex, { content: 'Globex only' });
      expect(response.status).toBe(201);
      expect((await received).wallable_id).toBe(globex.id);
    });
    expect(seenHere).toEqual([]);
  });

  it('POST /api/likes: newLikeCreated reaches the promotion’s walls, and no socket of another promotion', async () => {
    const author = await openWall(acme);
    const fan = await openWall(acme);
    const outsider = await openWall(globex);
    const created = await post(author, acme, { content: 'Like me' });
    expect(created.status).toBe(201);
    await new Promise((r) => setTimeout(r, SILENCE_MS)); // the post's own newPostCreated has gone by

    const seenOutside = await eventsDuring(outsider.socket, async () => {
      const received = nextEvent<RealtimeEventMap['newLikeCreated']>(author.socket, 'newLikeCreated');
      const response = await like(fan, acme, created.json.id);
      expect(response.status).toBe(201);
      expect(await received).toMatchObject({ likeable_id: created.json.id, user_id: fan.user.id });
    });
    expect(seenOutside).toEqual([]);
  });
});

describe('the expert wall on the dashboard', () => {
  /** A dashboard socket of a cross-promotion account; its joinChannel answer for `channel`. */
  async function dashboardJoin(role: 'Poster' | 'Master' | 'Reseller' | 'Super Coordinator', channel: string) {
    const user = await createUser({ promotionId: null, role });
    const cookie = await signInCookie(user, { promotionId: null });
    const socket = await sidecar.connect('dashboard.localhost:3000', cookie);
    const ack = (await socket.timeout(2000).emitWithAck('joinChannel', channel)) as JoinAck;
    return { socket, ack };
  }

  it('lets a poster watch any wall live, and refuses accounts that do not reach it', async () => {
    const { socket, ack } = await dashboardJoin('Poster', acme.websocket_channel);
    expect(ack).toEqual({ ok: true, channel: acme.websocket_channel });
    const author = await openWall(acme);
    const arrived = nextEvent<WallPostCreated>(socket, 'newPostCreated');
    const res = await post(author, acme, { content: 'Watched by the expert' });
    expect((await arrived).id).toBe(res.json.id);
    // A reseller and a super coordinator who cover nothing, and any made-up channel, are refused.
    expect((await dashboardJoin('Reseller', acme.websocket_channel)).ack).toEqual({ ok: false, error: 'forbidden' });
    expect((await dashboardJoin('Super Coordinator', acme.websocket_channel)).ack).toEqual({ ok: false, error: 'forbidden' });
    expect((await dashboardJoin('Poster', 'promotion_nobody')).ack).toEqual({ ok: false, error: 'forbidden' });
  });
});
