import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser } from '../helpers/factories';
import { befriend, cookieFor, createBadge, createDuo, createUserScene, setFlags, setPoints } from '../helpers/journey-factories';
import { GET as list, POST as create } from '@/app/api/journal_posts/route';
import { GET as show, PUT as update, DELETE as destroy } from '@/app/api/journal_posts/[id]/route';
import { GET as likes, POST as like, DELETE as unlike } from '@/app/api/journal_posts/[id]/likes/route';
import { GET as summary } from '@/app/api/journey/summary/route';
import { db } from '@/server/db';
import { todayIn } from '@/lib/promotion-dates';

type P = { id: number; host: string };

const post = (p: P, cookie: string, body: unknown) => callRoute(create, { method: 'POST', host: p.host, path: '/api/journal_posts', cookie, body });
const index = (p: P, cookie: string, qs = '') => callRoute(list, { host: p.host, path: `/api/journal_posts${qs}`, cookie });
const one = (handler: typeof show, p: P, cookie: string, id: number, method = 'GET', body?: unknown) =>
  callRoute(handler, { method, host: p.host, path: `/api/journal_posts/${id}`, cookie, params: { id: String(id) }, body });
const likesOf = (handler: typeof likes, p: P, cookie: string, id: number, method = 'GET') =>
  callRoute(handler, { method, host: p.host, path: `/api/journal_posts/${id}/likes`, cookie, params: { id: String(id) } });

