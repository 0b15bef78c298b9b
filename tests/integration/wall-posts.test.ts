// The wall's API against a real database: posts and comments, the filters, the per-post rules for every role,
// tags, likes, follows, the flagged disguise, cross-promotion 404s with their owner controls, floods, and the fixed
// number of statements a page costs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { countStatements } from '../helpers/statements';
import { createPromotion, createUser } from '../helpers/factories';
import { befriend, cookieFor, createLocation, setFlags } from '../helpers/journey-factories';
import { listenToRealtime } from '../helpers/realtime-events';
import { GET as list, POST as create } from '@/app/api/posts/route';
import { GET as show, PUT as flag, DELETE as destroy } from '@/app/api/posts/[id]/route';
import { DELETE as untag } from '@/app/api/posts/[id]/tags/[user_id]/route';
import { POST as like } from '@/app/api/likes/route';
import { DELETE as unlike } from '@/app/api/likes/[id]/route';
import { GET as follows, POST as followUser } from '@/app/api/users/[id]/follows/route';
import { GET as oneFollow } from '@/app/api/users/[id]/follows/[follow_id]/route';
import { DELETE as unfollow } from '@/app/api/follows/[id]/route';
import { db } from '@/server/db';
import { signInCookie } from '../helpers/factories';
import type { Role } from '@/lib/roles';

type P = Awaited<ReturnType<typeof createPromotion>>;
type Who = { cookie: string; host: string; id: number; qs?: string };

const DASHBOARD = 'dashboard.localhost:3000';
const realtime = listenToRealtime();

async function person(p: P, role: Role = 'User', name = 'Pat'): Promise<Who> {
  const user = await createUser({ promotionId: p.id, role, firstName: name, lastName: role === 'User' ? 'Lee' : role });
  return { id: user.id, cookie: await cookieFor(user), host: p.host };
}
async function poster(p: P): Promise<Who> {
  const user = await createUser({ promotionId: null, role: 'Poster', firstName: 'Nadia', lastName: 'Expert' });
  return { id: user.id, cookie: await signInCookie(user, { promotionId: null }), host: DASHBOARD, qs: `?promotion_id=${p.id}` };
}

const post = (w: Who, body: Record<string, unknown>) =>
  callRoute(create, { method: 'POST', host: w.host, path: `/api/posts${w.qs ?? ''}`, cookie: w.cookie, body });
const wall = (w: Who, qs = '') => {
  const query = [w.qs?.slice(1), qs.replace(/^\?/, '')].filter(Boolean).join('&');
  return callRoute(list, { host: w.host, path: `/api/posts${query ? `?${query}` : ''}`, cookie: w.cookie });
};
const one = (handler: typeof show, w: Who, id: number, method = 'GET', body?: unknown) =>
  callRoute(handler, { method, host: w.host, path: `/api/posts/${id}${w.qs ?? ''}`, cookie: w.cookie, params: { id: String(id) }, body });
const report = (w: Who, id: number) => one(flag, w, id, 'PUT', { is_flagged: true, flagged_by: w.id });
const unreport = (w: Who, id: number) => one(flag, w, id, 'PUT', { is_flagged: false });

