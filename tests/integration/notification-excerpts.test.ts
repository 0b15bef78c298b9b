// Notifications that say who and what (issue 31): the sentence names who ("Bob Lee commented on your post.") and the
// excerpt quotes the first words of the comment, tagging post, liked post, message or friend request note — plain,
// trimmed to 80 characters at a word with an ellipsis. A message's words are private to the person: while an
// administrator views as them, the notification centre and their live sockets get the notification without them.
import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { befriend } from '../helpers/journey-factories';
import { nextEvent, testSidecar } from '../helpers/realtime-sockets';
import { POST as createPost } from '@/app/api/posts/route';
import { POST as like } from '@/app/api/likes/route';
import { POST as createConversation } from '@/app/api/conversations/route';
import { POST as send } from '@/app/api/conversations/[id]/messages/route';
import { POST as requestFriend } from '@/app/api/friendships/route';
import { GET as listNotifications } from '@/app/api/notifications/route';
import { PUT as updateNotification } from '@/app/api/notifications/[id]/route';
import { createSessionCookie } from '@/server/auth/session';
import { db } from '@/server/db';
import { excerptOf } from '@/lib/notifications/excerpt';
import type { NotificationPayload } from '@/lib/realtime/events';

type P = Awaited<ReturnType<typeof createPromotion>>;
const sidecar = testSidecar();

async function person(p: P, firstName: string) {
  const user = await createUser({ promotionId: p.id, firstName, lastName: 'Lee' });
  return { id: user.id, cookie: await signInCookie(user, { promotionId: p.id }), host: p.host };
}
type Who = Awaited<ReturnType<typeof person>>;

/** A session of `target` opened by an administrator viewing as them (impersonation). */
async function viewedAsCookie(p: P, target: Who): Promise<string> {
  const admin = await createUser({ promotionId: p.id, role: 'Coordinator', firstName: 'Cora', lastName: 'Admin' });
  const cookie = await createSessionCookie({ userId: target.id, stay: false, sessionVersion: 0, promotionId: p.id, impersonatorId: admin.id });
  return `${cookie.name}=${cookie.value}`;
}

const post = (w: Who, body: Record<string, unknown>) => callRoute(createPost, { method: 'POST', host: w.host, path: '/api/posts', cookie: w.cookie, body });
const startChat = (w: Who, members: number[], content: string) =>
  callRoute(createConversation, { method: 'POST', host: w.host, path: '/api/conversations', cookie: w.cookie, body: { content, members } });
const sendTo = (w: Who, id: number, body: Record<string, unknown>) =>
  callRoute(send, { method: 'POST', host: w.host, path: `/api/conversations/${id}/messages`, cookie: w.cookie, params: { id: String(id) }, body });
const centre = (host: string, cookie: string) => callRoute(listNotifications, { host, path: '/api/notifications', cookie });
const noteOf = (userId: number, key: string) => db.notification.findFirstOrThrow({ where: { user_id: userId, key } });

describe('excerptOf', () => {
  it('keeps a short text, flattens whitespace and control characters, and cuts a long one at a word with an ellipsis', () => {
    expect(excerptOf('  Count me   in!\n')).toBe('Count me in!');
    expect(excerptOf('a\u0000b\tc')).toBe('a b c');
    expect(excerptOf('')).toBeNull();
    expect(excerptOf(' \n ')).toBeNull();
    expect(excerptOf(null)).toBeNull();
    const long = 'Walking to the lake after lunch tomorrow, bring water and sunscreen, and maybe a friend or two';
    const cut = excerptOf(long)!;
    expect([...cut].length).toBeLessThanOrEqual(80);
    expect(cut).toBe('Walking to the lake after lunch tomorrow, bring water and sunscreen, and maybe…');
    // One long word is cut where it is; an emoji is never split.
    expect(excerptOf('x'.repeat(200))).toBe(`${'x'.repeat(79)}…`);
    expect(excerptOf('😀'.repeat(100))).toBe(`${'😀'.repeat(79)}…`);
  });
});

describe('wall notifications', () => {
  it('a comment, a tag and a like each quote the post they are about; the sentence stays the same', async () => {
    const p = await createPromotion();
    const [ann, bob] = [await person(p, 'Ann'), await person(p, 'Bob')];
    await befriend(p.id, ann, bob);
    const parent = (await post(ann, { content: 'Lunch walk at noon?' })).json;
    const comment = (await post(bob, { content: 'Count me in!', parent_post_id: parent.id, depth: 1 })).json;
    expect(await noteOf(ann.id, `post_comment_${comment.id}`)).toMatchObject({
      title: 'New comment', message: 'Bob Lee commented on your post.', excerpt: 'Count me in!',
    });

    const long = `Thanks for the walk yesterday, @Bob — same time next week? ${'More words here. '.repeat(8)}`;
    const tagging = (await post(ann, { content: long, tagged_users: [bob.id] })).json;
    const tag = await noteOf(bob.id, `post_tag_${tagging.id}`);
    expect(tag).toMatchObject({ message: 'Ann Lee tagged you in a post.', excerpt: excerptOf(long) });
    expect(tag.excerpt!.endsWith('…')).toBe(true);

    expect((await callRoute(like, { method: 'POST', host: p.host, path: '/api/likes', cookie: bob.cookie, body: { likeable_id: parent.id } })).status).toBe(201);
    expect(await noteOf(ann.id, `post_like_${parent.id}_${bob.id}`)).toMatchObject({ message: 'Bob Lee liked your post.', excerpt: 'Lunch walk at noon?' });

    // The centre lists the excerpt beside the sentence.
    const listed = (await centre(p.host, ann.cookie)).json.data;
    expect(listed).toEqual(expect.arrayContaining([
      expect.objectContaining({ key: `post_comment_${comment.id}`, message: 'Bob Lee commented on your post.', excerpt: 'Count me in!' }),
    ]));
  });
});