describe('journal posts', () => {
  it('creates, lists newest first, updates and deletes the user’s own reflections', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    const cookie = await cookieFor(user);
    const first = await post(p, cookie, { content: '  First day: a walk.  ' });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      content: 'First day: a walk.', wallable_type: 'User', wallable_id: user.id, depth: 0, postable_type: 'Journal',
      scene: null, duo: null, likes: [], recorded_on: todayIn('America/New_York'),
    });
    const second = await post(p, cookie, { content: 'Second thought' });
    const res = await index(p, cookie);
    expect(res.status).toBe(200);
    expect(res.json.data.map((r: any) => r.id)).toEqual([second.json.id, first.json.id]);
    expect(res.json.meta.total_records).toBe(2);

    const edited = await one(update, p, cookie, first.json.id, 'PUT', { content: 'Edited' });
    expect(edited).toMatchObject({ status: 200, json: { id: first.json.id, content: 'Edited' } });
    expect((await one(destroy, p, cookie, first.json.id, 'DELETE')).status).toBe(204);
    expect((await index(p, cookie)).json.data.map((r: any) => r.id)).toEqual([second.json.id]);
    expect((await one(show, p, cookie, first.json.id)).status).toBe(404);
  });

  it('refuses blank content with the spec’s message', async () => {
    const p = await createPromotion();
    const cookie = await cookieFor(await createUser({ promotionId: p.id }));
    for (const body of [{ content: '   ' }, {}, { content: '' }]) {
      expect(await post(p, cookie, body)).toMatchObject({ status: 422, json: { errors: ["Content can't be blank"] } });
    }
    const ok = await post(p, cookie, { content: 'x' });
    expect((await one(update, p, cookie, ok.json.id, 'PUT', { content: ' ' })).json.errors).toEqual(["Content can't be blank"]);
  });

  it('pages the journey wall 30 at a time', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    await db.post.createMany({
      data: Array.from({ length: 33 }, (_, i) => ({
        promotion_id: p.id, user_id: user.id, content: `Note ${i}`, wallable_type: 'User', wallable_id: user.id, postable_type: 'Journal',
        created_at: new Date(Date.now() - (33 - i) * 60_000),
      })),
    });
    const cookie = await cookieFor(user);
    const page1 = await index(p, cookie);
    expect(page1.json.data).toHaveLength(30);
    expect(page1.json.data[0].content).toBe('Note 32');
    expect(page1.json.meta).toMatchObject({ total_records: 33 });
    expect(page1.json.meta.links.next).toContain('page=2');
    expect((await index(p, cookie, '?page=2')).json.data.map((r: any) => r.content)).toEqual(['Note 2', 'Note 1', 'Note 0']);
  });

  it('links a reflection to the author’s own scene and duo only', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    const friend = await createUser({ promotionId: p.id, firstName: 'Sam' });
    const scene = await createUserScene(user, { completed: true, name: 'Pebbles' });
    const duo = await createDuo(p.id, friend, user);
    const cookie = await cookieFor(user);
    const res = await post(p, cookie, { content: 'About my scene', user_scene_id: scene.id, duo_id: duo.id });
    expect(res.status).toBe(201);
    expect(res.json.scene).toMatchObject({ id: scene.id, name: 'Pebbles', scene_type: 'waves', current_state: 'completed' });
    expect(res.json.duo).toMatchObject({ id: duo.id, state: 'completed', duo_template: { name: 'Gratitude walk' }, partner: { id: friend.id } });
    const theirs = await createUserScene(friend);
    expect((await post(p, cookie, { content: 'x', user_scene_id: theirs.id })).status).toBe(404);
  });

  it('lets accepted friends see and like a reflection, and nobody else', async () => {
    const p = await createPromotion();
    const author = await createUser({ promotionId: p.id, firstName: 'Ann' });
    const friend = await createUser({ promotionId: p.id, firstName: 'Fay' });
    const pending = await createUser({ promotionId: p.id });
    const stranger = await createUser({ promotionId: p.id });
    await befriend(p.id, author, friend);
    await befriend(p.id, pending, author, 'P');
    const authorCookie = await cookieFor(author);
    const created = await post(p, authorCookie, { content: 'Grateful today' });
    const id = created.json.id;

    const friendCookie = await cookieFor(friend);
    expect((await one(show, p, friendCookie, id)).status).toBe(200);
    expect((await index(p, friendCookie, `?user_id=${author.id}`)).json.data).toHaveLength(1);
    const liked = await likesOf(like, p, friendCookie, id, 'POST');
    expect(liked).toMatchObject({ status: 201, json: { user_id: friend.id, likeable_id: id, likeable_type: 'Post', user: { id: friend.id, profile: { first_name: 'Fay' } } } });
    expect(JSON.stringify(liked.json)).not.toContain('@example.com');
    // Liking again keeps one like.
    expect((await likesOf(like, p, friendCookie, id, 'POST')).status).toBe(201);
    expect((await likesOf(likes, p, authorCookie, id)).json.data.map((l: any) => l.user_id)).toEqual([friend.id]);
    await likesOf(like, p, authorCookie, id, 'POST');
    const mine = (await index(p, authorCookie)).json.data[0];
    expect(mine).toMatchObject({ like_count: 2, liked_by_me: true });
    expect(mine.likes.map((l: any) => l.user.profile.first_name)).toEqual(['Fay', 'Ann']);

    for (const outsider of [pending, stranger]) {
      const c = await cookieFor(outsider);
      expect((await one(show, p, c, id)).status).toBe(404);
      expect((await likesOf(likes, p, c, id)).status).toBe(404);
      expect((await likesOf(like, p, c, id, 'POST')).status).toBe(404);
      expect((await index(p, c, `?user_id=${author.id}`)).status).toBe(404);
    }
    // Friends may look and like, never edit or delete.
    expect((await one(update, p, friendCookie, id, 'PUT', { content: 'mine now' })).status).toBe(404);
    expect((await one(destroy, p, friendCookie, id, 'DELETE')).status).toBe(404);

    expect((await likesOf(unlike, p, friendCookie, id, 'DELETE')).status).toBe(204);
    expect((await likesOf(likes, p, authorCookie, id)).json.data.map((l: any) => l.user_id)).toEqual([author.id]);

    await setFlags(p.id, { is_buddy_feature_displayed: false });
    expect((await one(show, p, friendCookie, id)).status).toBe(404);
  });

  it('hides every reflection from another promotion’s users, whatever id they guess', async () => {
    const a = await createPromotion();
    const b = await createPromotion();
    const userA = await createUser({ promotionId: a.id });
    const userB = await createUser({ promotionId: b.id });
    const created = await post(a, await cookieFor(userA), { content: 'Private thoughts of A' });
    const id = created.json.id;
    const cookieB = await cookieFor(userB);
    for (const res of [
      await one(show, b, cookieB, id),
      await one(update, b, cookieB, id, 'PUT', { content: 'hacked' }),
      await one(destroy, b, cookieB, id, 'DELETE'),
      await likesOf(likes, b, cookieB, id),
      await likesOf(like, b, cookieB, id, 'POST'),
      await likesOf(unlike, b, cookieB, id, 'DELETE'),
      await index(b, cookieB, `?user_id=${userA.id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.json)).not.toContain('Private');
    }
    expect((await index(b, cookieB)).json.data).toEqual([]);
    expect((await one(show, a, await cookieFor(userA), id)).json.content).toBe('Private thoughts of A');
    expect(await db.post.findUnique({ where: { id } })).toMatchObject({ content: 'Private thoughts of A' });
    // B's session is not valid on A's host either.
    expect((await one(show, a, cookieB, id)).status).toBe(401);
  });

  it('awards reflection_created badges when the goal is reached, once, with a notification', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    const one_ = await createBadge(p.id, { category: 'reflection_created', name: 'First Reflection', goal: 1 });
    const three = await createBadge(p.id, { category: 'reflection_created', name: 'Deep Thinker', goal: 3 });
    await createBadge(p.id, { category: 'activities_logged', goal: 1 });
    const cookie = await cookieFor(user);
    await post(p, cookie, { content: 'one' });
    let earned = await db.userBadge.findMany({ where: { user_id: user.id } });
    expect(earned.map((e) => e.badge_id)).toEqual([one_.id]);
    await post(p, cookie, { content: 'two' });
    await post(p, cookie, { content: 'three' });
    await post(p, cookie, { content: 'four' });
    earned = await db.userBadge.findMany({ where: { user_id: user.id }, orderBy: { badge_id: 'asc' } });
    expect(earned.map((e) => e.badge_id)).toEqual([one_.id, three.id]);
    const notes = await db.notification.findMany({ where: { user_id: user.id }, orderBy: { id: 'asc' } });
    expect(notes.map((n) => n.key)).toEqual([`badge_${one_.id}`, `badge_${three.id}`]);
    expect(notes[1].message).toBe('You earned the Deep Thinker badge.');
  });
});

describe('journey summary', () => {
  it('counts completed scenes, completed duos, reflections and points of the caller only', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    const other = await createUser({ promotionId: p.id });
    await createUserScene(user, { completed: true });
    await createUserScene(user, { completed: true });
    await createUserScene(user);
    await createUserScene(other, { completed: true });
    await createDuo(p.id, user, other, 'completed');
    await createDuo(p.id, other, user, 'active');
    await setPoints(user, 125);
    const cookie = await cookieFor(user);
    await post(p, cookie, { content: 'hello' });
    const res = await callRoute(summary, { host: p.host, path: '/api/journey/summary', cookie });
    expect(res.json).toEqual({ completed_scene_count: 2, completed_duo_count: 1, reflection_count: 1, points: 125 });
    const b = await createPromotion();
    const userB = await createUser({ promotionId: b.id });
    const theirs = await callRoute(summary, { host: b.host, path: '/api/journey/summary', cookie: await cookieFor(userB) });
    expect(theirs.json).toEqual({ completed_scene_count: 0, completed_duo_count: 0, reflection_count: 0, points: 0 });
  });
});