describe('wall posts', () => {
  it('posts, comments and lists newest first with the first 2 comments; the single post has them all', async () => {
    const p = await createPromotion();
    const [ann, bob] = [await person(p, 'User', 'Ann'), await person(p, 'User', 'Bob')];
    const first = await post(ann, { content: 'First!\nSecond line <b>not bold</b>' });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      content: 'First!\nSecond line <b>not bold</b>', type: 'Post', depth: 0, wallable_type: 'Promotion', wallable_id: p.id,
      user: { id: ann.id, profile: { full_name: 'Ann Lee', is_wall_expert: false } }, is_mine: true, comment_count: 0, posts: [],
      abilities: { delete: true, report: false, follow: false },
    });
    const second = await post(bob, { content: 'Hello wall' });
    for (const text of ['c1', 'c2', 'c3']) {
      const c = await post(bob, { content: text, parent_post_id: first.json.id, depth: 1 });
      expect(c.json).toMatchObject({ type: 'Comment', depth: 1, parent_post_id: first.json.id, wallable_type: 'Promotion' });
    }
    const page = await wall(ann, '?page_size=20');
    expect(page.status).toBe(200);
    expect(page.json.meta.total_records).toBe(2);
    expect(page.json.data.map((x: any) => x.id)).toEqual([second.json.id, first.json.id]);
    const listed = page.json.data[1];
    expect(listed.comment_count).toBe(3);
    expect(listed.posts.map((c: any) => c.content)).toEqual(['c1', 'c2']);
    const single = await one(show, ann, first.json.id);
    expect(single.json.posts.map((c: any) => c.content)).toEqual(['c1', 'c2', 'c3']);
  });

  it("refuses blank content with the spec's message and writes nothing", async () => {
    const p = await createPromotion();
    const ann = await person(p);
    for (const content of ['', '   \n ', undefined]) {
      const res = await post(ann, { content });
      expect(res.status).toBe(422);
      expect(res.json.errors).toContain("Content can't be blank");
    }
    expect(await db.post.count({ where: { promotion_id: p.id } })).toBe(0);
  });

  it('filters: following, friends, location, my, tagged, one author, and a case-insensitive search', async () => {
    const p = await createPromotion();
    const office = await createLocation(p.id, 'Dublin');
    const [me, friend, followed, colleague] = await Promise.all(['Me', 'Fran', 'Flo', 'Col'].map((n) => person(p, 'User', n)));
    await db.user.updateMany({ where: { id: { in: [me.id, colleague.id] } }, data: { location_id: office.id } });
    await befriend(p.id, { id: me.id }, { id: friend.id });
    const byFriend = await post(friend, { content: 'From a FRIEND', tagged_users: [me.id] });
    const byFollowed = await post(followed, { content: 'From someone I follow' });
    const byColleague = await post(colleague, { content: 'From the office' });
    const mine = await post(me, { content: 'Mine' });
    expect((await callRoute(followUser, { method: 'POST', host: p.host, path: '/api/users/me/follows', cookie: me.cookie, params: { id: 'me' }, body: { id: followed.id } })).status).toBe(201);
    const ids = async (qs: string) => (await wall(me, qs)).json.data.map((x: any) => x.id);
    expect(await ids('?filter=following')).toEqual([byFollowed.json.id]);
    expect(await ids('?filter=friends')).toEqual([byFriend.json.id]);
    expect(await ids('?filter=location')).toEqual([mine.json.id, byColleague.json.id]);
    expect(await ids('?filter=my')).toEqual([mine.json.id]);
    expect(await ids('?filter=tagged')).toEqual([byFriend.json.id]);
    expect(await ids(`?user_id=${followed.id}`)).toEqual([byFollowed.json.id]);
    expect(await ids(`?filter=following&user_id=${followed.id}`)).toEqual([byFollowed.json.id]);
    expect(await ids(`?filter=friends&user_id=${followed.id}`)).toEqual([]);
    expect(await ids(`?filter=tagged&user_id=${friend.id}`)).toEqual([byFriend.json.id]);
    expect((await wall(me, '?filter=friends')).json.meta.total_records).toBe(1);
    expect(await ids('?search=friend')).toEqual([byFriend.json.id]);
    expect(await ids('?search=100%25')).toEqual([]);
    expect((await wall(me, '?filter=nope')).status).toBe(422);
  });

  it('delete, report, unreport and the flagged disguise follow the rules for every role', async () => {
    const p = await createPromotion();
    const author = await person(p, 'User', 'Author');
    const other = await person(p, 'User', 'Other');
    const third = await person(p, 'User', 'Third');
    const coordinator = await person(p, 'Coordinator', 'Coco');
    const expert = await poster(p);

    const a = (await post(author, { content: 'A post' })).json;
    // Report: not the author, not a coordinator or expert; then not again.
    expect((await report(author, a.id)).status).toBe(403);
    expect((await report(coordinator, a.id)).status).toBe(403);
    expect((await report(expert, a.id)).status).toBe(403);
    expect((await one(flag, other, a.id, 'PUT', { is_flagged: true, flagged_by: third.id })).status).toBe(422);
    const reported = await report(other, a.id);
    expect(reported.json).toMatchObject({ is_flagged: true, flagged_by: other.id, abilities: { unreport: true, report: false } });
    expect((await report(third, a.id)).status).toBe(403);

    // The disguise: others see Flagged User and the default image; the author, coordinators and experts see the author.
    const seenByThird = (await one(show, third, a.id)).json;
    expect(seenByThird).toMatchObject({ user_id: null, flagged_by: null, user: { id: null, profile: { full_name: 'Flagged User' } }, abilities: { follow: false, open_user_popup: false, view_flagged: false } });
    expect(seenByThird.user.profile.image.url).toBe('/images/default-user.svg');
    for (const who of [author, coordinator, expert]) {
      expect((await one(show, who, a.id)).json).toMatchObject({ user: { id: author.id }, abilities: { view_flagged: true } });
    }
    // Unreport: the reporter, a coordinator, an expert; not another user.
    expect((await unreport(third, a.id)).status).toBe(403);
    expect((await unreport(other, a.id)).json).toMatchObject({ is_flagged: false, flagged_by: null });
    await report(other, a.id);
    expect((await unreport(coordinator, a.id)).status).toBe(200);
    await report(other, a.id);
    expect((await unreport(expert, a.id)).status).toBe(200);

    // Delete: not another user; the author, a coordinator, an expert.
    const b = (await post(author, { content: 'B' })).json;
    const c = (await post(author, { content: 'C' })).json;
    expect((await one(destroy, other, a.id, 'DELETE')).status).toBe(403);
    expect((await one(destroy, author, a.id, 'DELETE')).status).toBe(204);
    expect((await one(destroy, coordinator, b.id, 'DELETE')).status).toBe(204);
    expect((await one(destroy, expert, c.id, 'DELETE')).status).toBe(204);
    expect((await one(show, author, a.id)).status).toBe(404);

    // A wall expert's post: deleted only by a wall expert, never reported.
    const e = await post(expert, { content: 'Expert advice' });
    expect(e.status).toBe(201);
    expect(e.json.user.profile.is_wall_expert).toBe(true);
    expect((await report(other, e.json.id)).status).toBe(403);
    expect((await one(destroy, coordinator, e.json.id, 'DELETE')).status).toBe(403);
    expect((await one(show, other, e.json.id)).json.abilities).toMatchObject({ report: false, delete: false });
    expect((await one(destroy, expert, e.json.id, 'DELETE')).status).toBe(204);
    // The stored total follows the deletes.
    expect((await wall(other)).json.meta).toMatchObject({ total_records: 0 });
  });

  it('tags friends only; a tagged user removes their own tag, nobody else can; tags earn a badge and notify', async () => {
    const p = await createPromotion();
    const [ann, bea, cal] = await Promise.all(['Ann', 'Bea', 'Cal'].map((n) => person(p, 'User', n)));
    await befriend(p.id, { id: ann.id }, { id: bea.id });
    await befriend(p.id, { id: ann.id }, { id: cal.id });
    const badge = await db.badge.create({ data: { promotion_id: p.id, name: 'Shout-out', category: 'wall_posts_tags', goal: 1 } });
    expect((await post(bea, { content: 'x', tagged_users: [cal.id] })).status).toBe(422);
    const tagged = await post(ann, { content: 'With friends', tagged_users: [bea.id, cal.id, bea.id] });
    expect(tagged.json.tagged_users.map((t: any) => t.id).sort()).toEqual([bea.id, cal.id].sort());
    expect((await one(show, bea, tagged.json.id)).json.abilities.remove_tag).toBe(true);
    const path = (u: number) => `/api/posts/${tagged.json.id}/tags/${u}`;
    const remove = (w: Who, u: number) => callRoute(untag, { method: 'DELETE', host: p.host, path: path(u), cookie: w.cookie, params: { id: String(tagged.json.id), user_id: String(u) } });
    expect((await remove(ann, bea.id)).status).toBe(403);
    expect((await remove(cal, bea.id)).status).toBe(403);
    const left = await remove(bea, bea.id);
    expect(left.json.tagged_users.map((t: any) => t.id)).toEqual([cal.id]);
    expect((await remove(bea, bea.id)).status).toBe(404);
    expect(await db.userBadge.count({ where: { badge_id: badge.id, user_id: { in: [bea.id, cal.id] } } })).toBe(2);
    const notes = await db.notification.findMany({ where: { key: `post_tag_${tagged.json.id}` }, select: { user_id: true, message: true, link: true } });
    expect(notes.map((n) => n.user_id).sort()).toEqual([bea.id, cal.id].sort());
    expect(notes[0]).toMatchObject({ message: 'Ann Lee tagged you in a post.', link: `/wall/post/${tagged.json.id}` });
  });

  it('likes toggle once per user, are listed with their users, and notify the author once', async () => {
    const p = await createPromotion();
    const [ann, bob] = [await person(p, 'User', 'Ann'), await person(p, 'User', 'Bob')];
    const a = (await post(ann, { content: 'Like me' })).json;
    const give = (w: Who) => callRoute(like, { method: 'POST', host: p.host, path: '/api/likes', cookie: w.cookie, body: { likeable_type: 'Post', likeable_id: a.id } });
    const l1 = await give(bob);
    expect(l1.status).toBe(201);
    expect(l1.json).toMatchObject({ likeable_type: 'Post', likeable_id: a.id, user_id: bob.id, user: { profile: { full_name: 'Bob Lee' } } });
    expect((await give(bob)).json.id).toBe(l1.json.id);
    const seen = (await one(show, bob, a.id)).json;
    expect(seen).toMatchObject({ like_count: 1, liked_by_me: true });
    expect(seen.likes[0].user_id).toBe(bob.id);
    const take = (w: Who, id: number) => callRoute(unlike, { method: 'DELETE', host: p.host, path: `/api/likes/${id}`, cookie: w.cookie, params: { id: String(id) } });
    expect((await take(ann, l1.json.id)).status).toBe(404);
    expect((await take(bob, l1.json.id)).status).toBe(204);
    expect((await one(show, ann, a.id)).json.like_count).toBe(0);
    await give(bob);
    await realtime.waitFor(() => realtime.events.filter((e) => e.event === 'newLikeCreated' && e.data.likeable_id === a.id).length >= 2);
    expect(await db.notification.count({ where: { user_id: ann.id, key: `post_like_${a.id}_${bob.id}` } })).toBe(1);
    const promo = await db.promotion.findUniqueOrThrow({ where: { id: p.id }, select: { websocket_channel: true } });
    expect(realtime.events.find((e) => e.event === 'newLikeCreated' && e.data.likeable_id === a.id)?.channel).toBe(promo.websocket_channel);
    // A journal reflection is not a wall post: it cannot be liked here.
    const reflection = await db.post.create({ data: { promotion_id: p.id, user_id: ann.id, content: 'private', wallable_type: 'User', wallable_id: ann.id, postable_type: 'Journal' } });
    expect((await callRoute(like, { method: 'POST', host: p.host, path: '/api/likes', cookie: bob.cookie, body: { likeable_id: reflection.id } })).status).toBe(404);
    expect((await one(show, bob, reflection.id)).status).toBe(404);
  });

  it('comments notify the parent author and are published on the promotion channel', async () => {
    const p = await createPromotion();
    const [ann, bob] = [await person(p, 'User', 'Ann'), await person(p, 'User', 'Bob')];
    const a = (await post(ann, { content: 'Parent' })).json;
    const c = (await post(bob, { content: 'Reply', parent_post_id: a.id })).json;
    await realtime.waitFor(() => realtime.events.some((e) => e.event === 'newPostCreated' && e.data.id === c.id));
    expect(realtime.events.find((e) => e.event === 'newPostCreated' && e.data.id === c.id)?.data).toEqual({
      id: c.id, user_id: bob.id, wallable_type: 'Promotion', wallable_id: p.id, parent_post_id: a.id, depth: 1,
    });
    const note = await db.notification.findFirst({ where: { user_id: ann.id, key: `post_comment_${c.id}` } });
    expect(note).toMatchObject({ message: 'Bob Lee commented on your post.', link: `/wall/post/${a.id}?reply=${c.id}` });
  });

  it('follows: the synthetic All Following first, one row per pair, not oneself, only one’s own list', async () => {
    const p = await createPromotion();
    const [ann, bob] = [await person(p, 'User', 'Ann'), await person(p, 'User', 'Bob')];
    const send = (w: Who, id: number) => callRoute(followUser, { method: 'POST', host: p.host, path: '/api/users/me/follows', cookie: w.cookie, params: { id: 'me' }, body: { id } });
    expect((await send(ann, ann.id)).status).toBe(422);
    expect((await send(ann, bob.id)).json).toMatchObject({ id: bob.id, user_id: ann.id, profile: { full_name: 'Bob Lee' } });
    expect((await send(ann, bob.id)).status).toBe(201);
    const listed = await callRoute(follows, { host: p.host, path: '/api/users/me/follows', cookie: ann.cookie, params: { id: 'me' } });
    expect(listed.json.data.map((f: any) => f.id)).toEqual(['following', bob.id]);
    expect(listed.json.data[0].profile.full_name).toBe('All Following');
    expect((await callRoute(follows, { host: p.host, path: `/api/users/${bob.id}/follows`, cookie: ann.cookie, params: { id: String(bob.id) } })).status).toBe(404);
    expect((await callRoute(oneFollow, { host: p.host, path: `/api/users/me/follows/${bob.id}`, cookie: ann.cookie, params: { id: 'me', follow_id: String(bob.id) } })).status).toBe(200);
    const drop = () => callRoute(unfollow, { method: 'DELETE', host: p.host, path: `/api/follows/${bob.id}`, cookie: ann.cookie, params: { id: String(bob.id) } });
    expect((await drop()).status).toBe(204);
    expect((await drop()).status).toBe(404);
  });

  it("another promotion's posts, likes and users are 404s; the same calls on one's own succeed", async () => {
    const [pa, pb] = [await createPromotion(), await createPromotion()];
    const [ann, zed] = [await person(pa, 'User', 'Ann'), await person(pb, 'User', 'Zed')];
    const own = (await post(ann, { content: 'A' })).json;
    const theirs = (await post(zed, { content: 'B' })).json;
    expect((await one(show, ann, own.id)).status).toBe(200);
    expect((await one(show, ann, theirs.id)).status).toBe(404);
    expect((await report(ann, theirs.id)).status).toBe(404);
    expect((await one(destroy, ann, theirs.id, 'DELETE')).status).toBe(404);
    expect((await post(ann, { content: 'reply', parent_post_id: theirs.id })).status).toBe(404);
    expect((await post(ann, { content: 'x', wallable_type: 'Promotion', wallable_id: pb.id })).status).toBe(404);
    expect((await wall(ann, `?wallable_type=Post&wallable_id=${theirs.id}`)).status).toBe(404);
    expect((await callRoute(like, { method: 'POST', host: pa.host, path: '/api/likes', cookie: ann.cookie, body: { likeable_id: theirs.id } })).status).toBe(404);
    expect((await callRoute(followUser, { method: 'POST', host: pa.host, path: '/api/users/me/follows', cookie: ann.cookie, params: { id: 'me' }, body: { id: zed.id } })).status).toBe(404);
    expect((await post(ann, { content: 'x', tagged_users: [zed.id] })).status).toBe(422);
    expect((await post(ann, { content: 'x', photo: 'https://evil.example/p.png' })).status).toBe(422);
    // A poster reaches promotion B's wall only through B's id; the wall of a promotion with the wall off is a 404.
    const expert = await poster(pb);
    expect((await wall(expert)).json.data.map((x: any) => x.id)).toEqual([theirs.id]);
    await setFlags(pb.id, { is_wall_enabled: false });
    expect((await wall(zed)).status).toBe(404);
  });

  it('a post’s photo is one of the writer’s own uploads, never someone else’s found by its URL (issue 28 finding 7)', async () => {
    const p = await createPromotion();
    const [ann, bob] = [await person(p, 'User', 'Ann'), await person(p, 'User', 'Bob')];
    const upload = (userId: number, name: string, size: { width: number; height: number } | null = null) => db.uploadedFile.create({
      data: { promotion_id: p.id, user_id: userId, url: `/uploads/${p.id}/${name}.jpg`, storage_key: `k-${p.id}-${name}`, content_type: 'image/jpeg', byte_size: 10, ...size },
    });
    const [bobs, anns] = [await upload(bob.id, 'bob'), await upload(ann.id, 'ann', { width: 640, height: 480 })];
    const refused = await post(ann, { content: 'Look', photo: bobs.url });
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual(['The photo must be an image you uploaded to this program.']);
    expect(await db.post.count({ where: { user_id: ann.id } })).toBe(0);
    const own = await post(ann, { content: 'Look', photo: anns.url });
    expect(own.status).toBe(201);
    // The photo comes with the size its upload stored, so the page reserves its box; a file without one says null.
    expect(own.json.photo).toEqual({ url: anns.url, width: 640, height: 480 });
    const unsized = await upload(ann.id, 'ann-2');
    const second = await post(ann, { content: 'Again', photo: unsized.url });
    expect(second.json.photo).toEqual({ url: unsized.url, width: null, height: null });
    expect((await wall(ann)).json.data.map((x: any) => x.photo)).toEqual([second.json.photo, own.json.photo]);
    // The size is the post's own, copied when its photo was set: the wall reads it with the post, not from the upload.
    expect(await db.post.findUniqueOrThrow({ where: { id: own.json.id }, select: { photo_width: true, photo_height: true } })).toEqual({ photo_width: 640, photo_height: 480 });
    await db.uploadedFile.update({ where: { id: anns.id }, data: { width: 1, height: 1 } });
    expect((await wall(ann)).json.data.map((x: any) => x.photo)).toEqual([second.json.photo, own.json.photo]);
  });

  it('the migration that stores the size gives older posts the size their upload stored, or null (20261130123403)', async () => {
    const p = await createPromotion();
    const ann = await person(p, 'User', 'Ann');
    const upload = (name: string, size: { width: number; height: number } | null) => db.uploadedFile.create({
      data: { promotion_id: p.id, user_id: ann.id, url: `/uploads/${p.id}/${name}.jpg`, storage_key: `k-${p.id}-${name}`, content_type: 'image/jpeg', byte_size: 10, ...size },
    });
    const [sized, unsized] = [await upload('old-sized', { width: 320, height: 200 }), await upload('old-unsized', null)];
    // Posts as they were before the columns: a photo with no size on the post, a photo whose upload is gone, none.
    const older = [];
    for (const [i, photo_url] of [sized.url, unsized.url, `/uploads/${p.id}/gone.jpg`, null].entries()) {
      older.push(await db.post.create({ data: { promotion_id: p.id, user_id: ann.id, content: `old ${i}`, wallable_type: 'Promotion', wallable_id: p.id, photo_url } }));
    }
    const migration = readFileSync(path.join(process.cwd(), 'prisma/migrations/20261130123403_wall_post_photo_size/migration.sql'), 'utf8');
    const backfill = /UPDATE "posts"[\s\S]*?;/.exec(migration)![0];
    await db.$executeRawUnsafe(backfill);
    const stored = await db.post.findMany({ where: { id: { in: older.map((o) => o.id) } }, orderBy: { id: 'asc' }, select: { photo_width: true, photo_height: true } });
    expect(stored).toEqual([{ photo_width: 320, photo_height: 200 }, { photo_width: null, photo_height: null }, { photo_width: null, photo_height: null }, { photo_width: null, photo_height: null }]);
    expect((await wall(ann)).json.data.map((x: any) => x.photo)).toEqual([
      null, { url: `/uploads/${p.id}/gone.jpg`, width: null, height: null }, { url: unsized.url, width: null, height: null }, { url: sized.url, width: 320, height: 200 },
    ]);
  });

  it('a flood of posts gets 429 and nothing beyond the limit is written', async () => {
    const p = await createPromotion();
    const ann = await person(p);
    const results = await Promise.all(Array.from({ length: 14 }, (_, i) => post(ann, { content: `post ${i}` })));
    expect(results.filter((r) => r.status === 201).length).toBe(10);
    expect(results.filter((r) => r.status === 429).length).toBe(4);
    expect(await db.post.count({ where: { user_id: ann.id } })).toBe(10);
  });

  it('costs the same number of statements for a page of 1 post as for a page of 20 with comments, likes and tags', async () => {
    const p = await createPromotion();
    const ann = await person(p, 'User', 'Ann');
    const others = await Promise.all(Array.from({ length: 5 }, (_, i) => person(p, 'User', `O${i}`)));
    const statements = async () => {
      const { result: res, statements: n } = await countStatements(() => wall(ann, '?page_size=20'));
      expect(res.status).toBe(200);
      return { n, posts: res.json.data.length };
    };
    const first = await db.post.create({ data: { promotion_id: p.id, user_id: ann.id, content: 'one', wallable_type: 'Promotion', wallable_id: p.id } });
    await db.post.create({ data: { promotion_id: p.id, user_id: ann.id, content: 'c', wallable_type: 'Promotion', wallable_id: p.id, parent_post_id: first.id, depth: 1 } });
    const small = await statements();
    for (let i = 0; i < 25; i++) {
      const row = await db.post.create({ data: { promotion_id: p.id, user_id: others[i % 5]!.id, content: `p${i}`, wallable_type: 'Promotion', wallable_id: p.id } });
      await db.post.createMany({ data: others.slice(0, 3).map((o) => ({ promotion_id: p.id, user_id: o.id, content: 'c', wallable_type: 'Promotion', wallable_id: p.id, parent_post_id: row.id, depth: 1 })) });
      await db.like.createMany({ data: others.map((o) => ({ promotion_id: p.id, user_id: o.id, post_id: row.id })) });
      await db.postTag.create({ data: { promotion_id: p.id, post_id: row.id, user_id: ann.id } });
    }
    const big = await statements();
    expect(big.posts).toBe(20);
    expect(big.n).toBe(small.n);
    // The session's user, then at most four for the page.
    expect(big.n).toBeLessThanOrEqual(5);
  });
});