describe('message notifications', () => {
  it('quote the latest message; an administrator viewing as the person sees who, not what', async () => {
    const p = await createPromotion();
    const [maya, jordan] = [await person(p, 'Maya'), await person(p, 'Jordan')];
    await befriend(p.id, maya, jordan);
    const id = (await startChat(maya, [jordan.id], 'See you at the track')).json.id as number;
    const key = `message_${id}`;
    expect(await noteOf(jordan.id, key)).toMatchObject({ message: 'Maya Lee sent you a message.', excerpt: 'See you at the track' });
    expect((await sendTo(maya, id, { content: 'Bring   the\nstopwatch' })).status).toBe(201);
    expect(await noteOf(jordan.id, key)).toMatchObject({ excerpt: 'Bring the stopwatch' });

    // Jordan's own session reads the words; a view-as session of Jordan does not, in the list or in an update.
    const own = (await centre(p.host, jordan.cookie)).json.data.find((n: { key: string }) => n.key === key);
    expect(own).toMatchObject({ message: 'Maya Lee sent you a message.', excerpt: 'Bring the stopwatch' });
    const viewedAs = await viewedAsCookie(p, jordan);
    const seenAs = (await centre(p.host, viewedAs)).json.data.find((n: { key: string }) => n.key === key);
    expect(seenAs).toMatchObject({ message: 'Maya Lee sent you a message.', excerpt: null });
    const updated = await callRoute(updateNotification, {
      method: 'PUT', host: p.host, path: `/api/notifications/${own.id}`, cookie: viewedAs, params: { id: String(own.id) }, body: { read: true },
    });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ key, excerpt: null });
    // A comment's excerpt is not private: the view-as session sees it.
    const parent = (await post(jordan, { content: 'Track day' })).json;
    await post(maya, { content: 'On my way', parent_post_id: parent.id, depth: 1 });
    const comment = (await centre(p.host, viewedAs)).json.data.find((n: { key: string }) => n.key.startsWith('post_comment_'));
    expect(comment).toMatchObject({ excerpt: 'On my way' });

    // Live: Jordan's own tab hears the words, the view-as tab the same notification without them.
    const ownTab = await sidecar.connect(p.host, jordan.cookie);
    const viewedTab = await sidecar.connect(p.host, viewedAs);
    const toOwn = nextEvent<NotificationPayload>(ownTab, 'notificationPublished');
    const toViewed = nextEvent<NotificationPayload>(viewedTab, 'notificationPublished');
    expect((await sendTo(maya, id, { content: 'Running late, 5 min' })).status).toBe(201);
    expect(await toOwn).toMatchObject({ key, message: 'Maya Lee sent you a message.', excerpt: 'Running late, 5 min' });
    expect(await toViewed).toMatchObject({ key, message: 'Maya Lee sent you a message.', excerpt: null });
    // The view-as tab cannot leave the room that keeps the words from it.
    const left = await new Promise((resolve) => viewedTab.emit('leaveChannel', 'viewed_as', resolve));
    expect(left).toEqual({ ok: false, error: 'invalid channel' });
    const joined = await new Promise((resolve) => ownTab.emit('joinChannel', `user_${jordan.id}:viewed_as`, resolve));
    expect(joined).toEqual({ ok: false, error: 'forbidden' });
  });
});

describe('friend request notifications', () => {
  it('quote the note the sender wrote, and have none without one', async () => {
    const p = await createPromotion();
    const [ann, bob, cy] = [await person(p, 'Ann'), await person(p, 'Bob'), await person(p, 'Cy')];
    const withNote = await callRoute(requestFriend, { method: 'POST', host: p.host, path: '/api/friendships', cookie: ann.cookie, body: { status: 'P', friendee_id: bob.id, message: 'Walk at lunch?' } });
    expect(withNote.status).toBe(201);
    expect(await noteOf(bob.id, `friend_request_${withNote.json.id}`)).toMatchObject({ message: 'Ann Lee sent you a friend request.', excerpt: 'Walk at lunch?' });
    const bare = await callRoute(requestFriend, { method: 'POST', host: p.host, path: '/api/friendships', cookie: ann.cookie, body: { status: 'P', friendee_id: cy.id } });
    expect(await noteOf(cy.id, `friend_request_${bare.json.id}`)).toMatchObject({ excerpt: null });
  });
});
